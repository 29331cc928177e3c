/**
 * The dashboard's real figures: the four stat tiles, the latest conversations and a feed
 * of what happened to the user lately. Each part reads its own index range; the feed takes the newest few of each
 * kind and merges them.
 */
import { and, asc, count, desc, eq, gte, inArray, or, sql } from "drizzle-orm";

import {
  bidInvitations,
  connections,
  gcProfiles,
  projectApplications,
  projects,
  reviews,
  subProfiles,
} from "../../db/schema";
import { countUnreadMessages, latestConversations } from "~/domain/messages.server";
import { personCards, type PersonCard } from "~/domain/people.server";
import { projectVisibleSql, type Viewer } from "~/domain/privacy.server";
import type { APPLICATION_STATUSES } from "~/constants";
import { lastMonths } from "~/lib/dates";
import { now } from "~/infra/clock.server";
import { db, prepared, first, utcMonthSql } from "~/infra/db.server";

export type DashboardStats = {
  connections: number;
  unread_messages: number;
  active_projects: number;
  rating: { average: number; count: number };
};

// Every dashboard view runs the queries below: each is built once (prepared), not on each call.
const USER_ID = sql.placeholder("userId");

const acceptedAs = (side: typeof connections.requesterId | typeof connections.recipientId) =>
  prepared(() =>
    db
      .select({ n: count() })
      .from(connections)
      .where(and(eq(side, USER_ID), eq(connections.status, "accepted")))
      .prepare(),
  );
const acceptedAsRequester = acceptedAs(connections.requesterId);
const acceptedAsRecipient = acceptedAs(connections.recipientId);

async function acceptedConnections(userId: number) {
  const [asRequester, asRecipient] = await Promise.all([
    first(acceptedAsRequester().execute({ userId })),
    first(acceptedAsRecipient().execute({ userId })),
  ]);
  return (asRequester?.n ?? 0) + (asRecipient?.n ?? 0);
}

const activeOwnProjects = prepared(() =>
  db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.creatorId, USER_ID), inArray(projects.status, ["open", "in_progress"])))
    .prepare(),
);

const acceptedOnRunningProjects = prepared(() =>
  db
    .select({ n: count() })
    .from(projectApplications)
    .innerJoin(projects, eq(projects.id, projectApplications.projectId))
    .where(
      and(
        eq(projectApplications.applicantId, USER_ID),
        eq(projectApplications.status, "accepted"),
        eq(projects.status, "in_progress"),
      ),
    )
    .prepare(),
);

/**
 * Active Projects: a contractor's open and in-progress projects; a subcontractor's accepted applications on
 * projects in progress.
 */
async function activeProjects(viewer: Viewer) {
  const query = viewer.role === "general_contractor" ? activeOwnProjects() : acceptedOnRunningProjects();
  return (await first(query.execute({ userId: viewer.id })))?.n ?? 0;
}

const ratingOf = (table: typeof gcProfiles | typeof subProfiles) =>
  prepared(() =>
    db
      .select({ average: table.avgRating, count: table.reviewCount })
      .from(table)
      .where(eq(table.userId, USER_ID))
      .prepare(),
  );
const contractorRating = ratingOf(gcProfiles);
const subcontractorRating = ratingOf(subProfiles);

async function ownRating(viewer: Viewer) {
  const query = viewer.role === "general_contractor" ? contractorRating() : subcontractorRating();
  return (await first(query.execute({ userId: viewer.id }))) ?? { average: 0, count: 0 };
}

/** The tiles' figures, asked at once: on PostgreSQL each is a round trip, and the pool runs them side by side. */
export async function dashboardStats(viewer: Viewer): Promise<DashboardStats> {
  const [connections, unread, active, rating] = await Promise.all([
    acceptedConnections(viewer.id),
    countUnreadMessages(viewer.id),
    activeProjects(viewer),
    ownRating(viewer),
  ]);
  return { connections, unread_messages: unread, active_projects: active, rating };
}

/** The five latest conversations (the Recent Messages card). */
export async function recentConversations(viewer: Viewer) {
  return latestConversations(viewer, 5);
}

export type ActivityKind =
  | "connection_request"
  | "connection_accepted"
  | "review"
  | "application_received"
  | "application_decided"
  | "invitation"
  | "project_posted";

export type ActivityItem = {
  kind: ActivityKind;
  at: string;
  /** The other person, when there is one. */
  person: PersonCard | null;
  /** What it is about: a project title, "5 stars". */
  subject: string | null;
  /** An application's decision: "accepted" or "rejected". */
  detail: string | null;
  href: string;
};

const FEED_SIZE = 8;

type Raw = {
  kind: ActivityKind;
  at: Date;
  personId: number | null;
  subject: string | null;
  detail?: string;
  href: string;
};

