import { eq } from "drizzle-orm";

import { auditLog, contactMessages, projects } from "../../db/schema";
import { FREE_ACTIVE_PROJECT_LIMIT, TRIAL_DAYS } from "~/constants";
import { listContactMessages, submitContactMessage } from "~/domain/contact.server";
import { planStatus, saveBranding, setPlan, shownBranding, startTrial } from "~/domain/plans.server";
import type { Viewer } from "~/domain/privacy.server";
import { createProject, updateProject } from "~/domain/projects.server";
import { setClockOffset } from "~/infra/clock.server";
import { db, first } from "~/infra/db.server";
import { action as projectsApi, loader as browseApi } from "~/routes/projects/api.projects";
import { action as settingsAction, loader as settingsLoader } from "~/routes/account/_app.settings";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { CLINIC_PROJECT } from "../helpers/projects";
import { cookieFor, makeUser, rejection } from "../helpers/world";

const DAY_MS = 24 * 60 * 60 * 1000;
const post = (gc: Viewer, title: string) => createProject(gc, { ...CLINIC_PROJECT, title });
const activeCount = async (id: number) => (await db.select().from(projects).where(eq(projects.creatorId, id))).length;

async function postThroughApi(gc: { id: number }, title: string) {
  const response = (await projectsApi(
    args(jsonRequest("/api/projects", { ...CLINIC_PROJECT, title }, { cookie: await cookieFor(gc) })),
  )) as Response;
  return { status: response.status, body: await response.json() };
}

afterEach(() => setClockOffset(0));

describe("the Free plan's limit of active postings", () => {
  it("refuses a Free contractor's fourth active posting, page and API, with the way forward", async () => {
    const gc = await makeUser("general_contractor");
    for (let i = 1; i <= FREE_ACTIVE_PROJECT_LIMIT; i++) await post(gc, `Job ${i}`);
    const refused = await rejection(post(gc, "Job 4"));
    expect(refused.kind).toBe("forbidden");
    expect(refused.message).toBe(
      "Free plans can have 3 active projects. Start a Pro trial or complete a project to post another.",
    );
    const api = await postThroughApi(gc, "Job 4 by API");
    expect(api.status).toBe(403);
    expect(api.body).toEqual({
      message: "Free plans can have 3 active projects. Start a Pro trial or complete a project to post another.",
    });
    expect(await activeCount(gc.id)).toBe(3);
  });

  it("counts open and in-progress projects only: a completed or canceled one makes room", async () => {
    const gc = await makeUser("general_contractor");
    const first = await post(gc, "Job 1");
    const second = await post(gc, "Job 2");
    await post(gc, "Job 3");
    await updateProject(gc, first.id, { status: "in_progress" });
    expect((await rejection(post(gc, "Job 4"))).kind).toBe("forbidden");
    await updateProject(gc, second.id, { status: "canceled" });
    expect((await post(gc, "Job 4")).status).toBe("open");
    await updateProject(gc, first.id, { status: "completed" });
    expect((await post(gc, "Job 5")).status).toBe("open");
    expect((await rejection(post(gc, "Job 6"))).kind).toBe("forbidden");
  });
});

describe("the Pro trial", () => {
  it("starts once from Settings, lifts the limit for 14 days, then ends back on Free with nothing deleted", async () => {
    const gc = await makeUser("general_contractor");
    for (let i = 1; i <= 3; i++) await post(gc, `Job ${i}`);
    const cookie = await cookieFor(gc);

    const started = unwrap(await settingsAction(args(formRequest("/settings?tab=plan&intent=trial", {}, { cookie }))));
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toBe("/settings?tab=plan");
    const plan = await planStatus(gc);
    expect(plan).toMatchObject({ plan: "free", effective: "pro", label: "Pro trial", trial_available: false });
    expect(plan.trial?.days_left).toBe(TRIAL_DAYS);
    const page = unwrap<{ plan: { trial: { days_left: number } } }>(
      await settingsLoader(args(getRequest("/settings?tab=plan", { cookie }))),
    );
    expect(page.data.plan.trial.days_left).toBe(14);

    await post(gc, "Job 4 on the trial");
    expect((await postThroughApi(gc, "Job 5 on the trial")).status).toBe(201);

    // Once per account: a second start is refused, as a page form and in the domain.
    const again = unwrap<{ result: { error: Record<string, string[]> } }>(
      await settingsAction(args(formRequest("/settings?tab=plan&intent=trial", {}, { cookie }))),
    );
    expect(again.status).toBe(409);
    expect(again.data.result.error[""]).toEqual([
      "You have already used your Pro trial. Contact sales to stay on Pro.",
    ]);

    setClockOffset(10 * DAY_MS);
    expect((await planStatus(gc)).trial?.days_left).toBe(4);

    setClockOffset(TRIAL_DAYS * DAY_MS + 1);
    expect(await planStatus(gc)).toMatchObject({
      effective: "free",
      trial: null,
      trial_used: true,
      trial_available: false,
    });
    expect(await activeCount(gc.id)).toBe(5);
    const after = await rejection(post(gc, "Job 6 after the trial"));
    expect(after.message).toBe(
      "Free plans can have 3 active projects. Complete or cancel a project to post another, or contact sales for Pro.",
    );
    expect((await rejection(startTrial(gc))).kind).toBe("conflict");
  });

  it("is for business accounts on Free: not for admins, not again on Pro", async () => {
    const admin = await makeUser("admin");
    expect((await rejection(startTrial(admin))).kind).toBe("forbidden");
    const sub = await makeUser("subcontractor");
    await setPlan(admin, sub.id, "pro");
    expect((await rejection(startTrial(sub))).message).toBe("Your account is already on Pro.");
  });
});

