import { and, eq } from "drizzle-orm";

import { notifications, outbox, projects } from "../../db/schema";
import { BID_QUESTIONS_PER_ASKER } from "~/constants";
import { applyToProject } from "~/domain/applications.server";
import {
  ANSWER_STAYS_PUBLISHED,
  answerQuestion,
  askQuestion,
  projectQuestions,
  publishedQuestionsOf,
  QUESTIONS_OWNER_ONLY,
  QUESTIONS_SUBCONTRACTORS_ONLY,
} from "~/domain/bid-questions.server";
import { exportUserData } from "~/domain/data-export.server";
import { declineInvitation, inviteToBid } from "~/domain/invitations.server";
import { createProject } from "~/domain/projects.server";
import { deleteOwnAccount } from "~/domain/settings.server";
import { setClockOffset } from "~/infra/clock.server";
import { db } from "~/infra/db.server";
import { action as questionsApi, loader as questionsListApi } from "~/routes/bids/api.projects.$id.questions";
import { action as answerApi } from "~/routes/bids/api.questions.$id.answer";
import { loader as projectPage } from "~/routes/projects/_app.projects_.$projectId";
import { action as questionsForm, loader as questionsPage } from "~/routes/bids/_app.projects_.$projectId_.questions";
import { seedBidQuestions } from "../../seed/bid-questions";
import { CLINIC_PROJECT } from "../helpers/projects";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";

type User = Awaited<ReturnType<typeof makeUser>>;

const QUESTION = "Is the existing panel to be reused, or do we price a new 400 A service?";
const ANSWER = "Price a new 400 A service; the existing panel is removed by others.";

/** A project with an invited bidder, an applicant, an invitee who declined, a stranger subcontractor and another contractor. */
async function biddingProject() {
  const owner = await makeUser("general_contractor");
  const [invited, applicant, decliner, stranger] = [
    await makeUser(),
    await makeUser(),
    await makeUser(),
    await makeUser(),
  ];
  const otherGc = await makeUser("general_contractor");
  const project = await createProject(owner, CLINIC_PROJECT);
  await inviteToBid(owner, project.id, { subcontractor_id: invited.id });
  const declined = await inviteToBid(owner, project.id, { subcontractor_id: decliner.id });
  await declineInvitation(decliner, declined.id, "Too far");
  await applyToProject(applicant, { project_id: project.id, cover_letter: "We wired three clinics last year." });
  return { owner, invited, applicant, decliner, stranger, otherGc, project };
}

const noticesOf = async (user: User, kind: "bid_question" | "bid_answer") =>
  await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, kind)));
const emailsTo = async (user: User) => await db.select().from(outbox).where(eq(outbox.userId, user.id));
const dueIn = async (projectId: number, ms: number) =>
  await db
    .update(projects)
    .set({ bidsDueAt: new Date(Date.now() + ms) })
    .where(eq(projects.id, projectId));
const thrown = (run: () => unknown) => rejection(Promise.resolve().then(run));

afterEach(() => setClockOffset(0));

