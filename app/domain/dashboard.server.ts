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
import { countUnreadMessages, listConversations } from "~/domain/messages.server";
import { personCards, type PersonCard } from "~/domain/people.server";
import { projectVisibleSql, type Viewer } from "~/domain/privacy.server";
import type { APPLICATION_STATUSES } from "~/constants";
import { lastMonths } from "~/lib/dates";
import { now } from "~/infra/clock.server";
import { db } from "~/infra/db.server";

export type DashboardStats = {
  connections: number;
  unread_messages: number;
  active_projects: number;
  rating: { average: number; count: number };
};

function acceptedConnections(userId: number) {
  const side = (column: typeof connections.requesterId | typeof connections.recipientId) =>
    db
      .select({ n: count() })
      .from(connections)
      .where(and(eq(column, userId), eq(connections.status, "accepted")))
      .get()?.n ?? 0;
  return side(connections.requesterId) + side(connections.recipientId);
}

/**
 * Active Projects: a contractor's open and in-progress projects; a subcontractor's accepted applications on
 * projects in progress.
 */
function activeProjects(viewer: Viewer) {
  if (viewer.role === "general_contractor") {
    return (
      db
        .select({ n: count() })
        .from(projects)
        .where(and(eq(projects.creatorId, viewer.id), inArray(projects.status, ["open", "in_progress"])))
        .get()?.n ?? 0
    );
  }
  return (
    db
      .select({ n: count() })
      .from(projectApplications)
      .innerJoin(projects, eq(projects.id, projectApplications.projectId))
      .where(
        and(
          eq(projectApplications.applicantId, viewer.id),
          eq(projectApplications.status, "accepted"),
          eq(projects.status, "in_progress"),
        ),
      )
      .get()?.n ?? 0
  );
}

function ownRating(viewer: Viewer) {
  const table = viewer.role === "general_contractor" ? gcProfiles : subProfiles;
  const row = db
    .select({ average: table.avgRating, count: table.reviewCount })
    .from(table)
    .where(eq(table.userId, viewer.id))
    .get();
  return row ?? { average: 0, count: 0 };
}

export async function dashboardStats(viewer: Viewer): Promise<DashboardStats> {
  return {
    connections: acceptedConnections(viewer.id),
    unread_messages: await countUnreadMessages(viewer.id),
    active_projects: activeProjects(viewer),
    rating: ownRating(viewer),
  };
}

/** The five latest conversations (the Recent Messages card). */
export async function recentConversations(viewer: Viewer) {
  return (await listConversations(viewer, { pageSize: 5 })).items;
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

function connectionEvents(userId: number): Raw[] {
  const requests = db
    .select({ other: connections.requesterId, at: connections.createdAt })
    .from(connections)
    .where(and(eq(connections.recipientId, userId), eq(connections.status, "pending")))
    .orderBy(desc(connections.updatedAt))
    .limit(FEED_SIZE)
    .all()
    .map((r) => ({
      kind: "connection_request" as const,
      at: r.at,
      personId: r.other,
      subject: null,
      href: "/connections?tab=pending",
    }));
  const accepted = db
    .select({ other: connections.recipientId, at: connections.updatedAt })
    .from(connections)
    .where(and(eq(connections.requesterId, userId), eq(connections.status, "accepted")))
    .orderBy(desc(connections.updatedAt))
    .limit(FEED_SIZE)
    .all()
    .map((r) => ({
      kind: "connection_accepted" as const,
      at: r.at,
      personId: r.other,
      subject: null,
      href: `/profile/${r.other}`,
    }));
  return [...requests, ...accepted];
}

function reviewEvents(userId: number): Raw[] {
  return db
    .select({ reviewer: reviews.reviewerId, rating: reviews.rating, at: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.revieweeId, userId), eq(reviews.isHidden, false)))
    .orderBy(desc(reviews.createdAt))
    .limit(FEED_SIZE)
    .all()
    .map((r) => ({
      kind: "review" as const,
      at: r.at,
      personId: r.reviewer,
      subject: `${r.rating} star${r.rating === 1 ? "" : "s"}`,
      href: "/reviews",
    }));
}

