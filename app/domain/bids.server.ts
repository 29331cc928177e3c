/**
 * Structured bids (docs/decisions/017-bid-day.md): sending one (the minimal application is the same path),
 * revising it until the due date with every version kept, the bidder's own bid page and the owner's view of one bid.
 * Amounts go out only where `amountsVisible` (domain/bid-window) allows; sealed amounts are absent, not hidden.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";

import {
  addenda,
  bidAddenda,
  bidAttachments,
  bidInvitations,
  bidLineItems,
  bidRevisions,
  bidScopeLines,
  projectApplications,
  projects,
  projectScopeItems,
} from "../../db/schema";
import { APPLICATION_STATUSES, type BidBasis, type ScopeItemKind, type ScopeLineState } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { amountsVisible, bidWindowOf, type BidWindow } from "~/domain/bid-window.server";
import { conflict, DomainError, forbidden, invalid, notFound } from "~/domain/errors.server";
import { excerpt, notify } from "~/domain/notifications.server";
import { nameOf } from "~/domain/people.server";
import { acknowledgedAddendumIds, acknowledgeInBid, issuedAddenda } from "~/domain/plan-addenda.server";
import { projectVisibleSql, type Viewer } from "~/domain/privacy.server";
import { timeZoneOf } from "~/domain/settings.server";
import { now, today } from "~/infra/clock.server";
import { db, first, prepared, transaction, isUniqueViolation } from "~/infra/db.server";
import { publish } from "~/infra/events.server";
import { bidLabel, dollarsIn } from "~/lib/bids";
import { centsIn, formatCents, lineTotalCents } from "~/lib/money";
import type { BidFields, BidInput, BidRevisionInput } from "~/schemas/bid";

type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
type ApplicationRow = typeof projectApplications.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;
type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

export type ApplicationView = {
  id: number;
  project_id: number;
  applicant_id: number;
  /** Null while the bids are sealed for this viewer (as are every amount below). */
  bid_amount: string | null;
  bid_amount_dollars: number | null;
  /** How the bid is priced (null: not said). */
  bid_basis: BidBasis | null;
  cover_letter: string;
  status: ApplicationStatus;
  /** The base total in cents. */
  base_cents: number | null;
  revision: number;
  revised_at: string | null;
  submitted_late: boolean;
  created_at: string;
  updated_at: string;
};

/** An application as the viewer may see it: with its amounts only when `amounts` (the sealed rule's answer). */
export const applicationView = (a: ApplicationRow, amounts: boolean): ApplicationView => ({
  id: a.id,
  project_id: a.projectId,
  applicant_id: a.applicantId,
  bid_amount: amounts ? a.bidAmount : null,
  bid_amount_dollars: amounts ? a.bidAmountDollars : null,
  bid_basis: a.bidBasis,
  cover_letter: a.coverLetter,
  status: a.status,
  base_cents: amounts ? a.baseCents : null,
  revision: a.revision,
  revised_at: a.revisedAt?.toISOString() ?? null,
  submitted_late: a.submittedLate,
  created_at: a.createdAt.toISOString(),
  updated_at: a.updatedAt.toISOString(),
});

type ScopeItemView = { id: number; kind: ScopeItemKind; title: string; csi_division: string | null };

type BidScopeLineView = ScopeItemView & {
  /** Null: not answered. */
  state: ScopeLineState | null;
  amount_cents: number | null;
};

type BidLineItemView = {
  position: number;
  description: string;
  quantity: number;
  unit: string;
  unit_price_cents: number | null;
  total_cents: number | null;
};

/** What a version of a bid said (kept in bid_revisions as JSON). */
type BidSnapshot = {
  base_cents: number | null;
  bid_amount: string | null;
  cover_letter: string;
  inclusions: string | null;
  exclusions: string | null;
  valid_until: string | null;
  scope_lines: { scope_item_id: number; title: string; state: ScopeLineState; amount_cents: number | null }[];
  line_items: Omit<BidLineItemView, "position">[];
  addenda: number[];
};

type BidRevisionView = {
  revision: number;
  late: boolean;
  sent_at: string;
  /** When it was sent, in the viewer's time zone. */
  sent_label: string;
  bid: BidSnapshot;
};

