/**
 * Plans (docs/product-rules.md#plans): every account is Free, Pro or Enterprise. Pro comes as a 14-day trial, once
 * per account, or from an admin after invoicing; nothing is paid in the product. This module answers what a user's
 * plan is and allows; PLAN_LIMITS=off lifts every limit.
 */
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";

import { projects, users } from "../../db/schema";
import { FREE_ACTIVE_PROJECT_LIMIT, PLAN_LABELS, TRIAL_DAYS, type Plan } from "~/constants";
import { abilitiesOf, accountActionsFor, assertAdmin } from "~/domain/abilities.server";
import { recordAudit } from "~/domain/audit.server";
import { conflict, forbidden, notFound } from "~/domain/errors.server";
import type { Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { config } from "~/infra/config.server";
import { db, prepared, first, changedRows, transaction } from "~/infra/db.server";
import type { BrandingInput } from "~/schemas/settings";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What Pro adds over Free. */
export type PlanFeature = "unlimitedPostings" | "advancedFilters" | "analytics" | "branding" | "prioritySupport";
const FEATURES: PlanFeature[] = ["unlimitedPostings", "advancedFilters", "analytics", "branding", "prioritySupport"];

export type PlanStatus = {
  /** The plan on the account (an admin sets Pro and Enterprise). */
  plan: Plan;
  /** The plan in force: Pro while a Free account's trial runs. */
  effective: Plan;
  label: string;
  /** The running trial, with whole days left (the last day counts as 1). */
  trial: { ends_at: string; days_left: number } | null;
  /** A Free account that has never had a trial may start one. */
  trial_available: boolean;
  /** The trial was taken and is over. */
  trial_used: boolean;
  allows: Record<PlanFeature, boolean>;
};

type PlanRow = { role: Viewer["role"]; plan: Plan; planTrialEndsAt: Date | null };

// Every signed-in page reads it (the layout's plan badge, branding, each feature check): built once.
const planRowById = prepared(() =>
  db
    .select({ role: users.role, plan: users.plan, planTrialEndsAt: users.planTrialEndsAt })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(),
);

async function planRow(userId: number): Promise<PlanRow> {
  const row = await first(planRowById().execute({ userId }));
  if (!row) throw notFound("User not found");
  return row;
}

/** The plan status of a users row already read (lists read many at once). */
export function statusOf(row: PlanRow): PlanStatus {
  const at = now().getTime();
  const trialRunning = row.plan === "free" && row.planTrialEndsAt !== null && row.planTrialEndsAt.getTime() > at;
  const effective: Plan = trialRunning ? "pro" : row.plan;
  // An administrator runs the service and is on no plan; with PLAN_LIMITS=off nobody is limited.
  const unlimited = !config.planLimits || abilitiesOf(row).administer || effective !== "free";
  return {
    plan: row.plan,
    effective,
    label: trialRunning ? "Pro trial" : PLAN_LABELS[effective],
    trial:
      trialRunning && row.planTrialEndsAt
        ? {
            ends_at: row.planTrialEndsAt.toISOString(),
            days_left: Math.ceil((row.planTrialEndsAt.getTime() - at) / DAY_MS),
          }
        : null,
    trial_available: row.plan === "free" && row.planTrialEndsAt === null && abilitiesOf(row).keepProfile,
    trial_used: row.planTrialEndsAt !== null && !trialRunning,
    allows: Object.fromEntries(FEATURES.map((f) => [f, unlimited])) as Record<PlanFeature, boolean>,
  };
}

/** The user's plan, trial and what it allows. */
export async function planStatus(user: Pick<Viewer, "id">): Promise<PlanStatus> {
  return statusOf(await planRow(user.id));
}

/** Whether the user's plan includes `feature` (always, with PLAN_LIMITS=off). */
export async function planAllows(user: Pick<Viewer, "id">, feature: PlanFeature): Promise<boolean> {
  return (await planStatus(user)).allows[feature];
}

/** Refuses (403) a Pro feature to a Free account, saying how to get it. */
export async function assertPlanAllows(user: Pick<Viewer, "id">, feature: PlanFeature, what: string) {
  const status = await planStatus(user);
  if (status.allows[feature]) return;
  throw forbidden(`${what} ${status.trial_available ? "Start a free Pro trial" : "Contact sales for Pro"} to use it.`);
}

/** Starts the 14-day Pro trial: once per account, for a Free business account. */
export async function startTrial(actor: Viewer): Promise<PlanStatus> {
  const status = await planStatus(actor);
  if (!abilitiesOf(actor).keepProfile) throw forbidden("Administrators are not on a plan.");
  if (status.plan !== "free") throw conflict(`Your account is already on ${PLAN_LABELS[status.plan]}.`);
  if (!status.trial_available) {
    throw conflict("You have already used your Pro trial. Contact sales to stay on Pro.");
  }
  const endsAt = new Date(now().getTime() + TRIAL_DAYS * DAY_MS);
  const started = await changedRows(
    db
      .update(users)
      .set({ planTrialEndsAt: endsAt, updatedAt: now() })
      .where(and(eq(users.id, actor.id), isNull(users.planTrialEndsAt))),
  );
  if (!started) throw conflict("You have already used your Pro trial. Contact sales to stay on Pro.");
  return planStatus(actor);
}

const ACTIVE_STATUSES = ["open", "in_progress"] as const;

/** Postings a contractor has running now (open or in progress). */
async function activePostings(userId: number): Promise<number> {
  return (
    (
      await first(
        db
          .select({ n: count() })
          .from(projects)
          .where(and(eq(projects.creatorId, userId), inArray(projects.status, [...ACTIVE_STATUSES])))
          .limit(1),
      )
    )?.n ?? 0
  );
}

export type PostingAllowance = {
  /** Active postings now. */
  active: number;
  /** The plan's limit, or null for none. */
  limit: number | null;
  /** Whether one more may be posted. */
  may_post: boolean;
  plan: PlanStatus;
};

/** How many active postings the contractor has against their plan's limit. */
export async function postingAllowance(actor: Pick<Viewer, "id">): Promise<PostingAllowance> {
  const plan = await planStatus(actor);
  const active = await activePostings(actor.id);
  const limit = plan.allows.unlimitedPostings ? null : FREE_ACTIVE_PROJECT_LIMIT;
  return { active, limit, may_post: limit === null || active < limit, plan };
}

/** The message a Free contractor at the limit sees, with the way forward that is open to them. */
function postingLimitMessage(plan: PlanStatus): string {
  const limit = `Free plans can have ${FREE_ACTIVE_PROJECT_LIMIT} active projects.`;
  return plan.trial_available
    ? `${limit} Start a Pro trial or complete a project to post another.`
    : `${limit} Complete or cancel a project to post another, or contact sales for Pro.`;
}

/** Refuses (403) a new posting over the Free plan's limit of active projects; what exists is never touched. */
export async function assertMayPostProject(actor: Pick<Viewer, "id">) {
  const allowance = await postingAllowance(actor);
  if (!allowance.may_post) throw forbidden(postingLimitMessage(allowance.plan));
}

/** An admin sets an account's plan (Pro beyond the trial, Enterprise, or back to Free) after invoicing; audited. */
export async function setPlan(admin: Viewer, userId: number, plan: Plan) {
  assertAdmin(admin);
  const target = Number.isSafeInteger(userId)
    ? await first(db.select().from(users).where(eq(users.id, userId)).limit(1))
    : undefined;
  const account = target && { id: target.id, role: target.role, account_status: target.accountStatus };
  if (!target || !account || !accountActionsFor(admin, account).setPlan) throw notFound("User not found");
  if (target.plan === plan) return;
  await transaction(async (tx) => {
    await tx.update(users).set({ plan, updatedAt: now() }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: admin.id,
      action: "user.plan",
      targetType: "user",
      targetId: userId,
      details: { from: target.plan, to: plan },
    });
  });
}

