import { eq } from "drizzle-orm";

import { bidScopeLines, projectApplications, projects } from "../../db/schema";
import { CLINIC_PROJECT } from "../helpers/projects";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";
import { SCOPE_ITEMS_MAX } from "~/constants";
import { applyToProject } from "~/domain/applications.server";
import { projectScope, replaceScope, scopeAnswerCounts } from "~/domain/bid-scope.server";
import { createProject, getProject, updateProject } from "~/domain/projects.server";
import { setTimeZone } from "~/domain/settings.server";
import { db, first } from "~/infra/db.server";
import { action as scopeApi, loader as scopeGetApi } from "~/routes/bids/api.projects.$id.scope";
import { action as projectsApi } from "~/routes/projects/api.projects";
import { action as patchApi, loader as projectApi } from "~/routes/projects/api.projects.$id";
import { action as postPage } from "~/routes/projects/_app.projects.new";
import { action as editPage } from "~/routes/projects/_app.projects_.$projectId.edit";
import { action as scopePage } from "~/routes/bids/_app.projects_.$projectId_.scope";

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
/** A whole-minute instant (due dates are kept to the minute). */
const dueIn = (days: number) => new Date(Math.floor(inDays(days).getTime() / 60_000) * 60_000).toISOString();

async function bidOn(projectId: number) {
  const sub = await makeUser();
  await applyToProject(sub, { project_id: projectId, cover_letter: "Twenty years of clinic electrical work." });
  return sub;
}