type BidAttachmentView = { id: number; original_name: string; content_type: string; size: number };

export type BidDetail = ApplicationView & {
  /** The bidder's business name. */
  bidder_name: string;
  amounts_visible: boolean;
  inclusions: string | null;
  exclusions: string | null;
  valid_until: string | null;
  /** One per scope item and alternate of the project, in its order. */
  scope_lines: BidScopeLineView[];
  line_items: BidLineItemView[];
  line_items_total_cents: number | null;
  /** The addenda the bid was priced on. */
  addenda: { id: number; number: number }[];
  attachments: BidAttachmentView[];
  /** Every version sent, newest first. */
  revisions: BidRevisionView[];
};

// ---- Who may bid ----

/** "Fri, Nov 27, 2026, 2:00 PM MST": an instant in the viewer's time zone. */
const dueLabel = (due: Date, zone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(due);

const bidsClosedMessage = (due: Date, zone: string) => `Bids closed on ${dueLabel(due, zone)}`;

/** Refuses a bid or revision after the due date unless late bids are allowed (409 "Bids closed on …"). */
async function assertAccepting(actor: Viewer, project: ProjectRow, window: BidWindow) {
  if (!window.accepting) throw conflict(bidsClosedMessage(project.bidsDueAt!, await timeZoneOf(actor.id)));
}

/** Built once: someone who may bid is never an administrator, so the list rule has one shape for them. */
const projectListedForBidder = prepared(() =>
  db
    .select()
    .from(projects)
    .where(and(eq(projects.id, sql.placeholder("id")), projectVisibleSql(null)))
    .limit(1)
    .prepare(),
);

/** The apply rule, or why not: a subcontractor, a project a moderator has not hidden, still open, not applied to. */
async function projectToApplyTo(actor: Viewer, projectId: number) {
  if (!abilitiesOf(actor).bid) throw forbidden("Only subcontractors can apply to projects.");
  const project = await first(projectListedForBidder().execute({ id: projectId }));
  if (!project) throw notFound("Project not found");
  if (project.status !== "open") throw conflict("This project is no longer accepting applications.");
  if (await ownApplicationRow(actor, project.id)) throw conflict("You have already applied to this project");
  return project;
}

/** Whether the viewer may apply to the project now (the Apply button and its dialog). */
export async function mayApplyTo(actor: Viewer, projectId: number): Promise<boolean> {
  if (!abilitiesOf(actor).bid) return false;
  return projectToApplyTo(actor, projectId).then(
    () => true,
    (error: unknown) => {
      if (error instanceof DomainError) return false;
      throw error;
    },
  );
}

const applicationOf = prepared(() =>
  db
    .select()
    .from(projectApplications)
    .where(
      and(
        eq(projectApplications.projectId, sql.placeholder("projectId")),
        eq(projectApplications.applicantId, sql.placeholder("applicantId")),
      ),
    )
    .limit(1)
    .prepare(),
);

async function ownApplicationRow(actor: Viewer, projectId: number) {
  return await first(applicationOf().execute({ projectId, applicantId: actor.id }));
}

/** The viewer's own application to a project, if any (for 'Already Applied' and GET .../user-applied). */
export async function myApplicationTo(actor: Viewer, projectId: number): Promise<ApplicationView | null> {
  const row = await ownApplicationRow(actor, projectId);
  return row ? applicationView(row, true) : null;
}

// ---- Reading what was sent ----

async function scopeItemsOf(projectId: number): Promise<ScopeItemView[]> {
  return await db
    .select({
      id: projectScopeItems.id,
      kind: projectScopeItems.kind,
      title: projectScopeItems.title,
      csi_division: projectScopeItems.csiDivision,
    })
    .from(projectScopeItems)
    .where(eq(projectScopeItems.projectId, projectId))
    // Items first, then the requested alternates.
    .orderBy(sql`${projectScopeItems.kind} = 'alternate'`, asc(projectScopeItems.position), asc(projectScopeItems.id));
}

type CheckedBid = {
  baseCents: number | null;
  bidText: string | null;
  dollars: number | null;
  bidBasis: BidBasis | null;
  coverLetter: string;
  inclusions: string | null;
  exclusions: string | null;
  validUntil: string | null;
  scopeLines: { scope_item_id: number; state: ScopeLineState; amount_cents: number | null }[];
  lineItems: { description: string; quantity: number; unit: string; unit_price_cents: number }[];
  addendumIds: number[];
};

/** The answers to the project's scope items, checked: each item once, amounts where the state needs one. */
function checkedScopeLines(lines: NonNullable<BidFields["scope_lines"]>, items: ScopeItemView[]) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const seen = new Set<number>();
  return lines.map((line) => {
    const item = byId.get(line.scope_item_id);
    if (!item) {
      throw invalid(`Scope item ${line.scope_item_id} is not on this project`, {
        scope_lines: ["Answer this project's scope items only"],
      });
    }
    if (seen.has(item.id))
      throw invalid(`“${item.title}” is answered twice`, { scope_lines: ["Answer each item once"] });
    seen.add(item.id);
    if (item.kind === "alternate" && line.state === "included") {
      const message = `The alternate “${item.title}” is priced separately: give its amount or mark it excluded`;
      throw invalid(message, { [`scope.${item.id}`]: [message] });
    }
    const amount = line.state === "amount" ? (line.amount_cents ?? null) : null;
    if (line.state === "amount" && amount === null) {
      const message = `Enter an amount for “${item.title}”, like 12,500`;
      throw invalid(message, { [`scope.${item.id}`]: [message] });
    }
    return { scope_item_id: item.id, state: line.state, amount_cents: amount };
  });
}

