import { eq } from "drizzle-orm";

import { contentModeration } from "../../db/schema";
import { REPORTS_PER_DAY } from "~/constants";
import { sendMessage } from "~/domain/messages.server";
import { decideReport } from "~/domain/moderation.server";
import { createReview } from "~/domain/reviews.server";
import { updatePrivacySettings } from "~/domain/settings.server";
import { db, first } from "~/infra/db.server";
import { action as reportApi } from "~/routes/reports/api.reports";
import { loader as messageReportPage } from "~/routes/reports/_app.messages.$messageId.report";
import {
  action as profileReportAction,
  loader as profileReportPage,
} from "~/routes/reports/_app.profile.$userId.report";
import { action as reviewReportAction } from "~/routes/reports/_app.reviews.$id.report";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { connect, cookieFor, makeUser } from "../helpers/world";

const post = async (body: unknown, cookie?: string) => {
  const answer = (await reportApi(args(jsonRequest("/api/reports", body, { cookie })))) as Response;
  return { status: answer.status, body: await answer.json() };
};

describe("POST /api/reports", () => {
  it("files a report (201) that the admin queue sees, and answers 401 signed out", async () => {
    const [reporter, target] = [await makeUser("general_contractor"), await makeUser()];
    const body = { content_type: "profile", content_id: target.id, reason: "misleading", details: "Fake license." };
    expect((await post(body)).status).toBe(401);
    const filed = await post(body, await cookieFor(reporter));
    expect(filed.status).toBe(201);
    const row = await first(
      db.select().from(contentModeration).where(eq(contentModeration.id, filed.body.id)).limit(1),
    );
    expect(row).toMatchObject({
      contentType: "profile",
      contentId: target.id,
      reportedBy: reporter.id,
      status: "pending",
    });
  });

  it("checks the body: a known type and reason, details required for 'other' and at most 1,000 characters", async () => {
    const [reporter, target] = [await makeUser("general_contractor"), await makeUser()];
    const cookie = await cookieFor(reporter);
    const base = { content_type: "profile", content_id: target.id };
    expect((await post({ ...base, content_type: "user", reason: "spam" }, cookie)).status).toBe(400);
    expect((await post({ ...base, reason: "rude" }, cookie)).status).toBe(400);
    const other = await post({ ...base, reason: "other" }, cookie);
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain("Tell us what is wrong");
    expect((await post({ ...base, reason: "other", details: "x".repeat(1001) }, cookie)).status).toBe(400);
  });

  it("refuses your own content (400), what you cannot see (404), and a second open report (409)", async () => {
    const [reporter, target, stranger] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    const cookie = await cookieFor(reporter);
    expect((await post({ content_type: "profile", content_id: reporter.id, reason: "spam" }, cookie)).status).toBe(400);
    expect((await post({ content_type: "project", content_id: 999_999, reason: "spam" }, cookie)).status).toBe(404);

    // A private profile is not there for a stranger, so it cannot be reported either.
    await updatePrivacySettings(stranger, { profile_visibility: "private" });
    expect((await post({ content_type: "profile", content_id: stranger.id, reason: "spam" }, cookie)).status).toBe(404);

    // Only the recipient of a message can report it.
    await connect(target, stranger);
    const message = await sendMessage(target, { recipient_id: stranger.id, content: "Between us two." });
    expect((await post({ content_type: "message", content_id: message.id, reason: "spam" }, cookie)).status).toBe(404);

    const first = await post({ content_type: "profile", content_id: target.id, reason: "spam" }, cookie);
    expect(first.status).toBe(201);
    const again = await post({ content_type: "profile", content_id: target.id, reason: "offensive" }, cookie);
    expect(again).toMatchObject({ status: 409, body: { message: "You have already reported this" } });

    // Once an admin has decided, the same person may report the item again.
    const admin = await makeUser("admin");
    await decideReport(admin, first.body.id, { status: "rejected" });
    expect((await post({ content_type: "profile", content_id: target.id, reason: "spam" }, cookie)).status).toBe(201);
  });

  it(`allows ${REPORTS_PER_DAY} reports a day per user (429 after)`, async () => {
    const [reporter, spammer] = [await makeUser(), await makeUser("general_contractor")];
    await connect(spammer, reporter);
    const cookie = await cookieFor(reporter);
    for (let i = 0; i <= REPORTS_PER_DAY; i++) {
      const message = await sendMessage(spammer, { recipient_id: reporter.id, content: `Buy now, offer ${i}` });
      const answer = await post({ content_type: "message", content_id: message.id, reason: "spam" }, cookie);
      expect(answer.status).toBe(i < REPORTS_PER_DAY ? 201 : 429);
    }
  });
});