async function api(
  route: typeof scopeApi,
  path: string,
  user: { id: number },
  body: unknown,
  { method = "PUT", id }: { method?: string; id: number },
) {
  const response = (await route(
    args(jsonRequest(path, body, { method, cookie: await cookieFor(user) }), { id: String(id) }),
  )) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the bid window of a project", () => {
  it("is optional: a project posted without it has none, and says so in its bid_window", async () => {
    const gc = await makeUser("general_contractor");
    const project = await createProject(gc, CLINIC_PROJECT);
    expect(project.bid_window).toMatchObject({
      due_at: null,
      sealed: false,
      late_bids_allowed: false,
      accepting: true,
    });
  });

  it("takes a due date, sealed and late bids through POST and PATCH /api/projects", async () => {
    const gc = await makeUser("general_contractor");
    const due = dueIn(3);
    const posted = (await projectsApi(
      args(
        jsonRequest(
          "/api/projects",
          { ...CLINIC_PROJECT, bids_due_at: due, bids_sealed: true },
          { cookie: await cookieFor(gc) },
        ),
      ),
    )) as Response;
    expect(posted.status).toBe(201);
    const body = (await posted.json()) as { id: number; bid_window: Record<string, unknown> };
    expect(body.bid_window).toMatchObject({ due_at: due, sealed: true, amounts_sealed: true, past_due: false });
    const patched = await api(
      patchApi,
      `/api/projects/${body.id}`,
      gc,
      { late_bids_allowed: true },
      { method: "PATCH", id: body.id },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.bid_window).toMatchObject({ due_at: due, sealed: true, late_bids_allowed: true });
  });

  it("refuses sealed bidding without a due date, and a new due date in the past", async () => {
    const gc = await makeUser("general_contractor");
    const sealed = await rejection(createProject(gc, { ...CLINIC_PROJECT, bids_sealed: true }));
    expect(sealed).toMatchObject({ kind: "invalid", message: "A sealed bid needs a due date" });
    const past = await rejection(createProject(gc, { ...CLINIC_PROJECT, bids_due_at: dueIn(-1) }));
    expect(past).toMatchObject({ kind: "invalid", message: "The bid due date must be in the future" });
    const project = await createProject(gc, { ...CLINIC_PROJECT, bids_due_at: dueIn(2), bids_sealed: true });
    const cleared = await api(
      patchApi,
      `/api/projects/${project.id}`,
      gc,
      { bids_due_at: null },
      { method: "PATCH", id: project.id },
    );
    expect(cleared).toMatchObject({
      status: 400,
      body: { message: "A sealed bid needs a due date", errors: { bids_due_at: ["A sealed bid needs a due date"] } },
    });
    const bad = await api(
      patchApi,
      `/api/projects/${project.id}`,
      gc,
      { bids_due_at: "Friday" },
      {
        method: "PATCH",
        id: project.id,
      },
    );
    expect(bad.status).toBe(400);
  });

  it("keeps a sealed project with bids sealed, its due date moving only later; a move clears the reminders", async () => {
    const gc = await makeUser("general_contractor");
    const due = dueIn(4);
    const project = await createProject(gc, { ...CLINIC_PROJECT, bids_due_at: due, bids_sealed: true });
    // Before any bid, the owner may still move the date earlier.
    await updateProject(gc, project.id, { bids_due_at: dueIn(3) });
    await bidOn(project.id);
    const earlier = await rejection(updateProject(gc, project.id, { bids_due_at: dueIn(2) }));
    expect(earlier).toMatchObject({
      kind: "conflict",
      message: "Bids are in: a sealed project's due date can only move later",
    });
    const unseal = await rejection(updateProject(gc, project.id, { bids_sealed: false }));
    expect(unseal).toMatchObject({ kind: "conflict", message: "Bids are in: a sealed project stays sealed" });
    await db
      .update(projects)
      .set({ bidReminder48At: new Date(), bidReminder24At: new Date(), bidsOpenedNoticeAt: new Date() })
      .where(eq(projects.id, project.id));
    // Another field's edit leaves the reminders alone; a later date clears them.
    await updateProject(gc, project.id, { title: "Clinic TI, phase 1" });
    expect((await reminders(project.id))?.bidReminder48At).not.toBeNull();
    const later = dueIn(6);
    expect((await updateProject(gc, project.id, { bids_due_at: later })).bid_window.due_at).toBe(later);
    expect(await reminders(project.id)).toEqual({
      bidReminder48At: null,
      bidReminder24At: null,
      bidsOpenedNoticeAt: null,
    });
  });

  it("reads the post form's date and time on the owner's clocks, and shows the edit form's refusals", async () => {
    const gc = await makeUser("general_contractor");
    await setTimeZone(gc, "America/New_York");
    const year = new Date().getUTCFullYear() + 1;
    const response = await postPage(
      args(
        formRequest(
          "/projects/new?intent=post",
          {
            ...CLINIC_PROJECT,
            bids_due_date: `${year}-01-15`,
            bids_due_time: "14:00",
            bids_sealed: "on",
            scope_items: "Rough-in\n\n  Fixtures  \nPermits and inspections",
            alternates: "Add: LED fixtures in the lobby",
          },
          { cookie: await cookieFor(gc) },
        ),
      ),
    );
    expect(unwrap(response).status).toBe(302);
    const id = Number(/projectId=(\d+)/.exec(unwrap(response).headers.get("Location") ?? "")?.[1]);
    const project = await getProject(gc, id);
    // 2 PM in New York in January is 19:00 UTC.
    expect(project.bid_window).toMatchObject({ due_at: `${year}-01-15T19:00:00.000Z`, sealed: true });
    const scope = await projectScope(gc, id);
    expect(scope.items.map((i) => i.title)).toEqual(["Rough-in", "Fixtures", "Permits and inspections"]);
    expect(scope.alternates.map((i) => i.title)).toEqual(["Add: LED fixtures in the lobby"]);

    const edit = (fields: Record<string, string>) =>
      cookieFor(gc).then((cookie) =>
        editPage(
          args(formRequest(`/projects/${id}/edit?intent=save`, { ...CLINIC_PROJECT, ...fields }, { cookie }), {
            projectId: String(id),
          }),
        ),
      );
    const unsealedNoDate = unwrap<{ result: { error: Record<string, string[]> } }>(await edit({ bids_sealed: "on" }));
    expect(unsealedNoDate.status).toBe(400);
    expect(unsealedNoDate.data.result.error.bids_due_at).toEqual(["A sealed bid needs a due date"]);
    const timeOnly = unwrap<{ result: { error: Record<string, string[]> } }>(await edit({ bids_due_time: "10:00" }));
    expect(timeOnly.data.result.error.bids_due_date).toEqual(["Enter the date bids are due"]);
  });
});