function checkedValidUntil(validUntil: string | null | undefined): string | null {
  if (!validUntil) return null;
  if (validUntil < today()) {
    const message = "Valid until cannot be in the past";
    throw invalid(message, { valid_until: [message] });
  }
  return validUntil;
}

/**
 * Every addendum the project issued must be acknowledged to send a bid: in the bid, or before in the plan room.
 * Returns the ids the bid was priced on (all of them).
 */
async function pricedOnAddenda(actor: Viewer, projectId: number, given: number[] | undefined): Promise<number[]> {
  const issued = await issuedAddenda(projectId);
  const known = new Set(issued.map((a) => a.id));
  const stranger = (given ?? []).find((id) => !known.has(id));
  if (stranger !== undefined) {
    throw invalid(`Addendum ${stranger} is not one of this project's`, {
      addenda_acknowledged: ["Acknowledge this project's addenda only"],
    });
  }
  const acknowledged = new Set([...(given ?? []), ...(await acknowledgedAddendumIds(projectId, actor.id))]);
  const missing = issued.filter((a) => !acknowledged.has(a.id));
  if (missing.length) {
    const names = missing.map((a) => `Addendum ${a.number}`).join(", ");
    const message = `Acknowledge ${names} before sending your bid: it may change what you price`;
    throw invalid(message, { addenda_acknowledged: [message] });
  }
  return issued.map((a) => a.id);
}

/** The bid's base: given, or the line items' sum when left blank; the amount as text or dollars otherwise. */
function baseOf(
  input: { base_cents?: number | null; bid_amount?: string; bid_amount_dollars?: number },
  lines: CheckedBid["lineItems"],
) {
  if (input.base_cents !== undefined && input.base_cents !== null) return { cents: input.base_cents, structured: true };
  if (lines.length) {
    return {
      cents: lines.reduce((sum, l) => sum + lineTotalCents(l.quantity, l.unit_price_cents), 0),
      structured: true,
    };
  }
  const text = input.bid_amount?.trim();
  if (text) return { cents: centsIn(text), structured: false };
  if (input.bid_amount_dollars !== undefined) return { cents: input.bid_amount_dollars * 100, structured: true };
  return { cents: null, structured: false };
}

