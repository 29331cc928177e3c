/** Applications to projects (docs/product-rules.md#applications) and the owner's side-by-side comparison of bids. */
import { and, count, desc, eq, exists, inArray, isNotNull, ne, notExists, sql, type SQL } from "drizzle-orm";

import { bidInvitations, certifications, projectApplications, projects, subProfiles } from "../../db/schema";
import {
  APPLICANT_SORTS,
  APPLICATION_STATUSES,
  SERVICE_RADII,
  type ApplicantSort,
  BID_BASIS_LABELS,
} from "~/constants";
import { conflict, forbidden, notFound } from "~/domain/errors.server";
import { amountsVisible, assertMayAccept, bidWindowOf } from "~/domain/bid-window.server";
import { applicationView, pricedOnByApplication, submitBid, type ApplicationView } from "~/domain/bids.server";
import { nameOf, type PersonCard, personCards } from "~/domain/people.server";
import type { Viewer } from "~/domain/privacy.server";
import { notify } from "~/domain/notifications.server";
import { notifyApplicantsOfStatus, ownProject } from "~/domain/projects.server";
import { now, today } from "~/infra/clock.server";
import { toCsv } from "~/infra/csv.server";
import { db, first, prepared, transaction } from "~/infra/db.server";
import { distanceSql } from "~/infra/geo.server";
import { publish } from "~/infra/events.server";
import { fittingTrades } from "~/lib/trades";
import type { ApplicationInput } from "~/schemas/project";

const APPLICATIONS_PAGE_SIZE = 20;
const APPLICANTS_PAGE_SIZE = 30;
type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** the minimal application (a cover letter and an optional amount): the same path as a structured bid. */
export const applyToProject = (actor: Viewer, input: ApplicationInput) => submitBid(actor, input);

export type MyApplication = ApplicationView & {
  project: { id: number; title: string; status: string; location: string; company: string | null };
};

/** My Applications: the subcontractor's applications, newest first, each with its project. */
export async function listMyApplications(actor: Viewer, { page = 1 } = {}) {
  if (actor.role !== "subcontractor") throw forbidden("Only subcontractors apply to projects.");
  const current = Math.max(1, Math.floor(page) || 1);
  const total =
    (
      await first(
        db
          .select({ n: count() })
          .from(projectApplications)
          .where(eq(projectApplications.applicantId, actor.id))
          .limit(1),
      )
    )?.n ?? 0;
  const rows = await db
    .select({
      application: projectApplications,
      title: projects.title,
      projectStatus: projects.status,
      location: projects.location,
      company: sql<string | null>`(SELECT company_name FROM gc_profiles g WHERE g.user_id = ${projects.creatorId})`,
    })
    .from(projectApplications)
    .innerJoin(projects, eq(projects.id, projectApplications.projectId))
    .where(eq(projectApplications.applicantId, actor.id))
    .orderBy(desc(projectApplications.createdAt), desc(projectApplications.id))
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset((current - 1) * APPLICATIONS_PAGE_SIZE);
  const items: MyApplication[] = rows.map((r) => ({
    ...applicationView(r.application, true),
    project: {
      id: r.application.projectId,
      title: r.title,
      status: r.projectStatus,
      location: r.location,
      company: r.company,
    },
  }));
  return { items, total, page: current, page_count: Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE)) };
}

export type Applicant = ApplicationView & {
  applicant: PersonCard & {
    subProfile: {
      business_name: string;
      specialty: string | null;
      location: string;
      avg_rating: number;
      review_count: number;
      crew_size: string;
    } | null;
  };
  distance_miles: number | null;
  invited: boolean;
  /** The numbers of the addenda the bid was priced on. */
  priced_on_addenda: number[];
  /** False while the bids are sealed: the amounts above are null until the opening. */
  amounts_visible: boolean;
  /** What a contractor should know before choosing: each true is a reason this applicant may not fit. */
  flags: ApplicantFlags;
};

export type ApplicantFlags = {
  /** Their specialty is neither the project's trade nor a related one. */
  different_trade: boolean;
  /** The project lies beyond their own service radius. */
  outside_service_area: boolean;
  /** A credential of theirs is past its expiry and none of that kind is current. */
  credentials_expired: boolean;
};

/** "200+" miles is a service radius without limit. */
const ANY_REACH = SERVICE_RADII[SERVICE_RADII.length - 1];