async function reminders(projectId: number) {
  return await first(
    db
      .select({
        bidReminder48At: projects.bidReminder48At,
        bidReminder24At: projects.bidReminder24At,
        bidsOpenedNoticeAt: projects.bidsOpenedNoticeAt,
      })
      .from(projects)
      .where(eq(projects.id, projectId))
      .limit(1),
  );
}

describe("the scope checklist", () => {
  it("is replaced by the owner, keeping the rows sent with their id and the bids' answers to them", async () => {
    const gc = await makeUser("general_contractor");
    const project = await createProject(gc, CLINIC_PROJECT);
    const first = await replaceScope(gc, project.id, {
      items: [
        { title: "Rough-in", csi_division: "26" },
        { title: "Fixtures", csi_division: null },
      ],
      alternates: [{ title: "Add: LED fixtures in the lobby", csi_division: null }],
    });
    expect(first.items[0]).toMatchObject({ kind: "item", position: 0, title: "Rough-in", csi_label: "26 Electrical" });
    const [roughIn, fixtures] = first.items;
    const sub = await bidOn(project.id);
    // The bid form is another part of bid day; its answers are rows like these.
    const [application] = await db
      .select({ id: projectApplications.id })
      .from(projectApplications)
      .where(eq(projectApplications.applicantId, sub.id));
    const appId = application.id;
    await db.insert(bidScopeLines).values([
      { applicationId: appId, scopeItemId: roughIn.id, state: "included" },
      { applicationId: appId, scopeItemId: fixtures.id, state: "excluded" },
    ]);
    expect(await scopeAnswerCounts(gc, project.id)).toEqual({ [roughIn.id]: 1, [fixtures.id]: 1 });

    const second = await replaceScope(gc, project.id, {
      items: [
        { title: "Permits and inspections", csi_division: "01" },
        { id: roughIn.id, title: "Rough-in and trim", csi_division: "26" },
      ],
      alternates: [],
    });
    expect(second.items.map((i) => [i.title, i.position])).toEqual([
      ["Permits and inspections", 0],
      ["Rough-in and trim", 1],
    ]);
    expect(second.items[1].id).toBe(roughIn.id);
    expect(second.alternates).toEqual([]);
    const answers = await db.select().from(bidScopeLines).where(eq(bidScopeLines.applicationId, appId));
    expect(answers.map((a) => a.scopeItemId)).toEqual([roughIn.id]);
  });

  it("refuses another project's row and more than the maximum", async () => {
    const gc = await makeUser("general_contractor");
    const [a, b] = [await createProject(gc, CLINIC_PROJECT), await createProject(gc, CLINIC_PROJECT)];
    const other = await replaceScope(gc, b.id, { items: [{ title: "Rough-in", csi_division: null }], alternates: [] });
    const foreign = await rejection(
      replaceScope(gc, a.id, {
        items: [{ id: other.items[0].id, title: "Rough-in", csi_division: null }],
        alternates: [],
      }),
    );
    expect(foreign.kind).toBe("invalid");
    const many = Array.from({ length: SCOPE_ITEMS_MAX + 1 }, (_, i) => ({ title: `Item ${i}`, csi_division: null }));
    expect((await rejection(replaceScope(gc, a.id, { items: many, alternates: [] }))).kind).toBe("invalid");
  });

  it("answers GET and PUT /api/projects/{id}/scope with 400, 403 and 404 where due", async () => {
    const [gc, otherGc, sub] = [
      await makeUser("general_contractor"),
      await makeUser("general_contractor"),
      await makeUser(),
    ];
    const project = await createProject(gc, CLINIC_PROJECT);
    const path = `/api/projects/${project.id}/scope`;
    const put = await api(
      scopeApi,
      path,
      gc,
      { items: [{ title: "Rough-in", csi_division: "26" }], alternates: [{ title: "Add: generator" }] },
      { id: project.id },
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      items: [{ title: "Rough-in", csi_division: "26", csi_label: "26 Electrical", kind: "item" }],
      alternates: [{ title: "Add: generator", csi_division: null, kind: "alternate" }],
    });

    const read = (await scopeGetApi(
      args(getRequest(path, { cookie: await cookieFor(sub) }), { id: String(project.id) }),
    )) as Response;
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(put.body);
    const detail = (await projectApi(
      args(getRequest(`/api/projects/${project.id}`, { cookie: await cookieFor(sub) }), { id: String(project.id) }),
    )) as Response;
    expect(await detail.json()).toMatchObject({ id: project.id, scope: put.body, bid_window: { due_at: null } });

    const short = await api(scopeApi, path, gc, { items: [{ title: "x" }] }, { id: project.id });
    expect(short).toMatchObject({
      status: 400,
      body: { errors: { "items.0.title": [expect.stringMatching(/2 to 200/)] } },
    });
    const reserved = await api(
      scopeApi,
      path,
      gc,
      { items: [{ title: "Rough-in", csi_division: "15" }] },
      {
        id: project.id,
      },
    );
    expect(reserved).toMatchObject({ status: 400, body: { message: "Choose a CSI division from the list" } });
    expect((await api(scopeApi, path, otherGc, { items: [] }, { id: project.id })).status).toBe(403);
    expect((await api(scopeApi, path, sub, { items: [] }, { id: project.id })).status).toBe(403);
    expect((await api(scopeApi, "/api/projects/999999/scope", gc, { items: [] }, { id: 999999 })).status).toBe(404);
    const missing = (await scopeGetApi(
      args(getRequest("/api/projects/999999/scope", { cookie: await cookieFor(gc) }), { id: "999999" }),
    )) as Response;
    expect(missing.status).toBe(404);
  });
});