async function checkedBid(
  actor: Viewer,
  project: ProjectRow,
  input: BidInput,
  { previousText = null as string | null } = {},
): Promise<CheckedBid> {
  const items = await scopeItemsOf(project.id);
  const lineItems = input.line_items ?? [];
  const base = baseOf(input, lineItems);
  const text = input.bid_amount?.trim() || null;
  const bidText = base.structured && base.cents !== null ? formatCents(base.cents) : (text ?? previousText);
  const basis = input.bid_basis ?? null;
  return {
    baseCents: base.cents,
    bidText,
    // A bid written as text ("$12,500") is stored in dollars too, so bids compare and sort.
    dollars: base.cents !== null ? Math.round(base.cents / 100) : bidText ? dollarsIn(bidText) : null,
    bidBasis: bidText || basis === "time_and_materials" ? basis : null,
    coverLetter: input.cover_letter,
    inclusions: input.inclusions?.trim() || null,
    exclusions: input.exclusions?.trim() || null,
    validUntil: checkedValidUntil(input.valid_until),
    scopeLines: checkedScopeLines(input.scope_lines ?? [], items),
    lineItems,
    addendumIds: await pricedOnAddenda(actor, project.id, input.addenda_acknowledged),
  };
}

/** The bid's columns on its application row. */
const bidColumns = (bid: CheckedBid) => ({
  bidAmount: bid.bidText,
  bidAmountDollars: bid.dollars,
  bidBasis: bid.bidBasis,
  baseCents: bid.baseCents,
  coverLetter: bid.coverLetter,
  inclusions: bid.inclusions,
  exclusions: bid.exclusions,
  validUntil: bid.validUntil,
});

/** Writes the bid's parts (scope answers, line items, addenda priced on) in place of the ones before. */
async function writeBidParts(tx: Tx, applicationId: number, actorId: number, bid: CheckedBid) {
  await tx.delete(bidScopeLines).where(eq(bidScopeLines.applicationId, applicationId));
  await tx.delete(bidLineItems).where(eq(bidLineItems.applicationId, applicationId));
  await tx.delete(bidAddenda).where(eq(bidAddenda.applicationId, applicationId));
  if (bid.scopeLines.length) {
    await tx.insert(bidScopeLines).values(
      bid.scopeLines.map((l) => ({
        applicationId,
        scopeItemId: l.scope_item_id,
        state: l.state,
        amountCents: l.amount_cents,
      })),
    );
  }
  if (bid.lineItems.length) {
    await tx.insert(bidLineItems).values(
      bid.lineItems.map((l, i) => ({
        applicationId,
        position: i + 1,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unitPriceCents: l.unit_price_cents,
      })),
    );
  }
  if (bid.addendumIds.length) {
    await tx.insert(bidAddenda).values(bid.addendumIds.map((addendumId) => ({ applicationId, addendumId })));
    await acknowledgeInBid(tx, actorId, bid.addendumIds);
  }
}

/** Keeps this version of the bid in its history, as the bid's own view shows it. */
async function keepRevision(tx: Tx, applicationId: number, revision: number, late: boolean, at: Date) {
  const detail = await bidParts(tx, applicationId, true);
  const row = (await first(
    tx.select().from(projectApplications).where(eq(projectApplications.id, applicationId)).limit(1),
  ))!;
  const snapshot: BidSnapshot = {
    base_cents: row.baseCents,
    bid_amount: row.bidAmount,
    cover_letter: row.coverLetter,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    valid_until: row.validUntil,
    scope_lines: detail.scope_lines.flatMap((l) =>
      l.state ? [{ scope_item_id: l.id, title: l.title, state: l.state, amount_cents: l.amount_cents }] : [],
    ),
    line_items: detail.line_items.map(({ position: _, ...l }) => l),
    addenda: detail.addenda.map((a) => a.number),
  };
  await tx
    .insert(bidRevisions)
    .values({ applicationId, revision, snapshot: JSON.stringify(snapshot), late, createdAt: at });
}

/** The owner's notification of a bid: its amount only when the owner may see it (never while sealed). */
function bidNoticeBody(project: ProjectRow, applicantId: number, bid: CheckedBid) {
  const visible = amountsVisible(bidWindowOf(project), project.creatorId, applicantId);
  return [
    visible && bid.bidText ? `Bid: ${bidLabel({ bid_amount: bid.bidText, bid_basis: bid.bidBasis })}` : null,
    excerpt(bid.coverLetter),
  ]
    .filter(Boolean)
    .join(" · ");
}

// ---- Sending and revising ----

/**
 * A subcontractor bids on an open project once (409 for a second time): the minimal application (a cover letter and an
 * amount) or a structured bid. After the due date it is refused unless late bids are allowed (then marked late).
 * An invitation is marked applied; the owner is told.
 */
