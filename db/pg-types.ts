import { customType } from "drizzle-orm/pg-core";

/**
 * Milliseconds since the epoch in a `bigint`, read and written as a `Date`: the same column SQLite's `integer` with
 * `mode: "timestamp_ms"` is (db/schema.pg.ts maps every one of them to this). The app sees a `Date` on both databases,
 * and the raw SQL of the domain layer keeps doing arithmetic in milliseconds (`bids_due_at - 172800000`, `created_at
 * / 1000`), which a `timestamptz` column would refuse. node-postgres hands a `bigint` over as a string; it is read
 * back as a number of milliseconds (exact: every such value is far below 2^53).
 */
export const timestampMs = customType<{ data: Date; driverData: string | number }>({
  dataType: () => "bigint",
  toDriver: (value) => (value instanceof Date ? value.getTime() : Number(value)),
  fromDriver: (value) => new Date(Number(value)),
});
