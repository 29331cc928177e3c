/** Test data made through the domain layer (users, profiles, sessions), plus the rows no domain writes yet. */
import { eq } from "drizzle-orm";

import { connections, privacySettings, users } from "../../db/schema";
import { createSession, getUserRecord, register, type UserRecord } from "~/domain/accounts.server";
import type { Trade } from "~/constants";
import { DomainError } from "~/domain/errors.server";
import { setPlan } from "~/domain/plans.server";
import { saveGcProfile, saveSubProfile } from "~/domain/profiles.server";
import { createProject } from "~/domain/projects.server";
import { db } from "~/infra/db.server";
import { getSession, commitSession } from "~/utils/session.server";

let n = 0;
export const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(n++).toString(36)}`;

export type Role = "general_contractor" | "subcontractor" | "admin";

/** A registered user with a saved profile (none for admins). */
export async function makeUser(role: Role = "subcontractor", name = unique(role.slice(0, 3))): Promise<UserRecord> {
  const user = await register({ username: name, email: `${name}@example.com`, password: "secret123", role });
  await saveDefaultProfile(user, name);
  return getUserRecord(user.id);
}

/** A subcontractor of a trade based at a zip code, with the service radius given (available now). */
export async function subcontractorAt(
  zip: string,
  specialty: Trade,
  { name = unique(`${specialty} Co`), radius = 50 }: { name?: string; radius?: 25 | 50 | 200 } = {},
): Promise<UserRecord> {
  const user = await register({
    username: unique("sub"),
    email: `${unique("sub")}@example.com`,
    password: "secret123",
    role: "subcontractor",
  });
  await saveSubProfile(user, {
    business_name: name,
    specialty,
    location: "Somewhere",
    zip_code: zip,
    service_radius: radius,
    crew_size: "1-5",
    available_now: true,
  });
  return getUserRecord(user.id);
}

/** A Pro general contractor (more projects than Free's three) based at a zip code, preferring the trades given. */
export async function contractorAt(zip: string, preferred: Trade[] = []): Promise<UserRecord> {
  const gc = await makeUser("general_contractor");
  await saveGcProfile(gc, {
    company_name: unique("GC"),
    location: "Somewhere",
    zip_code: zip,
    project_types: ["Commercial"],
    preferred_trades: preferred,
  });
  await setPlan(await makeUser("admin"), gc.id, "pro");
  return getUserRecord(gc.id);
}

/** An open project of a trade at a zip code, posted by `gc`. */
export const tradeProjectAt = (
  gc: UserRecord,
  trade: Trade,
  zip: string,
  extra: Partial<Parameters<typeof createProject>[1]> = {},
) =>
  createProject(gc, {
    trade_type: trade,
    title: unique(`${trade} job`),
    description: "Work for a trade crew on a mid-size building.",
    location: "Somewhere",
    zip_code: zip,
    budget_range: "$25,000 - $50,000",
    timeline: "1-2 months",
    requirements: "Licensed.",
    ...extra,
  });

/** The profile every test user gets: a Phoenix general contractor, or a Tempe electrician. */
export async function saveDefaultProfile(user: UserRecord, name: string) {
  const role = user.role;
  if (role === "general_contractor") {
    await saveGcProfile(user, {
      company_name: `${name} Builders`,
      location: "Phoenix, AZ",
      zip_code: "85004",
      project_types: ["Commercial"],
      preferred_trades: ["Electrical"],
    });
  }
  if (role === "subcontractor") {
    await saveSubProfile(user, {
      business_name: `${name} Electric`,
      specialty: "Electrical",
      location: "Tempe, AZ",
      zip_code: "85281",
      service_radius: 25,
      crew_size: "1-5",
      available_now: true,
    });
  }
}

/** A session cookie for the user, as the browser would send it. */
export async function cookieFor(user: { id: number }): Promise<string> {
  const session = await getSession(new Request("http://localhost/"));
  session.set("sessionId", (await createSession(user.id)).id);
  const header = await commitSession(new Request("http://localhost/"), session);
  return header.split(";")[0];
}

/** An accepted (or other) connection; the connections feature has no domain function to make one yet. */
export async function connect(
  a: { id: number },
  b: { id: number },
  status: "pending" | "accepted" | "rejected" = "accepted",
) {
  await db.insert(connections).values({ requesterId: a.id, recipientId: b.id, status });
}

export async function setPrivacy(user: { id: number }, values: Partial<typeof privacySettings.$inferInsert>) {
  await db.update(privacySettings).set(values).where(eq(privacySettings.userId, user.id));
}

export async function setAccount(user: { id: number }, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, user.id));
}

/** The domain error a promise rejects with (fails the test when it resolves or throws something else). */
export async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}