export async function submitBid(actor: Viewer, input: BidInput): Promise<ApplicationView> {
  const project = await projectToApplyTo(actor, input.project_id);
  const window = bidWindowOf(project);
  await assertAccepting(actor, project, window);
  const bid = await checkedBid(actor, project, input);
  const at = now();
  try {
    const created = await transaction(async (tx) => {
      const row = (
        await tx
          .insert(projectApplications)
          .values({
            projectId: project.id,
            applicantId: actor.id,
            ...bidColumns(bid),
            submittedLate: window.past_due,
            createdAt: at,
            updatedAt: at,
          })
          .returning()
      )[0];
      await writeBidParts(tx, row.id, actor.id, bid);
      await keepRevision(tx, row.id, 1, window.past_due, at);
      await tx
        .update(bidInvitations)
        .set({ status: "applied", updatedAt: at })
        .where(and(eq(bidInvitations.projectId, project.id), eq(bidInvitations.subcontractorId, actor.id)));
      await notify(tx, {
        userId: project.creatorId,
        kind: "application_received",
        actorId: actor.id,
        title: `${await nameOf(tx, actor.id)} ${window.past_due ? "sent a late bid to" : "applied to"} "${project.title}"`,
        body: bidNoticeBody(project, actor.id, bid),
        link: `/projects/${project.id}/applications`,
      });
      return row;
    });
    publish(project.creatorId, { type: "connection" });
    return applicationView(created, true);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict("You have already applied to this project");
    }
    throw error;
  }
}

/** The bid as it stands, as input for a revision that changes only some of it. */
async function currentInput(tx: Tx | typeof db, row: ApplicationRow): Promise<BidInput> {
  const parts = await bidParts(tx, row.id, true);
  return {
    project_id: row.projectId,
    cover_letter: row.coverLetter,
    bid_basis: row.bidBasis ?? undefined,
    base_cents: row.baseCents,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    valid_until: row.validUntil,
    scope_lines: parts.scope_lines.flatMap((l) =>
      l.state ? [{ scope_item_id: l.id, state: l.state, amount_cents: l.amount_cents }] : [],
    ),
    line_items: parts.line_items.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unit_price_cents: l.unit_price_cents!,
    })),
  };
}

/** The revision's input over the bid as it stands: what is left out stays; new line items without a base re-add. */
function revisedInput(current: BidInput, change: BidRevisionInput): BidInput {
  const given = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as BidRevisionInput;
  const merged = { ...current, ...given };
  if (change.line_items !== undefined && change.base_cents === undefined) merged.base_cents = null;
  return merged;
}

/** An application with its project (404 for an id that is not one). */
export async function applicationWithProject(id: number) {
  const row = Number.isSafeInteger(id)
    ? await first(
        db
          .select({ application: projectApplications, project: projects })
          .from(projectApplications)
          .innerJoin(projects, eq(projects.id, projectApplications.projectId))
          .where(eq(projectApplications.id, id))
          .limit(1),
      )
    : undefined;
  if (!row) throw notFound("Application not found");
  return row;
}

/**
 * The bidder revises a pending bid until the due date (late when the owner allows it): the revision number goes up,
 * the version is kept in the history and the owner is told.
 */
export async function reviseBid(actor: Viewer, applicationId: number, change: BidRevisionInput): Promise<BidDetail> {
  const { application, project } = await applicationWithProject(applicationId);
  if (application.applicantId !== actor.id) {
    if (project.creatorId === actor.id) throw forbidden("Only the bidder can revise a bid.");
    throw notFound("Application not found");
  }
  if (application.status !== "pending") throw conflict("Only a pending bid can be revised.");
  if (project.status !== "open") throw conflict("This project is no longer accepting bids.");
  const window = bidWindowOf(project);
  await assertAccepting(actor, project, window);
  const bid = await checkedBid(actor, project, revisedInput(await currentInput(db, application), change), {
    previousText: application.bidAmount,
  });
  const at = now();
  const revision = application.revision + 1;
  await transaction(async (tx) => {
    await tx
      .update(projectApplications)
      .set({ ...bidColumns(bid), revision, revisedAt: at, submittedLate: window.past_due, updatedAt: at })
      .where(eq(projectApplications.id, application.id));
    await writeBidParts(tx, application.id, actor.id, bid);
    await keepRevision(tx, application.id, revision, window.past_due, at);
    await notify(tx, {
      userId: project.creatorId,
      kind: "bid_revised",
      actorId: actor.id,
      title: `${await nameOf(tx, actor.id)} revised their bid on "${project.title}" (revision ${revision})`,
      body: bidNoticeBody(project, actor.id, bid),
      link: `/projects/${project.id}/applications/${application.id}`,
    });
  });
  publish(project.creatorId, { type: "connection" });
  return bidDetailOf(actor, application.id, project);
}