export type Branding = { color: string | null; tagline: string | null };

/** The account's saved branding (kept when a trial ends, shown again if Pro comes back). */
// Every profile view reads it: built once.
const brandingById = prepared(() =>
  db
    .select({ color: users.brandColor, tagline: users.brandTagline })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(),
);

export async function savedBranding(user: Pick<Viewer, "id">): Promise<Branding> {
  const row = await first(brandingById().execute({ userId: user.id }));
  return { color: row?.color ?? null, tagline: row?.tagline ?? null };
}

/** The branding a public profile shows: only while the owner's plan includes it. */
export async function shownBranding(owner: Pick<Viewer, "id">): Promise<Branding | null> {
  if (!(await planAllows(owner, "branding"))) return null;
  const branding = await savedBranding(owner);
  return branding.color || branding.tagline ? branding : null;
}

/** Saves the Pro branding (accent colour, tagline); empty values clear them. */
export async function saveBranding(actor: Viewer, input: BrandingInput) {
  if (!abilitiesOf(actor).keepProfile) throw forbidden("Administrators have no public profile to brand.");
  await assertPlanAllows(actor, "branding", "Custom branding is a Pro feature.");
  await db
    .update(users)
    .set({
      brandColor: input.brand_color?.toLowerCase() || null,
      brandTagline: input.brand_tagline || null,
      updatedAt: now(),
    })
    .where(eq(users.id, actor.id));
}