function contractorEvents(userId: number): Raw[] {
  // Applications arrive while a project is open; the 50 newest open projects hold the recent ones (a contractor
  // with thousands of projects would otherwise merge every application ever sent to them).
  const recentOpen = db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.creatorId, userId), eq(projects.status, "open")))
    .orderBy(desc(projects.createdAt))
    .limit(50);
  const received = db
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
    .all()
    .map((r) => ({
      kind: "application_received" as const,
      at: r.at,
      personId: r.applicant,
      subject: r.title,
      href: `/projects/${r.projectId}/applications`,
    }));
  const posted = db
    .select({ id: projects.id, title: projects.title, at: projects.createdAt })
    .from(projects)
    .where(eq(projects.creatorId, userId))
    .orderBy(desc(projects.createdAt))
    .limit(FEED_SIZE)
    .all()
    .map((r) => ({
      kind: "project_posted" as const,
      at: r.at,
      personId: null,
      subject: r.title,
      href: `/projects/${r.id}`,
    }));
  return [...received, ...posted];
}

function subcontractorEvents(userId: number): Raw[] {
  const decided = db
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
        eq(projectApplications.applicantId, userId),
        or(eq(projectApplications.status, "accepted"), eq(projectApplications.status, "rejected")),
      ),
    )
    .orderBy(desc(projectApplications.updatedAt))
    .limit(FEED_SIZE)
    .all()
    .map((r) => ({
      kind: "application_decided" as const,
      at: r.at,
      personId: r.creator,
      subject: r.title,
      detail: r.status,
      href: `/projects/${r.projectId}`,
    }));
  const invited = db
    .select({
      projectId: bidInvitations.projectId,
      contractor: bidInvitations.contractorId,
      title: projects.title,
      at: bidInvitations.createdAt,
    })
    .from(bidInvitations)
    .innerJoin(projects, eq(projects.id, bidInvitations.projectId))
    .where(and(eq(bidInvitations.subcontractorId, userId), projectVisibleSql(null)))
    .orderBy(desc(bidInvitations.createdAt))
    .limit(FEED_SIZE)
    .all()
    .map((r) => ({
      kind: "invitation" as const,
      at: r.at,
      personId: r.contractor,
      subject: r.title,
      href: "/projects?tab=invitations",
    }));
  return [...decided, ...invited];
}

/** Bid invitations the subcontractor has not answered, on projects still open (the dashboard's banner). */
export async function openInvitationCount(viewer: Viewer): Promise<number> {
  if (viewer.role !== "subcontractor") return 0;
  return (
    db
      .select({ n: count() })
      .from(bidInvitations)
      .innerJoin(projects, eq(projects.id, bidInvitations.projectId))
      .where(
        and(
          eq(bidInvitations.subcontractorId, viewer.id),
          inArray(bidInvitations.status, ["sent", "viewed"]),
          eq(projects.status, "open"),
          projectVisibleSql(viewer),
        ),
      )
      .get()?.n ?? 0
  );
}

/** Recent Activity: the newest events of every kind that concern the user, newest first. */
export async function recentActivity(viewer: Viewer): Promise<ActivityItem[]> {
  const events = [
    ...connectionEvents(viewer.id),
    ...reviewEvents(viewer.id),
    ...(viewer.role === "general_contractor" ? contractorEvents(viewer.id) : subcontractorEvents(viewer.id)),
  ]
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

/** A subcontractor's applications by the month they were sent (UTC, oldest first) and where they stand now. */
export async function applicationOutcomes(viewer: Viewer) {
  const months = lastMonths(now(), ACTIVITY_MONTHS);
  const month = sql<string>`strftime('%Y-%m', ${projectApplications.createdAt} / 1000, 'unixepoch')`;
  const rows = db
    .select({ month, status: projectApplications.status, n: count() })
    .from(projectApplications)
    .where(
      and(
        eq(projectApplications.applicantId, viewer.id),
        gte(projectApplications.createdAt, new Date(`${months[0]}-01T00:00:00Z`)),
      ),
    )
    .groupBy(month, projectApplications.status)
    .all();
  return months.map((month) => {
    const of = (status: (typeof APPLICATION_STATUSES)[number]) =>
      rows.find((r) => r.month === month && r.status === status)?.n ?? 0;
    return { month, pending: of("pending"), accepted: of("accepted"), rejected: of("rejected") };
  });
}

/** The open projects a contractor's chart shows: the ones starting soonest. */
const OPEN_PROJECTS_CHARTED = 8;

/** Bids received on a contractor's open projects, the ones starting soonest first, with their start dates. */
export async function bidsOnOpenProjects(viewer: Viewer) {
  return db
    .select({
      id: projects.id,
      title: projects.title,
      startDate: projects.startDate,
      bids: sql<number>`(SELECT count(*) FROM ${projectApplications} WHERE ${projectApplications.projectId} = ${projects.id})`,
    })
    .from(projects)
    .where(and(eq(projects.creatorId, viewer.id), eq(projects.status, "open")))
    .orderBy(asc(projects.startDate), asc(projects.id))
    .limit(OPEN_PROJECTS_CHARTED)
    .all();
}