// ---- Views ----

/** The bid's scope answers, line items, addenda and attachments, with amounts only when `amounts`. */
async function bidParts(tx: Tx | typeof db, applicationId: number, amounts: boolean) {
  const app = (await first(
    tx
      .select({ projectId: projectApplications.projectId })
      .from(projectApplications)
      .where(eq(projectApplications.id, applicationId))
      .limit(1),
  ))!;
  const answers = new Map(
    (await tx.select().from(bidScopeLines).where(eq(bidScopeLines.applicationId, applicationId))).map((l) => [
      l.scopeItemId,
      l,
    ]),
  );
  const scope_lines: BidScopeLineView[] = (await scopeItemsOf(app.projectId)).map((item) => {
    const answer = answers.get(item.id);
    return { ...item, state: answer?.state ?? null, amount_cents: amounts ? (answer?.amountCents ?? null) : null };
  });
  const line_items: BidLineItemView[] = (
    await tx
      .select()
      .from(bidLineItems)
      .where(eq(bidLineItems.applicationId, applicationId))
      .orderBy(asc(bidLineItems.position))
  ).map((l) => ({
    position: l.position,
    description: l.description,
    quantity: l.quantity,
    unit: l.unit,
    unit_price_cents: amounts ? l.unitPriceCents : null,
    total_cents: amounts ? lineTotalCents(l.quantity, l.unitPriceCents) : null,
  }));
  const pricedOn = await tx
    .select({ id: addenda.id, number: addenda.number })
    .from(bidAddenda)
    .innerJoin(addenda, eq(addenda.id, bidAddenda.addendumId))
    .where(eq(bidAddenda.applicationId, applicationId))
    .orderBy(asc(addenda.number));
  const attachments = await tx
    .select({
      id: bidAttachments.id,
      original_name: bidAttachments.originalName,
      content_type: bidAttachments.contentType,
      size: bidAttachments.size,
    })
    .from(bidAttachments)
    .where(eq(bidAttachments.applicationId, applicationId))
    .orderBy(asc(bidAttachments.id));
  const totals = line_items.map((l) => l.total_cents);
  return {
    scope_lines,
    line_items,
    line_items_total_cents: amounts && totals.length ? totals.reduce<number>((sum, t) => sum + (t ?? 0), 0) : null,
    addenda: pricedOn,
    attachments,
  };
}

/** A kept version without its amounts (a sealed bid's history seen by the owner). */
const withoutAmounts = (s: BidSnapshot): BidSnapshot => ({
  ...s,
  base_cents: null,
  bid_amount: null,
  scope_lines: s.scope_lines.map((l) => ({ ...l, amount_cents: null })),
  line_items: s.line_items.map((l) => ({ ...l, unit_price_cents: null, total_cents: null })),
});

async function revisionsOf(applicationId: number, amounts: boolean, zone: string): Promise<BidRevisionView[]> {
  return (
    await db
      .select()
      .from(bidRevisions)
      .where(eq(bidRevisions.applicationId, applicationId))
      .orderBy(asc(bidRevisions.revision))
  )
    .reverse()
    .map((r) => {
      const snapshot = JSON.parse(r.snapshot) as BidSnapshot;
      return {
        revision: r.revision,
        late: r.late,
        sent_at: r.createdAt.toISOString(),
        sent_label: dueLabel(r.createdAt, zone),
        bid: amounts ? snapshot : withoutAmounts(snapshot),
      };
    });
}

