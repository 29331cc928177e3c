import { eq } from "drizzle-orm";

import { subProfiles } from "../../db/schema";
import { applyToProject, decideApplication } from "~/domain/applications.server";
import { createProject, updateProject } from "~/domain/projects.server";
import {
  createReview,
  deleteReview,
  listReceivedReviews,
  ratingOverview,
  replyToReview,
  reviewableCollaborators,
  toggleHelpful,
  updateReview,
} from "~/domain/reviews.server";
import { setClockOffset } from "~/infra/clock.server";
import { db, first } from "~/infra/db.server";
import { action as createApi } from "~/routes/reviews/api.reviews";
import { action as changeApi, loader as receivedApi } from "~/routes/reviews/api.reviews.$id";
import { args, getRequest, jsonRequest } from "../helpers/requests";
import { connect, cookieFor, makeUser, rejection } from "../helpers/world";

afterEach(() => setClockOffset(0));

type Person = Awaited<ReturnType<typeof makeUser>>;

/** A project that reached completed with `sub` accepted. */
async function completedTogether(gc: Person, sub: Person) {
  const project = await createProject(gc, {
    trade_type: "Electrical",
    title: "Panel replacement",
    description: "Replace the main panel and two subpanels.",
    location: "Tempe, AZ",
    zip_code: "85281",
    budget_range: "$10,000 - $25,000",
    timeline: "1-2 weeks",
    requirements: "Licensed electrical contractor.",
  });
  const app = await applyToProject(sub, {
    project_id: project.id,
    cover_letter: "We replace panels every week of the year.",
  });
  await decideApplication(gc, app.id, "accepted");
  await updateProject(gc, project.id, { status: "completed" });
  return project.id;
}

const reputation = async (user: Person) =>
  await first(
    db
      .select({ avg: subProfiles.avgRating, n: subProfiles.reviewCount })
      .from(subProfiles)
      .where(eq(subProfiles.userId, user.id))
      .limit(1),
  );

describe("who may review whom", () => {
  it("collaborators only: accepted connections or the parties of a completed project, both ways", async () => {
    const [gc, sub, stranger, pendingOne] = [
      await makeUser("general_contractor"),
      await makeUser(),
      await makeUser(),
      await makeUser(),
    ];
    const refused = await rejection(createReview(gc, { reviewee_id: stranger.id, rating: 5 }));
    expect(refused.kind).toBe("forbidden");
    expect(refused.message).toBe("You can review only contractors you have worked with");
    await connect(gc, pendingOne, "pending");
    expect((await rejection(createReview(gc, { reviewee_id: pendingOne.id, rating: 5 }))).kind).toBe("forbidden");
    expect((await rejection(createReview(gc, { reviewee_id: gc.id, rating: 5 }))).kind).toBe("invalid");

    const projectId = await completedTogether(gc, sub);
    await expect(
      createReview(gc, { reviewee_id: sub.id, rating: 5, project_id: projectId, aspects: { Quality: 5 } }),
    ).resolves.toMatchObject({
      project_title: "Panel replacement",
    });
    await expect(
      createReview(sub, { reviewee_id: gc.id, rating: 4, project_id: projectId, aspects: { "Paid on time": 5 } }),
    ).resolves.toBeTruthy();
    // A project review does not make them connections.
    expect((await rejection(createReview(gc, { reviewee_id: sub.id, rating: 3 }))).kind).toBe("forbidden");
    expect((await rejection(createReview(gc, { reviewee_id: sub.id, rating: 3, project_id: projectId }))).kind).toBe(
      "conflict",
    );
    expect((await rejection(createReview(gc, { reviewee_id: sub.id, rating: 3, project_id: 999999 }))).kind).toBe(
      "forbidden",
    );
  });

  it("the chooser lists collaborations not yet reviewed", async () => {
    const [gc, a, b] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    await connect(gc, a);
    const projectId = await completedTogether(gc, b);
    const before = await reviewableCollaborators(gc);
    expect(before.map((c) => [c.person.id, c.project?.id ?? null])).toEqual([
      [b.id, projectId],
      [a.id, null],
    ]);
    await createReview(gc, { reviewee_id: a.id, rating: 4 });
    expect((await reviewableCollaborators(gc)).map((c) => c.person.id)).toEqual([b.id]);
  });
});