/** The three applicant flags as SQL booleans (0/1), for sorting and showing. */
function applicantFlagsSql(project: { tradeType: string }, distance: SQL) {
  const day = today();
  const currentOfKind = db
    .select({ one: sql`1` })
    .from(sql`certifications AS current`)
    .where(
      sql`current.user_id = ${certifications.userId} AND current.kind = ${certifications.kind}
        AND (current.expires_on IS NULL OR current.expires_on >= ${day})`,
    );
  const lapsed = db
    .select({ one: sql`1` })
    .from(certifications)
    .where(
      and(
        eq(certifications.userId, projectApplications.applicantId),
        sql`${certifications.expiresOn} < ${day}`,
        notExists(currentOfKind),
      ),
    );
  return {
    // As integers 0 or 1 on both databases (PostgreSQL's conditions are booleans), so that they add up.
    differentTrade: sql<number>`coalesce(CAST((${subProfiles.specialty} NOT IN ${fittingTrades([project.tradeType])}) AS integer), 1)`,
    outsideArea: sql<number>`coalesce(CAST((${subProfiles.serviceRadius} < ${ANY_REACH} AND ${distance} > ${subProfiles.serviceRadius}) AS integer), 0)`,
    credentialsExpired: sql<number>`CAST(${exists(lapsed)} AS integer)`,
  };
}

/**
 * Every dollar bid on the owner's project from an applicant they may see (the comparison's rule), with the project's
 * budget range: what the bid chart above the comparison draws.
 */
export async function projectBids(actor: Viewer, projectId: number) {
  const project = await ownProject(actor, projectId);
  // While sealed, the owner sees no amount: the chart has none to draw.
  if (!amountsVisible(bidWindowOf(project), actor.id, -1)) return { budgetRange: project.budgetRange, bids: [] };
  const rows = await db
    .select({ applicantId: projectApplications.applicantId, dollars: projectApplications.bidAmountDollars })
    .from(projectApplications)
    .where(and(eq(projectApplications.projectId, projectId), isNotNull(projectApplications.bidAmountDollars)));
  const cards = await personCards(
    actor,
    rows.map((r) => r.applicantId),
  );
  return {
    budgetRange: project.budgetRange,
    bids: rows.flatMap((r) => {
      const card = cards.get(r.applicantId);
      return card && r.dollars !== null ? [{ name: card.display_name, dollars: r.dollars }] : [];
    }),
  };
}

/**
 * The owner's comparison of a project's applicants: each with photo, trade, place, distance from the project,
 * rating, Verified, crew size, bid and cover letter; sortable by bid, rating and distance; filterable by status.
 */
export async function listProjectApplications(
  actor: Viewer,
  projectId: number,
  { sort = "fit" as ApplicantSort, status = "", hideRejected = false, page = 1 } = {},
) {
  const project = await ownProject(actor, projectId);
  const current = Math.max(1, Math.floor(page) || 1);
  const byStatus = (APPLICATION_STATUSES as readonly string[]).includes(status);
  const where = and(
    eq(projectApplications.projectId, projectId),
    byStatus ? eq(projectApplications.status, status as ApplicationStatus) : undefined,
    !byStatus && hideRejected ? ne(projectApplications.status, "rejected") : undefined,
  );
  const at =
    project.latitude !== null && project.longitude !== null
      ? { latitude: project.latitude, longitude: project.longitude }
      : null;
  const distance = at ? distanceSql(subProfiles.latitude, subProfiles.longitude, at) : sql<null>`NULL`;
  const flags = applicantFlagsSql(project, distance);
  const window = bidWindowOf(project);
  // Sealed: no amount to sort by, so "Lowest bid" lists the newest first.
  const sealedForOwner = !amountsVisible(window, actor.id, -1);
  // Sorted in SQL, a page at a time; applicants without a value (no bid, no place) go last.
  const orders: Record<ApplicantSort, SQL[]> = {
    fit: [
      sql`${flags.differentTrade} + ${flags.outsideArea} + ${flags.credentialsExpired} > 0`,
      sql`${projectApplications.createdAt} DESC`,
    ],
    newest: [sql`${projectApplications.createdAt} DESC`],
    bid: [sql`${projectApplications.bidAmountDollars} IS NULL`, sql`${projectApplications.bidAmountDollars} ASC`],
    rating: [
      sql`${subProfiles.avgRating} IS NULL`,
      sql`${subProfiles.avgRating} DESC`,
      sql`${subProfiles.reviewCount} DESC`,
    ],
    distance: [sql`${distance} IS NULL`, sql`${distance} ASC`],
  };
  const total = (await first(db.select({ n: count() }).from(projectApplications).where(where).limit(1)))?.n ?? 0;
  const rows = await db
    .select({ application: projectApplications, profile: subProfiles, distance, ...flags })
    .from(projectApplications)
    .leftJoin(subProfiles, eq(subProfiles.userId, projectApplications.applicantId))
    .where(where)
    .orderBy(
      ...orders[
        sealedForOwner && sort === "bid"
          ? "newest"
          : (APPLICANT_SORTS as readonly string[]).includes(sort)
            ? sort
            : "fit"
      ],
      desc(projectApplications.id),
    )
    .limit(APPLICANTS_PAGE_SIZE)
    .offset((current - 1) * APPLICANTS_PAGE_SIZE);
  const ids = rows.map((r) => r.application.applicantId);
  const cards = await personCards(actor, ids);
  const invited = new Set(
    ids.length
      ? (
          await db
            .select({ id: bidInvitations.subcontractorId })
            .from(bidInvitations)
            .where(and(eq(bidInvitations.projectId, projectId), inArray(bidInvitations.subcontractorId, ids)))
        ).map((r) => r.id)
      : [],
  );
  const pricedOn = await pricedOnByApplication(rows.map((r) => r.application.id));
  const items: Applicant[] = rows.flatMap(({ application, profile, distance: miles, ...flagged }) => {
    const card = cards.get(application.applicantId);
    if (!card) return [];
    return [
      {
        ...applicationView(application, amountsVisible(window, actor.id, application.applicantId)),
        priced_on_addenda: pricedOn.get(application.id) ?? [],
        amounts_visible: amountsVisible(window, actor.id, application.applicantId),
        applicant: {
          ...card,
          subProfile: profile
            ? {
                business_name: profile.businessName,
                specialty: profile.specialty,
                location: profile.location,
                avg_rating: profile.avgRating,
                review_count: profile.reviewCount,
                crew_size: profile.crewSize,
              }
            : null,
        },
        distance_miles: miles === null ? null : Math.round(miles * 10) / 10,
        invited: invited.has(application.applicantId),
        flags: {
          different_trade: Boolean(flagged.differentTrade),
          outside_service_area: Boolean(flagged.outsideArea),
          credentials_expired: Boolean(flagged.credentialsExpired),
        },
      },
    ];
  });
  return { items, total, page: current, page_count: Math.max(1, Math.ceil(total / APPLICANTS_PAGE_SIZE)) };
}