describe("asking", () => {
  it("is open to any subcontractor who may see an open project; the owner hears of it by name, in the inbox and by email", async () => {
    const { owner, stranger, project } = await biddingProject();
    const question = await askQuestion(stranger, project.id, `  ${QUESTION}  `.trim());
    expect(question).toMatchObject({ project_id: project.id, question: QUESTION, answer: null, published: false });
    const [notice] = await noticesOf(owner, "bid_question");
    expect(notice).toMatchObject({
      title: expect.stringMatching(/ asked a question on "Clinic tenant improvement"$/),
      body: QUESTION,
      link: `/projects/${project.id}/questions#question-${question.id}`,
    });
    expect((await emailsTo(owner)).some((e) => e.subject.includes("asked a question"))).toBe(true);
  });

  it("is for subcontractors only (403), on projects they may see (404 hidden), while open (409)", async () => {
    const { owner, otherGc, invited, project } = await biddingProject();
    expect((await thrown(async () => await askQuestion(otherGc, project.id, QUESTION))).message).toBe(
      QUESTIONS_SUBCONTRACTORS_ONLY,
    );
    expect((await thrown(async () => await askQuestion(owner, project.id, QUESTION))).kind).toBe("forbidden");
    await db.update(projects).set({ isHidden: true }).where(eq(projects.id, project.id));
    expect((await thrown(async () => await askQuestion(invited, project.id, QUESTION))).kind).toBe("not_found");
    await db.update(projects).set({ isHidden: false, status: "in_progress" }).where(eq(projects.id, project.id));
    expect(await thrown(async () => await askQuestion(invited, project.id, QUESTION))).toMatchObject({
      kind: "conflict",
      message: "This project is no longer taking questions.",
    });
  });

  it("closes when bids come due, saying when in the asker's time zone; a project without a due date takes questions", async () => {
    const { invited, project } = await biddingProject();
    expect((await askQuestion(invited, project.id, QUESTION)).id).toBeGreaterThan(0);
    await dueIn(project.id, 60 * 60 * 1000);
    expect((await askQuestion(invited, project.id, "And the fire alarm tie-in?")).id).toBeGreaterThan(0);
    setClockOffset(61 * 60 * 1000);
    const closed = await thrown(async () => await askQuestion(invited, project.id, "One more question, please."));
    expect(closed.kind).toBe("conflict");
    expect(closed.message).toMatch(
      /^Questions closed when bids came due on \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M MST\.$/,
    );
    const page = await projectQuestions(invited, project.id);
    expect(page).toMatchObject({ can_ask: false, closed_reason: closed.message });
  });

  it("takes 10 to 2,000 characters and at most a sane number per asker (429)", async () => {
    const { invited, project } = await biddingProject();
    const cookie = await cookieFor(invited);
    const post = (question: unknown) =>
      questionsApi(
        args(jsonRequest(`/api/projects/${project.id}/questions`, { question }, { cookie }), {
          id: String(project.id),
        }),
      );
    const short = await post("Too short");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ errors: { question: ["Write a question of at least 10 characters"] } });
    expect((await post("x".repeat(2001))).status).toBe(400);
    for (let i = 0; i < BID_QUESTIONS_PER_ASKER; i++)
      await askQuestion(invited, project.id, `Question number ${i + 1}?`);
    const over = await post("One question too many?");
    expect(over.status).toBe(429);
  });
});