const requestsReceived = prepared(() =>
  db
    .select({ other: connections.requesterId, at: connections.createdAt })
    .from(connections)
    .where(and(eq(connections.recipientId, USER_ID), eq(connections.status, "pending")))
    .orderBy(desc(connections.updatedAt))
    .limit(FEED_SIZE)
    .prepare(),
);

const requestsAccepted = prepared(() =>
  db
    .select({ other: connections.recipientId, at: connections.updatedAt })
    .from(connections)
    .where(and(eq(connections.requesterId, USER_ID), eq(connections.status, "accepted")))
    .orderBy(desc(connections.updatedAt))
    .limit(FEED_SIZE)
    .prepare(),
);

async function connectionEvents(userId: number): Promise<Raw[]> {
  const [requestsRows, acceptedRows] = await Promise.all([
    requestsReceived().execute({ userId }),
    requestsAccepted().execute({ userId }),
  ]);
  const requests = requestsRows.map((r) => ({
    kind: "connection_request" as const,
    at: r.at,
    personId: r.other,
    subject: null,
    href: "/connections?tab=pending",
  }));
  const accepted = acceptedRows.map((r) => ({
    kind: "connection_accepted" as const,
    at: r.at,
    personId: r.other,
    subject: null,
    href: `/profile/${r.other}`,
  }));
  return [...requests, ...accepted];
}

const reviewsReceived = prepared(() =>
  db
    .select({ reviewer: reviews.reviewerId, rating: reviews.rating, at: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.revieweeId, USER_ID), eq(reviews.isHidden, false)))
    .orderBy(desc(reviews.createdAt))
    .limit(FEED_SIZE)
    .prepare(),
);

async function reviewEvents(userId: number): Promise<Raw[]> {
  return (await reviewsReceived().execute({ userId })).map((r) => ({
    kind: "review" as const,
    at: r.at,
    personId: r.reviewer,
    subject: `${r.rating} star${r.rating === 1 ? "" : "s"}`,
    href: "/reviews",
  }));
}

const applicationsReceived = prepared(() => {
  // Applications arrive while a project is open; the 50 newest open projects hold the recent ones (a contractor
  // with thousands of projects would otherwise merge every application ever sent to them).
  const recentOpen = db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.creatorId, USER_ID), eq(projects.status, "open")))
    .orderBy(desc(projects.createdAt))
    .limit(50);
  return db
    .select({
      applicant: projectApplications.applicantId,
      projectId: projects.id,
      title: projects.title,
      at: projectApplications.createdAt,
    })
    .from(projects)
    .innerJoin(projectApplications, eq(projectApplications.projectId, projects.id))
    .where(inArray(projects.id, recentOpen))
    .orderBy(desc(projectApplications.createdAt))
    .limit(FEED_SIZE)
    .prepare();
});

const projectsPosted = prepared(() =>
  db
    .select({ id: projects.id, title: projects.title, at: projects.createdAt })
    .from(projects)
    .where(eq(projects.creatorId, USER_ID))
    .orderBy(desc(projects.createdAt))
    .limit(FEED_SIZE)
    .prepare(),
);

async function contractorEvents(userId: number): Promise<Raw[]> {
  const [receivedRows, postedRows] = await Promise.all([
    applicationsReceived().execute({ userId }),
    projectsPosted().execute({ userId }),
  ]);
  const received = receivedRows.map((r) => ({
    kind: "application_received" as const,
    at: r.at,
    personId: r.applicant,
    subject: r.title,
    href: `/projects/${r.projectId}/applications`,
  }));
  const posted = postedRows.map((r) => ({
    kind: "project_posted" as const,
    at: r.at,
    personId: null,
    subject: r.title,
    href: `/projects/${r.id}`,
  }));
  return [...received, ...posted];
}

const applicationsDecided = prepared(() =>
  db
    .select({
      projectId: projects.id,
      title: projects.title,
      creator: projects.creatorId,
      status: projectApplications.status,
      at: projectApplications.updatedAt,
    })
    .from(projectApplications)
    .innerJoin(projects, eq(projects.id, projectApplications.projectId))
    .where(
      and(
        eq(projectApplications.applicantId, USER_ID),
        or(eq(projectApplications.status, "accepted"), eq(projectApplications.status, "rejected")),
      ),
    )
    .orderBy(desc(projectApplications.updatedAt))
    .limit(FEED_SIZE)
    .prepare(),
);

const invitationsReceived = prepared(() =>
  db
    .select({
      projectId: bidInvitations.projectId,
      contractor: bidInvitations.contractorId,
      title: projects.title,
      at: bidInvitations.createdAt,
    })
    .from(bidInvitations)
    .innerJoin(projects, eq(projects.id, bidInvitations.projectId))
    .where(and(eq(bidInvitations.subcontractorId, USER_ID), projectVisibleSql(null)))
    .orderBy(desc(bidInvitations.createdAt))
    .limit(FEED_SIZE)
    .prepare(),
);

