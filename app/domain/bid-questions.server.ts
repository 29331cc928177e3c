/**
 * Questions and answers before bids are due (docs/product-rules.md#questions-and-answers): a subcontractor who may see
 * an open project asks until the due date; the owner answers privately (only the asker sees it) or publishes the
 * question and answer to everyone who may see the project, the asker's name left out.
 */
import { and, asc, count, eq, isNotNull, or, sql } from "drizzle-orm";

import { bidQuestions, projects } from "../../db/schema";
import { BID_QUESTIONS_PER_ASKER } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { bidWindowOf } from "~/domain/bid-window.server";
import { conflict, forbidden, notFound, tooMany, unauthorized } from "~/domain/errors.server";
import { excerpt, notify } from "~/domain/notifications.server";
import { nameOf, personCards } from "~/domain/people.server";
import { bidderIdsOf } from "~/domain/plan-room-access.server";
import { meParam, projectPageQuery, type Viewer } from "~/domain/privacy.server";
import { timeZoneOf } from "~/domain/settings.server";
import { now } from "~/infra/clock.server";
import { db, first, prepared, transaction } from "~/infra/db.server";
import { formatInstant } from "~/lib/time-zones";

export const QUESTIONS_SUBCONTRACTORS_ONLY = "Only subcontractors ask questions on a project.";
export const QUESTIONS_OWNER_ONLY = "Only the contractor who posted this project answers its questions.";
const QUESTIONS_PROJECT_CLOSED = "This project is no longer taking questions.";
export const ANSWER_STAYS_PUBLISHED = "A published answer stays published: everyone bidding has seen it.";

type QuestionAsker = { id: number; display_name: string; profile_url: string | null };

export type QuestionView = {
  id: number;
  project_id: number;
  question: string;
  answer: string | null;
  asked_at: string;
  answered_at: string | null;
  published: boolean;
  published_at: string | null;
  /** The viewer asked it. */
  mine: boolean;
  /** Who asked: for the project's owner only (never on a published question shown to others). */
  asker: QuestionAsker | null;
};

export type ProjectQuestions = {
  project: { id: number; title: string; creator_id: number };
  /** The owner (sees every question, answers), a subcontractor (asks; reads their own and the published), a reader. */
  viewer: "owner" | "subcontractor" | "reader";
  /** The viewer may ask now. */
  can_ask: boolean;
  /** Why asking is closed ("Questions closed when bids came due on …"), or null while open. */
  closed_reason: string | null;
  /** ISO instant bids are due (questions close then), or null. */
  due_at: string | null;
  /** Oldest first. */
  items: QuestionView[];
};

type ProjectRow = {
  id: number;
  title: string;
  creatorId: number;
  status: string;
  bidsDueAt: Date | null;
  bidsSealed: boolean;
  lateBidsAllowed: boolean;
};

/** The project as the viewer may see it (404 when unknown or hidden from them, 401 signed out). */
const visibleProjectRow = projectPageQuery((visible) =>
  db
    .select({
      id: projects.id,
      title: projects.title,
      creatorId: projects.creatorId,
      status: projects.status,
      bidsDueAt: projects.bidsDueAt,
      bidsSealed: projects.bidsSealed,
      lateBidsAllowed: projects.lateBidsAllowed,
    })
    .from(projects)
    .where(and(eq(projects.id, sql.placeholder("id")), visible))
    .prepare(),
);

async function visibleProject(viewer: Viewer | null, projectId: number): Promise<ProjectRow> {
  if (!viewer) throw unauthorized();
  const row = Number.isSafeInteger(projectId)
    ? await first(visibleProjectRow(viewer).execute({ id: projectId, me: meParam(viewer) }))
    : undefined;
  if (!row) throw notFound("Project not found");
  return row;
}