describe("exact reputation", () => {
  it("recomputes the average and count on create, edit and delete", async () => {
    const [a, b, sub] = [await makeUser("general_contractor"), await makeUser("general_contractor"), await makeUser()];
    await connect(a, sub);
    await connect(b, sub);
    const first = await createReview(a, { reviewee_id: sub.id, rating: 5 });
    await createReview(b, { reviewee_id: sub.id, rating: 2 });
    expect(await reputation(sub)).toEqual({ avg: 3.5, n: 2 });
    await updateReview(a, first.id, { rating: 4 });
    expect(await reputation(sub)).toEqual({ avg: 3, n: 2 });
    await deleteReview(a, first.id);
    expect(await reputation(sub)).toEqual({ avg: 2, n: 1 });
    expect(await ratingOverview(sub.id)).toEqual({ average: 2, count: 1, buckets: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 } });
  });

  it("the author may edit or delete within 30 days only; others never", async () => {
    const [a, sub] = [await makeUser("general_contractor"), await makeUser()];
    await connect(a, sub);
    const review = await createReview(a, { reviewee_id: sub.id, rating: 5 });
    expect((await rejection(updateReview(sub, review.id, { rating: 1 }))).kind).toBe("forbidden");
    setClockOffset(31 * 86_400_000);
    expect((await rejection(updateReview(a, review.id, { rating: 1 }))).message).toMatch(/30 days/);
    expect((await rejection(deleteReview(a, review.id))).kind).toBe("forbidden");
  });
});

describe("replies and helpful marks", () => {
  it("the reviewee replies (once, editable); anyone but the author marks helpful once, as a toggle", async () => {
    const [a, sub, reader] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    await connect(a, sub);
    const review = await createReview(a, { reviewee_id: sub.id, rating: 4, comment: "Solid work" });
    expect((await rejection(replyToReview(a, review.id, "Me too"))).kind).toBe("forbidden");
    await replyToReview(sub, review.id, "Thank you!");
    expect((await replyToReview(sub, review.id, "Thanks again!")).reply).toBe("Thanks again!");
    expect((await rejection(toggleHelpful(a, review.id))).kind).toBe("forbidden");
    expect(await toggleHelpful(reader, review.id)).toMatchObject({ helpful_count: 1, helpful_by_viewer: true });
    expect(await toggleHelpful(reader, review.id)).toMatchObject({ helpful_count: 0, helpful_by_viewer: false });
    await toggleHelpful(sub, review.id);
    const [listed] = (await listReceivedReviews(reader, sub.id)).items;
    expect(listed).toMatchObject({ reply: "Thanks again!", helpful_count: 1 });
    expect((await listReceivedReviews(reader, sub.id, { q: "solid" })).items).toHaveLength(1);
    expect((await listReceivedReviews(reader, sub.id, { q: "nothing like it" })).items).toHaveLength(0);
  });
});

describe("the reviews API", () => {
  it("POST 201 / 400 for a bad rating / 403 strangers / 409 duplicates; GET received; PATCH/DELETE the author's", async () => {
    const [a, sub, stranger] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    await connect(a, sub);
    const post = async (user: Person, body: unknown) =>
      (await createApi(args(jsonRequest("/api/reviews", body, { cookie: await cookieFor(user) })))) as Response;
    for (const rating of [0, 6, 4.5, "5"]) expect((await post(a, { reviewee_id: sub.id, rating })).status).toBe(400);
    expect((await post(stranger, { reviewee_id: sub.id, rating: 5 })).status).toBe(403);
    const created = await post(a, { reviewee_id: sub.id, rating: 5, comment: "Great" });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await post(a, { reviewee_id: sub.id, rating: 4 })).status).toBe(409);

    const received = (await receivedApi(
      args(getRequest(`/api/reviews/${sub.id}`, { cookie: await cookieFor(stranger) }), { id: String(sub.id) }),
    )) as Response;
    const body = await received.json();
    expect(body.items[0]).toMatchObject({
      rating: 5,
      comment: "Great",
      reviewer: { id: a.id },
      helpful_count: 0,
      reply: null,
    });

    const change = async (user: Person, method: string, data?: unknown) =>
      (await changeApi(
        args(jsonRequest(`/api/reviews/${id}`, data ?? "", { method, cookie: await cookieFor(user) }), {
          id: String(id),
        }),
      )) as Response;
    expect((await change(sub, "PATCH", { rating: 1 })).status).toBe(403);
    expect((await change(a, "PATCH", { rating: 3 })).status).toBe(200);
    expect((await change(a, "DELETE")).status).toBe(204);
    expect(await reputation(sub)).toEqual({ avg: 0, n: 0 });
  });
});
