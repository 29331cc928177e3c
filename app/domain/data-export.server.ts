/**
 * 'Download my data': everything the product holds about the user, as one JSON document, and their projects and
 * applications as CSV. Other people appear only as the names the user already sees (no one else's private data).
 */
import { desc, eq, or } from "drizzle-orm";

import {
  appointments,
  bidInvitations,
  bidQuestions,
  connections,
  messages,
  portfolioItems,
  projectApplications,
  projects,
  reviews,
  userAvailability,
} from "../../db/schema";
import { getUserRecord } from "~/domain/accounts.server";
import { listOwnCredentials } from "~/domain/credentials.server";
import { personCards } from "~/domain/people.server";
import type { Viewer } from "~/domain/privacy.server";
import { getPrivacySettings } from "~/domain/settings.server";
import { now } from "~/infra/clock.server";
import { toCsv } from "~/infra/csv.server";
import { db } from "~/infra/db.server";

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export async function exportUserData(actor: Viewer) {
  const me = actor.id;
  const [account, privacy, credentials] = await Promise.all([
    getUserRecord(me),
    getPrivacySettings(actor),
    listOwnCredentials(actor),
  ]);
  const myProjects = await db
    .select()
    .from(projects)
    .where(eq(projects.creatorId, me))
    .orderBy(desc(projects.createdAt));
  const myApplications = await db.select().from(projectApplications).where(eq(projectApplications.applicantId, me));
  const myInvitations = await db
    .select()
    .from(bidInvitations)
    .where(or(eq(bidInvitations.subcontractorId, me), eq(bidInvitations.contractorId, me)));
  const myConnections = await db
    .select()
    .from(connections)
    .where(or(eq(connections.requesterId, me), eq(connections.recipientId, me)));
  const myMessages = await db
    .select()
    .from(messages)
    .where(or(eq(messages.senderId, me), eq(messages.recipientId, me)))
    .orderBy(messages.createdAt);
  const myReviews = await db
    .select()
    .from(reviews)
    .where(or(eq(reviews.reviewerId, me), eq(reviews.revieweeId, me)));
  const myAppointments = await db
    .select()
    .from(appointments)
    .where(or(eq(appointments.creatorId, me), eq(appointments.attendeeId, me)));
  const portfolio = await db.select().from(portfolioItems).where(eq(portfolioItems.userId, me));
  const others = [
    ...myConnections.flatMap((c) => [c.requesterId, c.recipientId]),
    ...myMessages.flatMap((m) => [m.senderId, m.recipientId]),
    ...myReviews.flatMap((r) => [r.reviewerId, r.revieweeId]),
    ...myInvitations.flatMap((i) => [i.contractorId, i.subcontractorId]),
    ...myAppointments.flatMap((a) => [a.creatorId, a.attendeeId]),
  ].filter((id) => id !== me);
  const cards = await personCards(actor, others);
  const name = (id: number) => (id === me ? "you" : (cards.get(id)?.display_name ?? `user ${id}`));

  return {
    exported_at: now().toISOString(),
    account,
    privacy_settings: privacy,
    credentials: credentials.map(({ files, ...c }) => ({ ...c, files: files.map((f) => f.name) })),
    portfolio: portfolio.map((p) => ({ ...p, createdAt: iso(p.createdAt), updatedAt: iso(p.updatedAt) })),
    projects: myProjects.map((p) => ({ ...p, createdAt: iso(p.createdAt), updatedAt: iso(p.updatedAt) })),
    applications: myApplications.map((a) => ({ ...a, createdAt: iso(a.createdAt), updatedAt: iso(a.updatedAt) })),
    invitations: myInvitations.map((i) => ({
      ...i,
      contractor: name(i.contractorId),
      subcontractor: name(i.subcontractorId),
      createdAt: iso(i.createdAt),
      updatedAt: iso(i.updatedAt),
    })),
    connections: myConnections.map((c) => ({
      id: c.id,
      with: name(c.requesterId === me ? c.recipientId : c.requesterId),
      direction: c.requesterId === me ? "sent" : "received",
      status: c.status,
      type: c.type,
      message: c.message,
      created_at: iso(c.createdAt),
    })),
    messages: myMessages.map((m) => ({
      id: m.id,
      from: name(m.senderId),
      to: name(m.recipientId),
      content: m.content,
      is_read: m.isRead,
      created_at: iso(m.createdAt),
    })),
    reviews: myReviews.map((r) => ({
      id: r.id,
      by: name(r.reviewerId),
      about: name(r.revieweeId),
      rating: r.rating,
      comment: r.comment,
      aspects: r.aspects ? JSON.parse(r.aspects) : null,
      reply: r.reply,
      project_id: r.projectId,
      created_at: iso(r.createdAt),
    })),
    appointments: myAppointments.map((a) => ({
      ...a,
      creator: name(a.creatorId),
      attendee: name(a.attendeeId),
      startTime: iso(a.startTime),
      endTime: iso(a.endTime),
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    })),
    questions_asked: (
      await db.select().from(bidQuestions).where(eq(bidQuestions.askerId, me)).orderBy(bidQuestions.createdAt)
    ).map((q) => ({
      id: q.id,
      project_id: q.projectId,
      question: q.question,
      answer: q.answer,
      answered_at: iso(q.answeredAt),
      published_at: iso(q.publishedAt),
      created_at: iso(q.createdAt),
    })),
    availability: await db
      .select({ date: userAvailability.date, status: userAvailability.status, notes: userAvailability.notes })
      .from(userAvailability)
      .where(eq(userAvailability.userId, me))
      .orderBy(userAvailability.date),
  };
}

export async function projectsCsv(actor: Viewer): Promise<string> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.creatorId, actor.id))
    .orderBy(desc(projects.createdAt));
  return toCsv(
    rows.map((p) => ({
      id: p.id,
      title: p.title,
      status: p.status,
      trade: p.tradeType,
      location: p.location,
      zip: p.zipCode ?? "",
      budget: p.budgetRange,
      timeline: p.timeline,
      start_date: p.startDate,
      end_date: p.endDate ?? "",
      posted: iso(p.createdAt),
      description: p.description,
      requirements: p.requirements,
    })),
    [
      "id",
      "title",
      "status",
      "trade",
      "location",
      "zip",
      "budget",
      "timeline",
      "start_date",
      "end_date",
      "posted",
      "description",
      "requirements",
    ],
  );
}

export async function applicationsExportCsv(actor: Viewer): Promise<string> {
  const rows = await db
    .select({ application: projectApplications, title: projects.title })
    .from(projectApplications)
    .innerJoin(projects, eq(projects.id, projectApplications.projectId))
    .where(eq(projectApplications.applicantId, actor.id))
    .orderBy(desc(projectApplications.createdAt));
  return toCsv(
    rows.map(({ application: a, title }) => ({
      id: a.id,
      project: title,
      status: a.status,
      bid: a.bidAmount ?? "",
      bid_dollars: a.bidAmountDollars ?? "",
      bid_basis: a.bidBasis ?? "",
      applied: iso(a.createdAt),
      cover_letter: a.coverLetter,
    })),
    ["id", "project", "status", "bid", "bid_dollars", "bid_basis", "applied", "cover_letter"],
  );
}