describe("answering and who sees what", () => {
  it("a private answer: the owner sees it with the asker, the asker with the answer, everyone else nothing", async () => {
    const { owner, invited, applicant, stranger, otherGc, project } = await biddingProject();
    const question = await askQuestion(invited, project.id, QUESTION);
    await answerQuestion(owner, question.id, { answer: ANSWER, publish: false });

    const ownerView = await projectQuestions(owner, project.id);
    expect(ownerView.viewer).toBe("owner");
    expect(ownerView.items).toMatchObject([
      { id: question.id, answer: ANSWER, published: false, asker: { id: invited.id } },
    ]);
    const askerView = await projectQuestions(invited, project.id);
    expect(askerView.items).toMatchObject([{ id: question.id, answer: ANSWER, mine: true, asker: null }]);
    for (const other of [applicant, stranger, otherGc]) {
      expect((await projectQuestions(other, project.id)).items).toEqual([]);
    }
    expect(await noticesOf(invited, "bid_answer")).toMatchObject([
      {
        title: expect.stringContaining('answered your question on "Clinic tenant improvement"'),
        link: `/projects/${project.id}/questions#question-${question.id}`,
      },
    ]);
    expect(await noticesOf(applicant, "bid_answer")).toEqual([]);
  });

  it("publishing shows it to everyone who may see the project without the asker, and tells invited bidders and applicants, not a declined invitee", async () => {
    const { owner, invited, applicant, decliner, stranger, otherGc, project } = await biddingProject();
    const question = await askQuestion(stranger, project.id, QUESTION);
    await answerQuestion(owner, question.id, { answer: "First draft of the answer.", publish: false });
    const before = { decliner: (await emailsTo(decliner)).length };
    const published = await answerQuestion(owner, question.id, { answer: ANSWER, publish: true });
    expect(published).toMatchObject({ answer: ANSWER, published: true });

    for (const reader of [invited, applicant, decliner, otherGc]) {
      const view = await projectQuestions(reader, project.id);
      expect(view.items).toEqual([expect.objectContaining({ question: QUESTION, answer: ANSWER, asker: null })]);
      expect(JSON.stringify(view)).not.toContain(stranger.username);
    }
    expect((await projectQuestions(owner, project.id)).items[0].asker?.id).toBe(stranger.id);

    for (const bidder of [invited, applicant]) {
      const [notice] = await noticesOf(bidder, "bid_answer");
      expect(notice.title).toMatch(/published an answer to a question on "Clinic tenant improvement"$/);
      expect(notice.title + notice.body).not.toContain(stranger.username);
      expect((await emailsTo(bidder)).some((e) => e.subject.includes("published an answer"))).toBe(true);
    }
    // The asker heard of the private answer, then of the publication.
    expect(await noticesOf(stranger, "bid_answer")).toHaveLength(2);
    expect(await noticesOf(decliner, "bid_answer")).toEqual([]);
    expect(await emailsTo(decliner)).toHaveLength(before.decliner);
    expect(await noticesOf(owner, "bid_answer")).toEqual([]);
  });

  it("an answer can be edited without telling anyone again; a published one stays published", async () => {
    const { owner, invited, applicant, project } = await biddingProject();
    const question = await askQuestion(invited, project.id, QUESTION);
    await answerQuestion(owner, question.id, { answer: ANSWER, publish: true });
    const edited = await answerQuestion(owner, question.id, { answer: `${ANSWER} See Addendum 1.`, publish: true });
    expect(edited.answer).toBe(`${ANSWER} See Addendum 1.`);
    expect(await noticesOf(applicant, "bid_answer")).toHaveLength(1);
    expect(
      await thrown(async () => await answerQuestion(owner, question.id, { answer: ANSWER, publish: false })),
    ).toMatchObject({
      kind: "conflict",
      message: ANSWER_STAYS_PUBLISHED,
    });
  });

  it("only the project's owner answers (403); unknown questions are 404, through the API too", async () => {
    const { owner, invited, otherGc, project } = await biddingProject();
    const question = await askQuestion(invited, project.id, QUESTION);
    for (const who of [invited, otherGc]) {
      expect(
        (await thrown(async () => await answerQuestion(who, question.id, { answer: ANSWER, publish: true }))).message,
      ).toBe(QUESTIONS_OWNER_ONLY);
    }
    const post = async (user: User, id: number, body: unknown) =>
      answerApi(
        args(jsonRequest(`/api/questions/${id}/answer`, body, { cookie: await cookieFor(user) }), { id: String(id) }),
      );
    expect((await post(otherGc, question.id, { answer: ANSWER, publish: true })).status).toBe(403);
    expect((await post(owner, question.id + 1000, { answer: ANSWER })).status).toBe(404);
    expect((await post(owner, question.id, { answer: "" })).status).toBe(400);
    const answered = await post(owner, question.id, { answer: ANSWER, publish: true });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ id: question.id, answer: ANSWER, published: true });
  });

  it("the asker's data export holds their questions and the answers", async () => {
    const { owner, invited, project } = await biddingProject();
    const question = await askQuestion(invited, project.id, QUESTION);
    await answerQuestion(owner, question.id, { answer: ANSWER, publish: false });
    const exported = await exportUserData(invited);
    expect(exported.questions_asked).toMatchObject([{ project_id: project.id, question: QUESTION, answer: ANSWER }]);
  });

  it("the project page lists the published ones, without the asker, and counts what the owner has to answer", async () => {
    const { owner, invited, applicant, stranger, project } = await biddingProject();
    const published = await askQuestion(invited, project.id, QUESTION);
    await askQuestion(stranger, project.id, "Who provides the temporary power on site?");
    await answerQuestion(owner, published.id, { answer: ANSWER, publish: true });
    const page = unwrap<{ questions: Awaited<ReturnType<typeof publishedQuestionsOf>> }>(
      await projectPage(
        args(getRequest(`/projects/${project.id}`, { cookie: await cookieFor(applicant) }), {
          projectId: String(project.id),
        }),
      ),
    );
    expect(page.data.questions).toEqual({
      items: [expect.objectContaining({ question: QUESTION, answer: ANSWER, asker: null, mine: false })],
      total: 1,
      unanswered: 0,
      can_ask: true,
    });
    expect(await publishedQuestionsOf(owner, project.id)).toMatchObject({ total: 2, unanswered: 1, can_ask: false });
    expect(await publishedQuestionsOf(stranger, project.id)).toMatchObject({ total: 2, unanswered: 0 });
  });

  it("a deleted account's questions go with it", async () => {
    const { owner, invited, project } = await biddingProject();
    await askQuestion(invited, project.id, QUESTION);
    await deleteOwnAccount(invited, "secret123");
    expect((await projectQuestions(owner, project.id)).items).toEqual([]);
  });

  it("the API lists what the viewer may see: the asker's name only for the owner", async () => {
    const { owner, invited, stranger, project } = await biddingProject();
    const mine = await askQuestion(invited, project.id, QUESTION);
    const other = await askQuestion(stranger, project.id, "Who provides the temporary power on site?");
    await answerQuestion(owner, other.id, { answer: "The general contractor does.", publish: true });
    const list = async (user: User) =>
      (await questionsListApi(
        args(getRequest(`/api/projects/${project.id}/questions`, { cookie: await cookieFor(user) }), {
          id: String(project.id),
        }),
      )) as Response;
    const asInvited = await (await list(invited)).json();
    expect(asInvited).toMatchObject({ can_ask: true, closed_reason: null });
    expect(asInvited.items.map((q: { id: number }) => q.id)).toEqual([mine.id, other.id]);
    expect(asInvited.items.every((q: { asker: unknown }) => q.asker === null)).toBe(true);
    const asOwner = await (await list(owner)).json();
    expect(asOwner.items.map((q: { asker: { id: number } }) => q.asker.id)).toEqual([invited.id, stranger.id]);
    expect(asOwner.can_ask).toBe(false);
  });
});

