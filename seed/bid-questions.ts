/**
 * Demo questions and answers (docs/product-rules.md#questions-and-answers): summit_builders' first open project with
 * bidders gets a published question and answer, one answered privately and one waiting for an answer.
 */
import { and, asc, eq } from "drizzle-orm";

import { bidderIdsOf } from "../app/domain/plan-room-access.server";
import type { DB } from "../db/client";
import * as t from "../db/schema";

const OWNER = "summit_builders";
const HOUR = 60 * 60 * 1000;

const QUESTIONS = [
  {
    question: "Is the existing 200 A panel to be reused, or should we price a new 400 A service and meter base?",
    answer: "Price a new 400 A service. The utility coordination is by the general contractor; see Addendum 1.",
    published: true,
  },
  {
    question: "Can we stage our material in the east parking lot during rough-in?",
    answer: "Yes, the four spaces nearest the east door. Coordinate deliveries with our superintendent.",
    published: false,
  },
  { question: "Who provides the temporary power for the trades during demolition?", answer: null, published: false },
];

export async function seedBidQuestions(db: DB) {
  const candidates = await db
    .select({ id: t.projects.id, creatorId: t.projects.creatorId })
    .from(t.projects)
    .innerJoin(t.users, eq(t.users.id, t.projects.creatorId))
    .where(and(eq(t.users.username, OWNER), eq(t.projects.status, "open")))
    .orderBy(asc(t.projects.id));
  let project: (typeof candidates)[number] | undefined;
  for (const p of candidates) {
    if ((await bidderIdsOf(p.id)).length > 0) {
      project = p;
      break;
    }
  }
  if (!project) return;
  const bidders = await bidderIdsOf(project.id);
  const start = Date.now() - 3 * 24 * HOUR;
  for (const [i, q] of QUESTIONS.entries()) {
    const asked = new Date(start + i * 9 * HOUR);
    const answered = q.answer ? new Date(asked.getTime() + 4 * HOUR) : null;
    await db.insert(t.bidQuestions).values({
      projectId: project.id,
      askerId: bidders[i % bidders.length],
      question: q.question,
      answer: q.answer,
      answeredAt: answered,
      publishedAt: q.published ? answered : null,
      createdAt: asked,
    });
  }
}