describe("the scope page (/projects/:id/scope)", () => {
  it("adds, moves and removes rows as typed without saving, then saves them; only the owner", async () => {
    const [gc, otherGc] = [await makeUser("general_contractor"), await makeUser("general_contractor")];
    const project = await createProject(gc, CLINIC_PROJECT);
    const saved = await replaceScope(gc, project.id, {
      items: [
        { title: "Rough-in", csi_division: null },
        { title: "Fixtures", csi_division: null },
      ],
      alternates: [],
    });
    const [roughIn, fixtures] = saved.items;
    const cookie = await cookieFor(gc);
    const post = async (fields: Record<string, string>, who = cookie) =>
      unwrap<{ draft: { rows: { title: string; key: string }[]; removed: number[] } }>(
        await scopePage(
          args(formRequest(`/projects/${project.id}/scope`, fields, { cookie: who }), {
            projectId: String(project.id),
          }),
        ).catch((e: unknown) => e),
      );
    const typed = {
      "rows[0].key": `id${roughIn.id}`,
      "rows[0].id": String(roughIn.id),
      "rows[0].kind": "item",
      "rows[0].title": "Rough-in (typed)",
      "rows[0].csi_division": "26",
      "rows[1].key": `id${fixtures.id}`,
      "rows[1].id": String(fixtures.id),
      "rows[1].kind": "item",
      "rows[1].title": "Fixtures",
      "rows[1].csi_division": "",
    };
    const added = await post({ ...typed, intent: "add:alternate" });
    expect(added.data.draft.rows.map((r) => r.title)).toEqual(["Rough-in (typed)", "Fixtures", ""]);
    const moved = await post({ ...typed, intent: "up:1" });
    expect(moved.data.draft.rows.map((r) => r.title)).toEqual(["Fixtures", "Rough-in (typed)"]);
    const removed = await post({ ...typed, intent: "remove:1" });
    expect(removed.data.draft).toMatchObject({ rows: [{ title: "Rough-in (typed)" }], removed: [fixtures.id] });
    expect((await projectScope(gc, project.id)).items).toHaveLength(2);

    const empty = await post({ ...typed, "rows[1].title": "x", intent: "save" });
    expect(empty.status).toBe(400);
    const done = await post({
      "rows[0].key": `id${roughIn.id}`,
      "rows[0].id": String(roughIn.id),
      "rows[0].kind": "item",
      "rows[0].title": "Rough-in (typed)",
      "rows[0].csi_division": "26",
      removed: String(fixtures.id),
      intent: "save",
    });
    expect(done.status).toBe(302);
    expect((await projectScope(gc, project.id)).items).toMatchObject([
      { id: roughIn.id, title: "Rough-in (typed)", csi_label: "26 Electrical" },
    ]);
    const stranger = await post({ ...typed, intent: "save" }, await cookieFor(otherGc));
    expect(stranger.status).toBe(403);
  });
});