describe("the questions page without JavaScript", () => {
  it("a subcontractor asks and the owner answers and publishes through the page's forms", async () => {
    const { owner, invited, applicant, project } = await biddingProject();
    const params = { projectId: String(project.id) };
    const asked = unwrap(
      await questionsForm(
        args(
          formRequest(
            `/projects/${project.id}/questions?intent=ask`,
            { question: QUESTION },
            {
              cookie: await cookieFor(invited),
            },
          ),
          params,
        ),
      ),
    );
    expect(asked.status).toBe(302);
    const [question] = (await projectQuestions(owner, project.id)).items;
    const answered = unwrap(
      await questionsForm(
        args(
          formRequest(
            `/projects/${project.id}/questions?intent=answer&question=${question.id}`,
            { answer: ANSWER, publish: "true" },
            { cookie: await cookieFor(owner) },
          ),
          params,
        ),
      ),
    );
    expect(answered.status).toBe(302);
    const page = unwrap<Awaited<ReturnType<typeof projectQuestions>>>(
      await questionsPage(
        args(getRequest(`/projects/${project.id}/questions`, { cookie: await cookieFor(applicant) }), params),
      ),
    );
    expect(page.data.items).toMatchObject([{ question: QUESTION, answer: ANSWER, published: true, asker: null }]);
  });

  it("shows a too-short question's error in the form (400)", async () => {
    const { invited, project } = await biddingProject();
    const failed = unwrap<{ result: { error: Record<string, string[]> } }>(
      await questionsForm(
        args(
          formRequest(
            `/projects/${project.id}/questions?intent=ask`,
            { question: "Short" },
            {
              cookie: await cookieFor(invited),
            },
          ),
          { projectId: String(project.id) },
        ),
      ),
    );
    expect(failed.status).toBe(400);
    expect(failed.data.result.error.question).toEqual(["Write a question of at least 10 characters"]);
  });
});

describe("the demo", () => {
  it("gives summit_builders' project with bidders a published question and answer, a private one and an open one", async () => {
    const owner = await makeUser("general_contractor", "summit_builders");
    const project = await createProject(owner, CLINIC_PROJECT);
    const [first, second] = [await makeUser(), await makeUser()];
    for (const sub of [first, second]) {
      await applyToProject(sub, { project_id: project.id, cover_letter: "We wired three clinics last year." });
    }
    await seedBidQuestions(db);
    const all = await projectQuestions(owner, project.id);
    expect(all.items.map((q) => [q.published, q.answer !== null])).toEqual([
      [true, true],
      [false, true],
      [false, false],
    ]);
    const reader = await makeUser();
    expect((await projectQuestions(reader, project.id)).items).toHaveLength(1);
  });
});
