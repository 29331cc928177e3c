import { eq, inArray } from "drizzle-orm";

import { notifications, outbox } from "../../db/schema";
import { AWARD_UNDO_WINDOW_MS } from "~/constants";
import { applyToProject, listProjectApplications } from "~/domain/applications.server";
import { awardApplication, awardPreview, undoableAward, undoAward } from "~/domain/awards.server";
import { countUnreadNotifications, listNotifications } from "~/domain/notifications.server";
import { drainOutbox } from "~/domain/outbox.server";
import { createProject, getProject } from "~/domain/projects.server";
import { setClockOffset } from "~/infra/clock.server";
import { db } from "~/infra/db.server";
import {
  action as awardPage,
  loader as awardLoader,
} from "~/routes/applications/_app.projects_.$projectId.award.$applicationId";
import { action as applicationsPage } from "~/routes/applications/_app.projects_.$projectId.applications";
import { action as rejectPendingPage } from "~/routes/applications/_app.projects_.$projectId.reject-pending";
import { loader as cancelLoader } from "~/routes/projects/_app.projects_.$projectId.cancel";
import {
  action as withdrawPage,
  loader as withdrawLoader,
} from "~/routes/projects/_app.projects.applications.$applicationId.withdraw";
import { CLINIC_PROJECT } from "../helpers/projects";
import { args, formRequest, getRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";

const COVER = "We wired two clinics in Tempe this year and can start on Monday.";
const AFTER_WINDOW = AWARD_UNDO_WINDOW_MS + 1000;

afterEach(() => setClockOffset(0));

/** A contractor's open project with `bidders` applications; the first bids $140,300. */
async function biddedProject(bidders = 3) {
  const gc = await makeUser("general_contractor");
  const project = await createProject(gc, CLINIC_PROJECT);
  const subs = [];
  const applications = [];
  for (let i = 0; i < bidders; i++) {
    const sub = await makeUser("subcontractor", `limestone${i}_${Date.now().toString(36)}`);
    subs.push(sub);
    applications.push(
      await applyToProject(sub, { project_id: project.id, cover_letter: COVER, bid_amount_dollars: 140_300 + i }),
    );
  }
  return { gc, project, subs, applications };
}

const statuses = async (gc: Parameters<typeof listProjectApplications>[0], projectId: number) =>
  Object.fromEntries(
    (await listProjectApplications(gc, projectId)).items.map((a) => [a.id, a.status] as const),
  ) as Record<number, string>;

const emailsTo = async (ids: number[]) => await db.select().from(outbox).where(inArray(outbox.userId, ids));

describe("an award asks first and says what it will do", () => {
  it("the confirmation names the applicant, the bid and how many others are pending", async () => {
    const { gc, project, applications } = await biddedProject(3);
    const preview = await awardPreview(gc, project.id, applications[0].id);
    expect(preview.application.applicant_name).toMatch(/^limestone0_.* Electric$/);
    expect(preview.application.bid_amount).toBe("$140,300");
    expect(preview.other_pending).toBe(2);

    const page = unwrap<{ other_pending: number }>(
      await awardLoader(
        args(
          getRequest(`/projects/${project.id}/award/${applications[0].id}?sort=bid`, { cookie: await cookieFor(gc) }),
          {
            projectId: String(project.id),
            applicationId: String(applications[0].id),
          },
        ),
      ),
    );
    expect(page.data.other_pending).toBe(2);
    const stranger = await makeUser("general_contractor");
    expect((await rejection(awardPreview(stranger, project.id, applications[0].id))).kind).toBe("forbidden");
  });
});

describe("awarding", () => {
  it("telling the others rejects them; nobody hears anything until the undo window ends", async () => {
    const { gc, project, subs, applications } = await biddedProject(3);
    const cookie = await cookieFor(gc);
    const response = unwrap(
      await awardPage(
        args(
          formRequest(
            `/projects/${project.id}/award/${applications[0].id}?sort=bid&status=pending`,
            { tell_others: "on" },
            { cookie },
          ),
          {
            projectId: String(project.id),
            applicationId: String(applications[0].id),
          },
        ),
      ),
    );
    expect(response.status).toBe(302);
    // Back to the list as it was: its sort and filter, the awarded card in view.
    expect(response.headers.get("Location")).toBe(
      `/projects/${project.id}/applications?sort=bid&status=pending#application-${applications[0].id}`,
    );

    expect((await getProject(gc, project.id)).status).toBe("in_progress");
    expect(await statuses(gc, project.id)).toEqual({
      [applications[0].id]: "accepted",
      [applications[1].id]: "rejected",
      [applications[2].id]: "rejected",
    });
    // Held: not in anyone's inbox or bell, no email sent.
    for (const sub of subs) {
      expect((await listNotifications(sub)).total).toBe(0);
      expect(await countUnreadNotifications(sub.id)).toBe(0);
    }
    await drainOutbox();
    expect((await emailsTo(subs.map((s) => s.id))).map((e) => e.state)).toEqual(["pending", "pending", "pending"]);

    // The window ends: the winner hears they won, the others that the project was awarded, by email too.
    setClockOffset(AFTER_WINDOW);
    expect((await listNotifications(subs[0])).notifications.map((n) => n.title)).toEqual([
      `Your application to "${CLINIC_PROJECT.title}" was accepted`,
    ]);
    expect((await listNotifications(subs[1])).notifications.map((n) => n.title)).toEqual([
      `"${CLINIC_PROJECT.title}" has been awarded`,
    ]);
    expect(await countUnreadNotifications(subs[2].id)).toBe(1);
    await drainOutbox();
    const sent = await emailsTo(subs.map((s) => s.id));
    expect(sent.map((e) => e.state)).toEqual(["sent", "sent", "sent"]);
    expect(sent.find((e) => e.userId === subs[1].id)?.subject).toContain("has been awarded");
  });

  it("without telling the others, they stay pending and hear nothing", async () => {
    const { gc, project, subs, applications } = await biddedProject(3);
    const award = await awardApplication(gc, project.id, applications[1].id, { tellOthers: false });
    expect(award.rejected).toBe(0);
    expect(await statuses(gc, project.id)).toEqual({
      [applications[0].id]: "pending",
      [applications[1].id]: "accepted",
      [applications[2].id]: "pending",
    });
    setClockOffset(AFTER_WINDOW);
    expect((await listNotifications(subs[0])).total).toBe(0);
    expect((await listNotifications(subs[2])).total).toBe(0);
    expect((await listNotifications(subs[1])).total).toBe(1);
  });

  it("a decided application cannot be awarded", async () => {
    const { gc, project, applications } = await biddedProject(2);
    await awardApplication(gc, project.id, applications[0].id, { tellOthers: true });
    expect((await rejection(awardApplication(gc, project.id, applications[1].id, { tellOthers: true }))).kind).toBe(
      "conflict",
    );
  });
});

describe("undo", () => {
  it("inside the window puts everything back and no notification or email ever goes", async () => {
    const { gc, project, subs, applications } = await biddedProject(3);
    const award = await awardApplication(gc, project.id, applications[0].id, { tellOthers: true });
    expect((await undoableAward(gc, project.id))?.id).toBe(award.id);

    const response = unwrap(
      await applicationsPage(
        args(
          formRequest(
            `/projects/${project.id}/applications?sort=bid`,
            { intent: "undo_award", award_id: String(award.id) },
            { cookie: await cookieFor(gc) },
          ),
          { projectId: String(project.id) },
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/projects/${project.id}/applications?sort=bid`);

    expect((await getProject(gc, project.id)).status).toBe("open");
    expect(Object.values(await statuses(gc, project.id))).toEqual(["pending", "pending", "pending"]);
    expect(await undoableAward(gc, project.id)).toBeNull();
    setClockOffset(AFTER_WINDOW);
    await drainOutbox();
    expect(await emailsTo(subs.map((s) => s.id))).toEqual([]);
    for (const sub of subs) expect((await listNotifications(sub)).total).toBe(0);
    expect(
      await db
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/projects/${project.id}`)),
    ).toEqual([]);
    // Awarding again works as the first time.
    await awardApplication(gc, project.id, applications[2].id, { tellOthers: false });
    expect((await getProject(gc, project.id)).status).toBe("in_progress");
  });

  it("after the window is refused with 409 and an honest message; the award stands", async () => {
    const { gc, project, subs, applications } = await biddedProject(2);
    const award = await awardApplication(gc, project.id, applications[0].id, { tellOthers: true });
    setClockOffset(AFTER_WINDOW);
    expect(await undoableAward(gc, project.id)).toBeNull();
    const response = unwrap<{ result: { error: Record<string, string[]> } }>(
      await applicationsPage(
        args(
          formRequest(
            `/projects/${project.id}/applications`,
            { intent: "undo_award", award_id: String(award.id) },
            { cookie: await cookieFor(gc) },
          ),
          { projectId: String(project.id) },
        ),
      ),
    );
    expect(response.status).toBe(409);
    expect(response.data.result.error[""]).toEqual([expect.stringMatching(/^Too late to undo/)]);
    expect((await getProject(gc, project.id)).status).toBe("in_progress");
    expect((await listNotifications(subs[1])).total).toBe(1);
    // Only the owner may undo, even inside a window.
    setClockOffset(0);
    const { gc: other, project: p2, applications: a2 } = await biddedProject(1);
    const award2 = await awardApplication(other, p2.id, a2[0].id, { tellOthers: true });
    expect((await rejection(undoAward(gc, p2.id, award2.id))).kind).toBe("forbidden");
  });
});

describe("the other confirmations say what they will do", () => {
  it("Reject all pending rejects every pending application and keeps the list's query", async () => {
    const { gc, project, applications } = await biddedProject(3);
    const response = unwrap(
      await rejectPendingPage(
        args(formRequest(`/projects/${project.id}/reject-pending?sort=rating`, {}, { cookie: await cookieFor(gc) }), {
          projectId: String(project.id),
        }),
      ),
    );
    expect(response.headers.get("Location")).toBe(`/projects/${project.id}/applications?sort=rating`);
    expect(Object.values(await statuses(gc, project.id))).toEqual(["rejected", "rejected", "rejected"]);
    expect(applications).toHaveLength(3);
  });

  it("Cancel project counts who will be told", async () => {
    const { gc, project } = await biddedProject(2);
    const page = unwrap<{ told: number }>(
      await cancelLoader(
        args(getRequest(`/projects/${project.id}/cancel`, { cookie: await cookieFor(gc) }), {
          projectId: String(project.id),
        }),
      ),
    );
    expect(page.data.told).toBe(2);
  });

  it("Withdraw asks first with the project and bid; only the applicant may, and it removes the application", async () => {
    const { gc, project, subs, applications } = await biddedProject(1);
    const path = `/projects/applications/${applications[0].id}/withdraw`;
    const params = { applicationId: String(applications[0].id) };
    const page = unwrap<{ application: { bid_amount: string; project: { title: string } } }>(
      await withdrawLoader(args(getRequest(path, { cookie: await cookieFor(subs[0]) }), params)),
    );
    expect(page.data.application).toMatchObject({ bid_amount: "$140,300", project: { title: CLINIC_PROJECT.title } });
    const other = await makeUser();
    await expect(
      withdrawLoader(args(getRequest(path, { cookie: await cookieFor(other) }), params)),
    ).rejects.toMatchObject({
      status: 404,
    });
    const done = unwrap(await withdrawPage(args(formRequest(path, {}, { cookie: await cookieFor(subs[0]) }), params)));
    expect(done.headers.get("Location")).toBe("/projects?tab=applications");
    expect((await listProjectApplications(gc, project.id)).items).toEqual([]);
  });
});
