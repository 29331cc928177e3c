/** For the cases that write: the write runs in the app's own transaction, which is then undone. */
import { transaction } from "~/infra/db.server";

import type { BenchContext } from "./types";

const undo = new Error("rolled back");

/** Runs `write` with the query-only guard lifted, inside a transaction that is rolled back when it has finished. */
export async function rolledBack(ctx: BenchContext, write: () => Promise<void>) {
  const sqlite = ctx.db.$client;
  sqlite.pragma("query_only = OFF");
  try {
    // The app's own transactions inside `write` become savepoints of this one.
    await transaction(async () => {
      await write();
      throw undo;
    });
  } catch (error) {
    if (error !== undo) throw error;
  } finally {
    sqlite.pragma("query_only = ON");
  }
}
