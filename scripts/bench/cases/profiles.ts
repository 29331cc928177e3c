/** The profile screens: another user's profile (busy and quiet), the credentials list, the portfolio item page. */
import { credentialAlerts, listCredentials, listOwnCredentials } from "~/domain/credentials.server";
import { DomainError } from "~/domain/errors.server";
import { getPortfolioItem, listOwnPortfolio } from "~/domain/portfolio.server";
import { getProfileView } from "~/domain/profiles.server";

import { benchCase, type BenchCase, type BenchContext } from "../types";

/** A profile hidden from the viewer answers 404; that answer is part of the screen's cost, not an error. */
async function visible<T>(load: () => Promise<T>) {
  try {
    return await load();
  } catch (error) {
    if (error instanceof DomainError && error.kind === "not_found") return null;
    throw error;
  }
}

const gcViewer = (ctx: BenchContext, i: number) => ({
  id: ctx.quiet.gc[i % ctx.quiet.gc.length],
  role: "general_contractor" as const,
});
const pairs = (ctx: BenchContext, owners: number[]) => owners.map((owner, i) => ({ viewer: gcViewer(ctx, i), owner }));

export const cases: BenchCase[] = [
  benchCase({
    name: "profile page of a busy user",
    inputs: (ctx) => pairs(ctx, ctx.busy.all),
    run: ({ viewer, owner }) => visible(() => getProfileView(viewer, owner)),
  }),
  benchCase({
    name: "profile page of a quiet user",
    inputs: (ctx) => pairs(ctx, ctx.quiet.all),
    run: ({ viewer, owner }) => visible(() => getProfileView(viewer, owner)),
  }),
  benchCase({
    name: "profile page of a credential-heavy user",
    inputs: (ctx) => pairs(ctx, ctx.items.credentialOwners),
    run: ({ viewer, owner }) => visible(() => getProfileView(viewer, owner)),
  }),
  benchCase({
    name: "credentials list (visitor)",
    inputs: (ctx) => pairs(ctx, ctx.items.credentialOwners),
    run: ({ viewer, owner }) => visible(() => listCredentials(viewer, owner)),
  }),
  benchCase({
    name: "own certifications tab (list + alerts)",
    inputs: (ctx) => ctx.items.credentialOwners,
    run: (id) => Promise.all([listOwnCredentials({ id, role: "subcontractor" }), credentialAlerts(id)]),
  }),
  benchCase({
    name: "own portfolio tab",
    inputs: (ctx) => ctx.items.portfolioOwners,
    run: (id) => listOwnPortfolio({ id, role: "subcontractor" }),
  }),
  benchCase({
    name: "portfolio item page",
    inputs: (ctx) => {
      const rows = ctx.db.$client
        .prepare(`SELECT id, user_id AS owner FROM portfolio_items WHERE id IN (${ctx.items.portfolioItems.join(",")})`)
        .all() as { id: number; owner: number }[];
      return rows.map((r, i) => ({ ...r, viewer: gcViewer(ctx, i) }));
    },
    run: ({ id, owner, viewer }) => visible(() => getPortfolioItem(viewer, owner, id)),
  }),
];