async function ownApplication(actor: Viewer, id: number) {
  const row = Number.isSafeInteger(id)
    ? await first(
        db
          .select({
            application: projectApplications,
            creatorId: projects.creatorId,
            projectStatus: projects.status,
            projectTitle: projects.title,
            bidsDueAt: projects.bidsDueAt,
            bidsSealed: projects.bidsSealed,
            lateBidsAllowed: projects.lateBidsAllowed,
          })
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
 * Accept or Reject (the project's owner, while pending; 409 after). Accepting moves an open project to in progress,
 * in the same transaction; it does not reject the others (see rejectOtherPending).
 */
/**
 * Accepting an application, inside the caller's transaction: it becomes accepted and an open project moves to in
 * progress. True when the project started.
 */
export async function markAccepted(tx: Tx, applicationId: number, project: { id: number; status: string }, at = now()) {
  await tx
    .update(projectApplications)
    .set({ status: "accepted", updatedAt: at })
    .where(eq(projectApplications.id, applicationId));
  if (project.status !== "open") return false;
  await tx.update(projects).set({ status: "in_progress", updatedAt: at }).where(eq(projects.id, project.id));
  return true;
}

export async function decideApplication(actor: Viewer, id: number, status: "accepted" | "rejected") {
  const row = await ownApplication(actor, id);
  if (row.creatorId !== actor.id) {
    if (row.application.applicantId === actor.id)
      throw forbidden("Only the contractor who posted the project decides.");
    throw notFound("Application not found");
  }
  if (row.application.status !== "pending") throw conflict("This application has already been decided.");
  if (status === "accepted") assertMayAccept(bidWindowOf(row));
  await transaction(async (tx) => {
    let started = false;
    if (status === "accepted")
      started = await markAccepted(tx, id, { id: row.application.projectId, status: row.projectStatus });
    else await tx.update(projectApplications).set({ status, updatedAt: now() }).where(eq(projectApplications.id, id));
    await notifyDecision(
      tx,
      row.application.applicantId,
      actor.id,
      row.application.projectId,
      row.projectTitle,
      status,
    );
    if (started) {
      await notifyApplicantsOfStatus(
        tx,
        { id: row.application.projectId, title: row.projectTitle, creatorId: actor.id },
        "in_progress",
        row.application.applicantId,
      );
    }
  });
  publish(row.application.applicantId, { type: "connection" });
  const decided = (await first(db.select().from(projectApplications).where(eq(projectApplications.id, id)).limit(1)))!;
  return applicationView(decided, amountsVisible(bidWindowOf(row), actor.id, decided.applicantId));
}

/** 'Reject all other pending': every pending application of the project but the accepted ones. */
export async function rejectOtherPending(actor: Viewer, projectId: number): Promise<number> {
  const project = await ownProject(actor, projectId);
  const rejected = await transaction(async (tx) => {
    const rows = await tx
      .update(projectApplications)
      .set({ status: "rejected", updatedAt: now() })
      .where(and(eq(projectApplications.projectId, projectId), eq(projectApplications.status, "pending")))
      .returning({ applicantId: projectApplications.applicantId });
    for (const r of rows) await notifyDecision(tx, r.applicantId, actor.id, projectId, project.title, "rejected");
    return rows;
  });
  for (const r of rejected) publish(r.applicantId, { type: "connection" });
  return rejected.length;
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

async function notifyDecision(
  tx: Tx,
  applicantId: number,
  creatorId: number,
  projectId: number,
  title: string,
  status: "accepted" | "rejected",
) {
  await notify(tx, {
    userId: applicantId,
    kind: "application_decided",
    actorId: creatorId,
    title:
      status === "accepted"
        ? `Your application to "${title}" was accepted`
        : `Your application to "${title}" was not selected`,
    body: status === "accepted" ? `${await nameOf(tx, creatorId)} chose your bid.` : null,
    link: `/projects/${projectId}`,
  });
}

/** The applicant withdraws a pending application. */
export async function withdrawApplication(actor: Viewer, id: number) {
  const row = await ownApplication(actor, id);
  if (row.application.applicantId !== actor.id) {
    if (row.creatorId === actor.id) throw forbidden("Only the applicant can withdraw an application.");
    throw notFound("Application not found");
  }
  if (row.application.status !== "pending") throw conflict("Only a pending application can be withdrawn.");
  await db.delete(projectApplications).where(eq(projectApplications.id, id));
}

const APPLICANT_CSV_COLUMNS = [
  "business",
  "username",
  "specialty",
  "location",
  "distance_miles",
  "rating",
  "reviews",
  "verified",
  "crew_size",
  "bid",
  "bid_dollars",
  "bid_basis",
  "status",
  "invited",
  "applied_at",
  "different_trade",
  "outside_service_area",
  "credentials_expired",
  "cover_letter",
] as const;

/** The applications of a project as CSV (the app's CSV writer: quoted properly, no cell runs as a formula). */
export async function applicationsCsv(actor: Viewer, projectId: number): Promise<string> {
  const applicants: Applicant[] = [];
  for (let page = 1; ; page++) {
    const batch = await listProjectApplications(actor, projectId, { sort: "bid", page });
    applicants.push(...batch.items);
    if (page >= batch.page_count) break;
  }
  return toCsv(
    applicants.map((a) => ({
      business: a.applicant.display_name,
      username: a.applicant.username,
      specialty: a.applicant.specialty ?? "",
      location: a.applicant.location ?? "",
      distance_miles: a.distance_miles ?? "",
      rating: a.applicant.subProfile?.avg_rating ?? "",
      reviews: a.applicant.subProfile?.review_count ?? "",
      verified: a.applicant.verified ? "yes" : "no",
      crew_size: a.applicant.subProfile?.crew_size ?? "",
      bid: a.bid_amount ?? "",
      bid_dollars: a.bid_amount_dollars ?? "",
      bid_basis: a.bid_basis ? BID_BASIS_LABELS[a.bid_basis] : "",
      status: a.status,
      invited: a.invited ? "yes" : "no",
      applied_at: a.created_at,
      different_trade: a.flags.different_trade ? "yes" : "no",
      outside_service_area: a.flags.outside_service_area ? "yes" : "no",
      credentials_expired: a.flags.credentials_expired ? "yes" : "no",
      cover_letter: a.cover_letter,
    })),
    APPLICANT_CSV_COLUMNS,
  );
}

const countsByStatus = prepared(() =>
  db
    .select({ status: projectApplications.status, n: count() })
    .from(projectApplications)
    .where(eq(projectApplications.projectId, sql.placeholder("projectId")))
    .groupBy(projectApplications.status)
    .prepare(),
);

/** Counts per status of a project's applications (the owner's summary; only the owner may ask). */
export async function applicationCounts(actor: Viewer, projectId: number) {
  await ownProject(actor, projectId);
  const rows = await countsByStatus().execute({ projectId });
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<ApplicationStatus, number>>;
}

/** One of the subcontractor's own applications with its project (the Withdraw confirmation); others' answer 404. */
export async function myApplication(actor: Viewer, id: number) {
  const row = await ownApplication(actor, id);
  if (row.application.applicantId !== actor.id) throw notFound("Application not found");
  return {
    ...applicationView(row.application, true),
    project: { id: row.application.projectId, title: row.projectTitle },
  };
}