async function bidDetailOf(viewer: Viewer, applicationId: number, project: ProjectRow): Promise<BidDetail> {
  const row = (await first(
    db.select().from(projectApplications).where(eq(projectApplications.id, applicationId)).limit(1),
  ))!;
  const amounts = amountsVisible(bidWindowOf(project), viewer.id, row.applicantId);
  return {
    ...applicationView(row, amounts),
    bidder_name: await nameOf(db, row.applicantId),
    amounts_visible: amounts,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    valid_until: row.validUntil,
    ...(await bidParts(db, row.id, amounts)),
    revisions: await revisionsOf(row.id, amounts, await timeZoneOf(viewer.id)),
  };
}

/** One bid for its bidder or the project's owner (404 for anyone else), with its history; the sealed rule holds. */
export async function bidDetail(viewer: Viewer, applicationId: number): Promise<BidDetail> {
  const { application, project } = await applicationWithProject(applicationId);
  if (application.applicantId !== viewer.id && project.creatorId !== viewer.id) throw notFound("Application not found");
  return bidDetailOf(viewer, application.id, project);
}

export type MyBidPage = {
  project: { id: number; title: string; status: string };
  window: BidWindow;
  /** The due date in the viewer's time zone, or null without one. */
  due_label: string | null;
  scope_items: ScopeItemView[];
  /** The project's addenda, with whether the bidder acknowledged each. */
  addenda: { id: number; number: number; acknowledged: boolean }[];
  bid: BidDetail | null;
  can: { bid: boolean; revise: boolean; withdraw: boolean };
};

/** The bidder's bid page: the project's bid window and checklist, their bid with its history, what they may do. */
export async function myBid(viewer: Viewer, projectId: number): Promise<MyBidPage> {
  const project = Number.isSafeInteger(projectId)
    ? await first(
        db
          .select()
          .from(projects)
          .where(and(eq(projects.id, projectId), projectVisibleSql(viewer)))
          .limit(1),
      )
    : undefined;
  if (!project) throw notFound("Project not found");
  if (!abilitiesOf(viewer).bid) throw forbidden("Only subcontractors bid on projects.");
  const window = bidWindowOf(project);
  const own = await ownApplicationRow(viewer, project.id);
  const acknowledged = await acknowledgedAddendumIds(project.id, viewer.id);
  const open = project.status === "open" && window.accepting;
  const pending = own?.status === "pending";
  return {
    project: { id: project.id, title: project.title, status: project.status },
    window,
    due_label: project.bidsDueAt ? dueLabel(project.bidsDueAt, await timeZoneOf(viewer.id)) : null,
    scope_items: await scopeItemsOf(project.id),
    addenda: (await issuedAddenda(project.id)).map((a) => ({ ...a, acknowledged: acknowledged.has(a.id) })),
    bid: own ? await bidDetailOf(viewer, own.id, project) : null,
    can: { bid: open && !own, revise: open && pending, withdraw: pending },
  };
}

/** The addenda each of the given bids was priced on, by application id (the owner's list). */
export async function pricedOnByApplication(applicationIds: number[]): Promise<Map<number, number[]>> {
  const byApplication = new Map<number, number[]>();
  if (!applicationIds.length) return byApplication;
  const rows = await db
    .select({ applicationId: bidAddenda.applicationId, number: addenda.number })
    .from(bidAddenda)
    .innerJoin(addenda, eq(addenda.id, bidAddenda.addendumId))
    .where(inArray(bidAddenda.applicationId, applicationIds))
    .orderBy(asc(addenda.number));
  for (const r of rows) byApplication.set(r.applicationId, [...(byApplication.get(r.applicationId) ?? []), r.number]);
  return byApplication;
}

/** Whether the project asks for a full bid (a scope checklist or a due date) rather than the short application. */
export async function wantsFullBid(projectId: number): Promise<boolean> {
  const project = await first(
    db.select({ due: projects.bidsDueAt }).from(projects).where(eq(projects.id, projectId)).limit(1),
  );
  if (project?.due) return true;
  return Boolean(
    await first(
      db
        .select({ id: projectScopeItems.id })
        .from(projectScopeItems)
        .where(eq(projectScopeItems.projectId, projectId))
        .limit(1),
    ),
  );
}
