/** The admin panel at market scale: the dashboard's counts and charts, the Users tab's default page and its search. */
import { adminDashboard, listUsersForAdmin } from "~/domain/admin.server";

import { benchCase, type BenchCase } from "../types";

const admin = { id: 0, role: "admin" as const };

/** Fragments an admin would type: the start of a busy user's username, and of their email. */
function fragments(ctx: Parameters<BenchCase["inputs"]>[0]) {
  const rows = ctx.db.$client
    .prepare(`SELECT username, email FROM users WHERE id IN (${ctx.busy.all.join(",")})`)
    .all() as { username: string; email: string }[];
  return rows.flatMap((r) => [r.username.slice(0, 6), r.email]);
}

export const cases: BenchCase[] = [
  benchCase({ name: "dashboard", inputs: () => [null], run: () => adminDashboard(admin) }),
  benchCase({ name: "users, first page", inputs: () => [1, 2, 40], run: (page) => listUsersForAdmin(admin, { page }) }),
  benchCase({
    name: "users search",
    targetMs: 50,
    inputs: fragments,
    run: (q) => listUsersForAdmin(admin, { q, includeDeleted: true }),
  }),
  benchCase({
    name: "users, suspended subcontractors",
    inputs: () => [null],
    run: () => listUsersForAdmin(admin, { role: "subcontractor", status: "suspended" }),
  }),
];
