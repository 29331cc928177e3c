/**
 * Every read of a review goes through the one review rule: someone who gets 404 for the reviewee's profile gets 404
 * for the review too, on every side route (helpful, reply, edit, delete and report pages, report forms).
 */
import { createReview, replyToReview } from "~/domain/reviews.server";
import { loader as deletePage } from "~/routes/reviews/_app.reviews.$id.delete";
import { action as editAction, loader as editPage } from "~/routes/reviews/_app.reviews.$id.edit";
import { loader as reportPage } from "~/routes/reports/_app.reviews.$id.report";
import {
  action as profileReviewReportAction,
  loader as profileReviewReportPage,
} from "~/routes/reports/_app.profile.$userId.reviews.$reviewId.report";
import { loader as profileReportPage } from "~/routes/reports/_app.profile.$userId.report";
import { action as helpfulApi } from "~/routes/reviews/api.reviews.$id.helpful";
import { action as replyApi } from "~/routes/reviews/api.reviews.$id.reply";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { connect, cookieFor, makeUser, setPrivacy } from "../helpers/world";

type Person = Awaited<ReturnType<typeof makeUser>>;

const COMMENT = "Showed up on time and the inspection passed first try.";

/** A review between connections, with a reply; then the reviewee closes their profile. */
async function privateReview(visibility: "private" | "connections_only" = "private") {
  const [reviewer, reviewee, stranger] = [
    await makeUser("general_contractor"),
    await makeUser("subcontractor"),
    await makeUser("general_contractor"),
  ];
  await connect(reviewer, reviewee);
  const review = await createReview(reviewer, { reviewee_id: reviewee.id, rating: 5, comment: COMMENT });
  await replyToReview(reviewee, review.id, "Thanks, good working with you.");
  await setPrivacy(reviewee, { profileVisibility: visibility });
  return { reviewer, reviewee, stranger, review };
}

/** What a loader or action answers: a status and the text of the body, whether it returned or threw. */
async function answer(result: Promise<unknown>) {
  const outcome = await result.then(
    (r) => r,
    (e: unknown) => e,
  );
  if (outcome instanceof Response) return { status: outcome.status, text: await outcome.text() };
  const { status, data } = unwrap(outcome);
  return { status, text: JSON.stringify(data) };
}

const pageArgs = async (path: string, viewer: Person, params: Record<string, string>) =>
  args(getRequest(path, { cookie: await cookieFor(viewer) }), params);

describe("reviews of a profile the viewer may not open", () => {
  it("answer 404 on every side route, with nothing of the review in it", async () => {
    const { reviewee, stranger, review } = await privateReview();
    const id = String(review.id);
    const cookie = await cookieFor(stranger);
    const answers = [
      await answer(helpfulApi(args(jsonRequest(`/api/reviews/${id}/helpful`, {}, { cookie }), { id }))),
      await answer(replyApi(args(jsonRequest(`/api/reviews/${id}/reply`, { reply: "Hi" }, { cookie }), { id }))),
      await answer(editPage(await pageArgs(`/reviews/${id}/edit`, stranger, { id }))),
      await answer(deletePage(await pageArgs(`/reviews/${id}/delete`, stranger, { id }))),
      await answer(reportPage(await pageArgs(`/reviews/${id}/report`, stranger, { id }))),
      await answer(
        profileReviewReportPage(
          await pageArgs(`/profile/${reviewee.id}/reviews/${id}/report`, stranger, {
            userId: String(reviewee.id),
            reviewId: id,
          }),
        ),
      ),
    ];
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.text).not.toContain(COMMENT);
      expect(a.text).not.toContain("good working with you");
      expect(a.text).not.toContain(reviewee.username);
    }
  });

  it("a report form answers a hidden review exactly as a missing one", async () => {
    const { reviewee, stranger, review } = await privateReview();
    const missing = String(review.id + 1000);
    const open = async (reviewId: string) =>
      answer(
        profileReviewReportPage(
          await pageArgs(`/profile/${reviewee.id}/reviews/${reviewId}/report`, stranger, {
            userId: String(reviewee.id),
            reviewId,
          }),
        ),
      );
    expect(await open(String(review.id))).toEqual(await open(missing));
    const report = await answer(
      profileReviewReportAction(
        args(
          formRequest(
            `/profile/${reviewee.id}/reviews/${review.id}/report`,
            { reason: "spam", details: "probing" },
            { cookie: await cookieFor(stranger) },
          ),
          { userId: String(reviewee.id), reviewId: String(review.id) },
        ),
      ),
    );
    expect(report.text).not.toContain(COMMENT);
    expect(report.text).toContain("Content not found");
  });

  it("so does a private profile's own report form", async () => {
    const { reviewee, stranger } = await privateReview();
    const open = async (userId: number) =>
      answer(profileReportPage(await pageArgs(`/profile/${userId}/report`, stranger, { userId: String(userId) })));
    expect(await open(reviewee.id)).toEqual(await open(reviewee.id + 1000));
  });

  it("those who may open the profile still read it and mark it helpful", async () => {
    const { reviewer, reviewee, review } = await privateReview("connections_only");
    const friend = await makeUser("general_contractor");
    await connect(friend, reviewee);
    const id = String(review.id);
    const marked = await answer(
      helpfulApi(args(jsonRequest(`/api/reviews/${id}/helpful`, {}, { cookie: await cookieFor(friend) }), { id })),
    );
    expect(marked.status).toBe(200);
    expect(JSON.parse(marked.text)).toMatchObject({ comment: COMMENT, helpful_count: 1, helpful_by_viewer: true });
    expect((await answer(reportPage(await pageArgs(`/reviews/${id}/report`, friend, { id })))).status).toBe(200);
    // The author keeps their edit page.
    expect((await answer(editPage(await pageArgs(`/reviews/${id}/edit`, reviewer, { id })))).status).toBe(200);
  });

  it("edit and delete pages are the author's only: the reviewee, who sees the review, gets 404 too", async () => {
    const { reviewee, review } = await privateReview();
    const id = String(review.id);
    for (const page of [editPage, deletePage]) {
      expect((await answer(page(await pageArgs(`/reviews/${id}/edit`, reviewee, { id })))).status).toBe(404);
    }
    const posted = await answer(
      editAction(
        args(
          formRequest(
            `/reviews/${id}/edit?intent=save`,
            { rating: "1", comment: "Changed" },
            {
              cookie: await cookieFor(reviewee),
            },
          ),
          { id },
        ),
      ),
    );
    expect(posted.text).not.toContain(COMMENT);
  });
});