/** Why the viewer may not ask on this project now, or null when they may. */
async function askRefusal(
  viewer: Viewer,
  project: ProjectRow,
): Promise<{ status: "forbidden" | "conflict"; message: string } | null> {
  if (!abilitiesOf(viewer).bid) return { status: "forbidden", message: QUESTIONS_SUBCONTRACTORS_ONLY };
  if (project.status !== "open") return { status: "conflict", message: QUESTIONS_PROJECT_CLOSED };
  if (bidWindowOf(project).past_due) {
    const when = formatInstant(project.bidsDueAt!, await timeZoneOf(viewer.id));
    return { status: "conflict", message: `Questions closed when bids came due on ${when}.` };
  }
  return null;
}

const questionLink = (projectId: number, questionId: number) =>
  `/projects/${projectId}/questions#question-${questionId}`;

/** A subcontractor's question on an open project before bids are due; the owner is told. Answers it (201). */
export async function askQuestion(viewer: Viewer | null, projectId: number, text: string): Promise<QuestionView> {
  const project = await visibleProject(viewer, projectId);
  const refusal = await askRefusal(viewer!, project);
  if (refusal) throw refusal.status === "forbidden" ? forbidden(refusal.message) : conflict(refusal.message);
  const askerId = viewer!.id;
  const row = await transaction(async (tx) => {
    const asked =
      (
        await first(
          tx
            .select({ n: count() })
            .from(bidQuestions)
            .where(and(eq(bidQuestions.projectId, projectId), eq(bidQuestions.askerId, askerId)))
            .limit(1),
        )
      )?.n ?? 0;
    if (asked >= BID_QUESTIONS_PER_ASKER) {
      throw tooMany(`You can ask at most ${BID_QUESTIONS_PER_ASKER} questions on one project.`);
    }
    const question = (
      await tx.insert(bidQuestions).values({ projectId, askerId, question: text, createdAt: now() }).returning()
    )[0];
    await notify(tx, {
      userId: project.creatorId,
      kind: "bid_question",
      actorId: askerId,
      title: `${await nameOf(tx, askerId)} asked a question on "${project.title}"`,
      body: excerpt(text),
      link: questionLink(projectId, question.id),
      dedupeKey: `bid-question:${question.id}`,
    });
    return question;
  });
  return toView(row, askerId, null);
}

type QuestionRow = typeof bidQuestions.$inferSelect;

function toView(row: QuestionRow, viewerId: number, asker: QuestionAsker | null): QuestionView {
  return {
    id: row.id,
    project_id: row.projectId,
    question: row.question,
    answer: row.answer,
    asked_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    published: row.publishedAt !== null,
    published_at: row.publishedAt?.toISOString() ?? null,
    mine: row.askerId === viewerId,
    asker,
  };
}

/**
 * Tells of an answer: the asker of a private one; on publishing, every bidder (invited and not declined, or applied)
 * and the asker, none of them told who asked. Each event once per question (an edited answer tells no one again).
 */
async function tellOfAnswer(
  tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
  project: ProjectRow,
  q: QuestionRow,
) {
  const owner = await nameOf(tx, project.creatorId);
  const link = questionLink(project.id, q.id);
  if (q.publishedAt === null) {
    await notify(tx, {
      userId: q.askerId,
      kind: "bid_answer",
      actorId: project.creatorId,
      title: `${owner} answered your question on "${project.title}"`,
      body: excerpt(q.answer ?? ""),
      link,
      dedupeKey: `bid-answer:${q.id}`,
    });
    return;
  }
  const told = new Set([...(await bidderIdsOf(project.id)), q.askerId]);
  told.delete(project.creatorId);
  for (const userId of told) {
    await notify(tx, {
      userId,
      kind: "bid_answer",
      actorId: project.creatorId,
      title: `${owner} published an answer to a question on "${project.title}"`,
      body: excerpt(`Q: ${q.question} A: ${q.answer ?? ""}`),
      link,
      dedupeKey: `bid-answer-published:${q.id}`,
    });
  }
}

/**
 * The owner answers a question, privately (only the asker sees it) or published to everyone who may see the project.
 * The answer can be edited and a private one published later; a published one stays published (409).
 */