describe("plans an admin grants", () => {
  it("sets Pro or Enterprise (audited), which lifts the limit; back to Free keeps every project", async () => {
    const admin = await makeUser("admin");
    const gc = await makeUser("general_contractor");
    for (let i = 1; i <= 3; i++) await post(gc, `Job ${i}`);
    await setPlan(admin, gc.id, "enterprise");
    await post(gc, "Job 4");
    expect(await planStatus(gc)).toMatchObject({ plan: "enterprise", effective: "enterprise", label: "Enterprise" });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "user.plan"));
    expect(audit.at(-1)).toMatchObject({ actorId: admin.id, targetId: gc.id });
    expect(JSON.parse(audit.at(-1)!.details!)).toEqual({ from: "free", to: "enterprise" });
    await setPlan(admin, gc.id, "free");
    expect(await activeCount(gc.id)).toBe(4);
    expect((await rejection(post(gc, "Job 5"))).kind).toBe("forbidden");
    expect((await rejection(setPlan(gc, admin.id, "pro"))).kind).toBe("forbidden");
    expect((await rejection(setPlan(admin, admin.id, "pro"))).kind).toBe("not_found");
  });
});

describe("Pro features", () => {
  it("advanced filters (budget, posted within) are Pro: a clear 403 for Free, results for Pro", async () => {
    const admin = await makeUser("admin");
    const gc = await makeUser("general_contractor");
    const sub = await makeUser("subcontractor");
    const fresh = await post(gc, "Fresh zebra job");
    const cookie = await cookieFor(sub);
    const browse = async (query: string) => {
      const response = (await browseApi(args(getRequest(`/api/projects?q=zebra&${query}`, { cookie })))) as Response;
      return { status: response.status, body: await response.json() };
    };
    expect((await browse("trade=Electrical")).status).toBe(200);
    expect(await browse("posted_within=7")).toEqual({
      status: 403,
      body: { message: "Budget and posted-within filters are Pro features. Start a Pro trial to use them." },
    });
    expect((await browse("budget=%2425%2C000%20-%20%2450%2C000")).status).toBe(403);
    await setPlan(admin, sub.id, "pro");
    expect((await browse("posted_within=7")).body.items.map((p: { id: number }) => p.id)).toEqual([fresh.id]);
    setClockOffset(8 * DAY_MS);
    expect((await browse("posted_within=7")).body.items).toEqual([]);
    expect((await browse("posted_within=30")).body.items).toHaveLength(1);
  });

  it("branding is Pro only, checked for contrast, and hidden (not deleted) when the plan ends", async () => {
    const admin = await makeUser("admin");
    const sub = await makeUser("subcontractor");
    expect((await rejection(saveBranding(sub, { brand_color: "#2563eb" }))).kind).toBe("forbidden");
    await setPlan(admin, sub.id, "pro");
    await saveBranding(sub, { brand_color: "#2563EB", brand_tagline: "Wired right the first time" });
    expect(await shownBranding(sub)).toEqual({ color: "#2563eb", tagline: "Wired right the first time" });
    await setPlan(admin, sub.id, "free");
    expect(await shownBranding(sub)).toBeNull();
    await setPlan(admin, sub.id, "pro");
    expect((await shownBranding(sub))?.tagline).toBe("Wired right the first time");

    const cookie = await cookieFor(sub);
    const tooLight = unwrap<{ result: { error: Record<string, string[]> } }>(
      await settingsAction(
        args(formRequest("/settings?tab=plan&intent=branding", { brand_color: "#ffff00" }, { cookie })),
      ),
    );
    expect(tooLight.status).toBe(400);
    expect(tooLight.data.result.error.brand_color?.[0]).toMatch(/would not stand out/);
    const notHex = unwrap<{ result: { error: Record<string, string[]> } }>(
      await settingsAction(
        args(formRequest("/settings?tab=plan&intent=branding", { brand_color: "blue" }, { cookie })),
      ),
    );
    expect(notHex.data.result.error.brand_color).toEqual(["Enter the colour as #rrggbb, for example #2563eb"]);
  });

  it("priority support: a Pro sender's open message leads the admin's inbox, labelled, with the sender linked", async () => {
    const admin = await makeUser("admin");
    const pro = await makeUser("general_contractor");
    await setPlan(admin, pro.id, "pro");
    const message = {
      name: "Pat",
      email: "pat@example.com",
      subject: "support" as const,
      message: "The schedule page does not load on my tablet.",
    };
    const fromPro = await submitContactMessage(message, pro);
    await submitContactMessage({ ...message, name: "Anonymous visitor" });
    await submitContactMessage({ ...message, name: "A Free member" }, await makeUser("subcontractor"));
    const inbox = (await listContactMessages(admin)).items;
    expect(inbox[0]).toMatchObject({ id: fromPro.id, priority: true });
    const stored = await first(db.select().from(contactMessages).where(eq(contactMessages.id, fromPro.id)).limit(1));
    expect(stored).toMatchObject({ userId: pro.id, priority: true });
    expect(inbox.slice(1, 3).map((m) => [m.name, m.priority])).toEqual([
      ["A Free member", false],
      ["Anonymous visitor", false],
    ]);
  });
});