describe("the Report dialogs (JavaScript off: the route loader and action)", () => {
  it("shows what is reported, checks the reason, files the report and goes back with a toast", async () => {
    const [reporter, target] = [await makeUser("general_contractor"), await makeUser()];
    const cookie = await cookieFor(reporter);
    const page = (await profileReportPage(
      args(getRequest(`/profile/${target.id}/report`, { cookie }), { userId: String(target.id) }),
    )) as { target: { preview: string; already_reported: boolean }; closeTo: string };
    expect(page.target.preview).toContain(target.subProfile!.business_name);
    expect(page).toMatchObject({ target: { already_reported: false }, closeTo: `/profile/${target.id}` });

    const submit = (fields: Record<string, string>) =>
      profileReportAction(
        args(formRequest(`/profile/${target.id}/report?intent=report`, fields, { cookie }), {
          userId: String(target.id),
        }),
      ).catch((e: unknown) => e);

    const missing = unwrap<{ result: { error: Record<string, string[]> } }>(await submit({ reason: "other" }));
    expect(missing.status).toBe(400);
    expect(missing.data.result.error.details).toEqual(["Tell us what is wrong"]);

    const sent = (await submit({ reason: "other", details: "Uses another company's license number." })) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/profile/${target.id}`);

    const repeat = unwrap<{ result: { error: Record<string, string[]> } }>(await submit({ reason: "spam" }));
    expect(repeat.status).toBe(409);
    expect(repeat.data.result.error[""]).toEqual(["You have already reported this"]);

    const after = (await profileReportPage(
      args(getRequest(`/profile/${target.id}/report`, { cookie }), { userId: String(target.id) }),
    )) as { target: { already_reported: boolean } };
    expect(after.target.already_reported).toBe(true);
  });

  it("lets a reviewee report a review about them, and a recipient a message, but not someone else's", async () => {
    const [gc, sub, outsider] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    await connect(gc, sub);
    const review = await createReview(gc, { reviewee_id: sub.id, rating: 1, comment: "Never showed up at all." });
    const sent = (await reviewReportAction(
      args(
        formRequest(
          `/reviews/${review.id}/report?intent=report`,
          { reason: "misleading" },
          { cookie: await cookieFor(sub) },
        ),
        {
          id: String(review.id),
        },
      ),
    ).catch((e: unknown) => e)) as Response;
    expect(sent.headers.get("Location")).toBe("/reviews");

    const message = await sendMessage(gc, { recipient_id: sub.id, content: "Where were you?" });
    const page = (await messageReportPage(
      args(getRequest(`/messages/${message.id}/report?userId=${gc.id}`, { cookie: await cookieFor(sub) }), {
        messageId: String(message.id),
      }),
    )) as { closeTo: string };
    expect(page.closeTo).toBe(`/messages?userId=${gc.id}`);
    const refused = (await messageReportPage(
      args(getRequest(`/messages/${message.id}/report`, { cookie: await cookieFor(outsider) }), {
        messageId: String(message.id),
      }),
    ).catch((e: unknown) => e)) as Response;
    expect(refused.status).toBe(404);
  });
});