export async function answerQuestion(
  viewer: Viewer | null,
  questionId: number,
  input: { answer: string; publish: boolean },
): Promise<QuestionView> {
  if (!viewer) throw unauthorized();
  const question = Number.isSafeInteger(questionId)
    ? await first(db.select().from(bidQuestions).where(eq(bidQuestions.id, questionId)).limit(1))
    : undefined;
  if (!question) throw notFound("Question not found");
  const project = await visibleProject(viewer, question.projectId);
  if (project.creatorId !== viewer.id) throw forbidden(QUESTIONS_OWNER_ONLY);
  if (question.publishedAt !== null && !input.publish) throw conflict(ANSWER_STAYS_PUBLISHED);
  const at = now();
  const row = await transaction(async (tx) => {
    const updated = (
      await tx
        .update(bidQuestions)
        .set({ answer: input.answer, answeredAt: at, publishedAt: input.publish ? (question.publishedAt ?? at) : null })
        .where(eq(bidQuestions.id, question.id))
        .returning()
    )[0];
    await tellOfAnswer(tx, project, updated);
    return updated;
  });
  return toView(row, viewer.id, null);
}

const questionRows = (onlyReadable: boolean) =>
  db
    .select()
    .from(bidQuestions)
    .where(
      and(
        eq(bidQuestions.projectId, sql.placeholder("projectId")),
        onlyReadable
          ? or(isNotNull(bidQuestions.publishedAt), eq(bidQuestions.askerId, sql.placeholder("viewerId")))
          : undefined,
      ),
    )
    .orderBy(asc(bidQuestions.createdAt), asc(bidQuestions.id))
    .prepare();
const allQuestionRows = prepared(() => questionRows(false));
const readableQuestionRows = prepared(() => questionRows(true));

/** The rows the viewer may read, oldest first: the owner all; anyone else the published ones and their own. */
async function readableRows(viewerId: number, project: ProjectRow): Promise<QuestionRow[]> {
  return project.creatorId === viewerId
    ? await allQuestionRows().execute({ projectId: project.id })
    : await readableQuestionRows().execute({ projectId: project.id, viewerId });
}

/**
 * The questions the viewer may read, oldest first: the owner all of them (with who asked), an asker their own (with
 * private answers) and the published ones, anyone else who may see the project the published ones only.
 */
export async function projectQuestions(viewer: Viewer | null, projectId: number): Promise<ProjectQuestions> {
  const project = await visibleProject(viewer, projectId);
  const me = viewer!.id;
  const owner = project.creatorId === me;
  const rows = await readableRows(me, project);
  const cards = owner
    ? await personCards(
        viewer,
        rows.map((r) => r.askerId),
      )
    : new Map();
  const refusal = await askRefusal(viewer!, project);
  const can = abilitiesOf(viewer!);
  return {
    project: { id: project.id, title: project.title, creator_id: project.creatorId },
    viewer: owner ? "owner" : can.bid ? "subcontractor" : "reader",
    can_ask: refusal === null,
    closed_reason: can.bid && refusal?.status === "conflict" ? refusal.message : null,
    due_at: project.bidsDueAt?.toISOString() ?? null,
    items: rows.map((r) => {
      const card = cards.get(r.askerId);
      const asker = card ? { id: card.id, display_name: card.display_name, profile_url: card.profile_url } : null;
      return toView(r, me, asker);
    }),
  };
}

/**
 * The project page's section: the published questions and answers (no asker named), how many the viewer may read on
 * the questions page, how many wait for the owner's answer, and whether the viewer may ask.
 */
export async function publishedQuestionsOf(viewer: Viewer, projectId: number) {
  const project = await visibleProject(viewer, projectId);
  const rows = await readableRows(viewer.id, project);
  const owner = project.creatorId === viewer.id;
  return {
    items: rows.filter((r) => r.publishedAt !== null).map((r) => toView(r, viewer.id, null)),
    total: rows.length,
    unanswered: owner ? rows.filter((r) => r.answer === null).length : 0,
    can_ask: (await askRefusal(viewer, project)) === null,
  };
}