async function subcontractorEvents(userId: number): Promise<Raw[]> {
  const [decidedRows, invitedRows] = await Promise.all([
    applicationsDecided().execute({ userId }),
    invitationsReceived().execute({ userId }),
  ]);
  const decided = decidedRows.map((r) => ({
    kind: "application_decided" as const,
    at: r.at,
    personId: r.creator,
    subject: r.title,
    detail: r.status,
    href: `/projects/${r.projectId}`,
  }));
  const invited = invitedRows.map((r) => ({
    kind: "invitation" as const,
    at: r.at,
    personId: r.contractor,
    subject: r.title,
    href: "/projects?tab=invitations",
  }));
  return [...decided, ...invited];
}

const openInvitations = prepared(() =>
  db
    .select({ n: count() })
    .from(bidInvitations)
    .innerJoin(projects, eq(projects.id, bidInvitations.projectId))
    .where(
      and(
        eq(bidInvitations.subcontractorId, USER_ID),
        inArray(bidInvitations.status, ["sent", "viewed"]),
        eq(projects.status, "open"),
        // What anyone but an administrator may list: the viewer is a subcontractor.
        projectVisibleSql(null),
      ),
    )
    .prepare(),
);

/** Bid invitations the subcontractor has not answered, on projects still open (the dashboard's banner). */
export async function openInvitationCount(viewer: Viewer): Promise<number> {
  if (viewer.role !== "subcontractor") return 0;
  return (await first(openInvitations().execute({ userId: viewer.id })))?.n ?? 0;
}

/** Recent Activity: the newest events of every kind that concern the user, newest first. */
export async function recentActivity(viewer: Viewer): Promise<ActivityItem[]> {
  // Asked at once, like the tiles.
  const kinds = await Promise.all([
    connectionEvents(viewer.id),
    reviewEvents(viewer.id),
    viewer.role === "general_contractor" ? contractorEvents(viewer.id) : subcontractorEvents(viewer.id),
  ]);
  const events = kinds
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, FEED_SIZE);
  const people = await personCards(
    viewer,
    events.flatMap((e) => (e.personId === null ? [] : [e.personId])),
  );
  return events
    .map((e) => ({
      kind: e.kind,
      at: e.at.toISOString(),
      person: e.personId === null ? null : (people.get(e.personId) ?? null),
      subject: e.subject,
      detail: e.detail ?? null,
      href: e.href,
    }))
    .filter((e) => e.person === null || e.person.active);
}

/** How many months of applications a subcontractor's activity chart shows. */
export const ACTIVITY_MONTHS = 6;

const applicationsByMonth = prepared(() => {
  const month = utcMonthSql(projectApplications.createdAt);
  return db
    .select({ month, status: projectApplications.status, n: count() })
    .from(projectApplications)
    .where(
      and(eq(projectApplications.applicantId, USER_ID), gte(projectApplications.createdAt, sql.placeholder("sinceMs"))),
    )
    .groupBy(month, projectApplications.status)
    .prepare();
});

/** A subcontractor's applications by the month they were sent (UTC, oldest first) and where they stand now. */
export async function applicationOutcomes(viewer: Viewer) {
  const months = lastMonths(now(), ACTIVITY_MONTHS);
  const rows = await applicationsByMonth().execute({
    userId: viewer.id,
    sinceMs: Date.parse(`${months[0]}-01T00:00:00Z`),
  });
  return months.map((month) => {
    const of = (status: (typeof APPLICATION_STATUSES)[number]) =>
      rows.find((r) => r.month === month && r.status === status)?.n ?? 0;
    return { month, pending: of("pending"), accepted: of("accepted"), rejected: of("rejected") };
  });
}

/** The open projects a contractor's chart shows: the ones starting soonest. */
const OPEN_PROJECTS_CHARTED = 8;

const soonestOpenProjects = prepared(() =>
  db
    .select({
      id: projects.id,
      title: projects.title,
      startDate: projects.startDate,
      bids: sql<number>`(SELECT count(*) FROM ${projectApplications} WHERE ${projectApplications.projectId} = ${projects.id})`,
    })
    .from(projects)
    .where(and(eq(projects.creatorId, USER_ID), eq(projects.status, "open")))
    .orderBy(asc(projects.startDate), asc(projects.id))
    .limit(OPEN_PROJECTS_CHARTED)
    .prepare(),
);

/** Bids received on a contractor's open projects, the ones starting soonest first, with their start dates. */
export async function bidsOnOpenProjects(viewer: Viewer) {
  return await soonestOpenProjects().execute({ userId: viewer.id });
}
