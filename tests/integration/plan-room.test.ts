/**
 * The plan room list (listPlanRoom and GET /api/projects/{id}/documents): every access rule from each viewer's
 * side, the grouping by category with the current version, the preview progress and the access setting, which
 * a client of the base API never has to send.
 */
import { eq } from "drizzle-orm";

import { projects } from "../../db/schema";
import { DOCUMENT_ACCESS_LABELS, PLAN_PROJECT_MAX_BYTES } from "~/constants";
import { applyToProject } from "~/domain/applications.server";
import { declineInvitation, inviteToBid } from "~/domain/invitations.server";
import {
  PLAN_ROOM_BIDDERS_ONLY,
  PLAN_ROOM_OTHER_CONTRACTOR,
  PLAN_ROOM_OWNER_ONLY,
} from "~/domain/plan-room-access.server";
import { listPlanRoom, planRoomLinkFor } from "~/domain/plan-room.server";
import { createProject, type ProjectView } from "~/domain/projects.server";
import { db, first } from "~/infra/db.server";
import { loader as documentsApi } from "~/routes/documents/api.projects.$id.documents";
import {
  action as planRoomAction,
  loader as planRoomPage,
} from "~/routes/documents/_app.projects_.$projectId_.documents._index";
import { action as newProjectPage } from "~/routes/projects/_app.projects.new";
import { action as editProjectPage } from "~/routes/projects/_app.projects_.$projectId.edit";
import { action as projectsApi } from "~/routes/projects/api.projects";
import { action as projectApi, loader as projectApiGet } from "~/routes/projects/api.projects.$id";
import { CLINIC_PROJECT } from "../helpers/projects";
import { addDocumentRow } from "../helpers/plan-room";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";

type Person = Awaited<ReturnType<typeof makeUser>>;

async function apiAs(viewer: Person | null, projectId: number) {
  const cookie = viewer ? await cookieFor(viewer) : null;
  const response = (await documentsApi(
    args(getRequest(`/api/projects/${projectId}/documents`, { cookie }), { id: String(projectId) }),
  )) as Response;
  return { status: response.status, body: await response.json() };
}

/** A project with its owner, an admin, an invited sub, a declined invitee, an applicant, a stranger sub, another GC. */
async function world() {
  const [owner, admin, invited, declined, applicant, stranger, otherGc] = [
    await makeUser("general_contractor"),
    await makeUser("admin"),
    await makeUser("subcontractor"),
    await makeUser("subcontractor"),
    await makeUser("subcontractor"),
    await makeUser("subcontractor"),
    await makeUser("general_contractor"),
  ];
  const project = await createProject(owner, CLINIC_PROJECT);
  await inviteToBid(owner, project.id, { subcontractor_id: invited.id });
  const refused = await inviteToBid(owner, project.id, { subcontractor_id: declined.id });
  await declineInvitation(declined, refused.id);
  await applyToProject(applicant, { project_id: project.id, cover_letter: "We wired three clinics last year." });
  await addDocumentRow(project, { title: "Architectural set", sheetLabels: ["A-101", "A-102", "A-103"] });
  return { project, owner, admin, invited, declined, applicant, stranger, otherGc };
}

describe("who may open the plan room", () => {
  it("the owner manages it; an admin, an invited sub and an applicant read it, in the page's domain call and the API", async () => {
    const w = await world();
    const asOwner = await listPlanRoom(w.owner, w.project.id);
    expect(asOwner.can.manage).toBe(true);
    expect(asOwner.storage).toEqual({ used: 1000, limit: PLAN_PROJECT_MAX_BYTES });
    for (const reader of [w.admin, w.invited, w.applicant]) {
      const room = await listPlanRoom(reader, w.project.id);
      expect(room.can.manage).toBe(false);
      expect(room.storage).toBeNull();
      expect(room.document_count).toBe(1);
      const api = await apiAs(reader, w.project.id);
      expect(api.status).toBe(200);
      expect(api.body.categories[0].documents[0].title).toBe("Architectural set");
    }
    expect((await apiAs(w.owner, w.project.id)).body.can.manage).toBe(true);
  });

  it("a declined invitee, a stranger sub and another contractor get 403 with the reason", async () => {
    const w = await world();
    for (const [viewer, reason] of [
      [w.declined, PLAN_ROOM_BIDDERS_ONLY],
      [w.stranger, PLAN_ROOM_BIDDERS_ONLY],
      [w.otherGc, PLAN_ROOM_OTHER_CONTRACTOR],
    ] as const) {
      const error = await rejection(Promise.resolve().then(async () => await listPlanRoom(viewer, w.project.id)));
      expect(error).toMatchObject({ kind: "forbidden", message: reason });
      expect(await apiAs(viewer, w.project.id)).toEqual({ status: 403, body: { message: reason } });
      expect(await planRoomLinkFor(viewer, w.project.id)).toBeNull();
    }
  });

  it("signed out is 401; an unknown project is 404", async () => {
    const w = await world();
    expect((await apiAs(null, w.project.id)).status).toBe(401);
    await expect(Promise.resolve().then(async () => await listPlanRoom(null, w.project.id))).rejects.toMatchObject({
      kind: "unauthorized",
    });
    expect((await apiAs(w.owner, 999_999)).status).toBe(404);
  });

  it("'every signed-in subcontractor' opens it to any sub, never to another contractor", async () => {
    const w = await world();
    const patch = await projectApi(
      args(
        jsonRequest(
          `/api/projects/${w.project.id}`,
          { documents_access: "subcontractors" },
          { method: "PATCH", cookie: await cookieFor(w.owner) },
        ),
        { id: String(w.project.id) },
      ),
    );
    expect(((await (patch as Response).json()) as ProjectView).documents_access).toBe("subcontractors");
    expect((await apiAs(w.stranger, w.project.id)).status).toBe(200);
    expect((await apiAs(w.declined, w.project.id)).status).toBe(200);
    expect((await apiAs(w.otherGc, w.project.id)).status).toBe(403);
    expect(await planRoomLinkFor(w.stranger, w.project.id)).toEqual({ documents: 1 });
  });

  it("a project a moderator hid is 404 to bidders and stays open to its owner and an admin", async () => {
    const w = await world();
    await db.update(projects).set({ isHidden: true }).where(eq(projects.id, w.project.id));
    for (const viewer of [w.invited, w.applicant, w.stranger]) {
      expect((await apiAs(viewer, w.project.id)).status).toBe(404);
    }
    expect((await apiAs(w.owner, w.project.id)).status).toBe(200);
    expect((await apiAs(w.admin, w.project.id)).status).toBe(200);
  });
});

describe("the list", () => {
  it("groups documents by category in the set order, with the current version, sheet range and counts", async () => {
    const owner = await makeUser("general_contractor");
    const project = await createProject(owner, CLINIC_PROJECT);
    await addDocumentRow(project, { title: "Site photo", category: "photos", pages: 1, size: 2_000 });
    await addDocumentRow(project, { title: "Structural", sheetLabels: ["S-201", "S-202"], pages: 2, versions: 2 });
    await addDocumentRow(project, { title: "Architectural", sheetLabels: ["A-101", "A-102", "A-112"], size: 5_000 });
    await addDocumentRow(project, {
      title: "Project manual",
      category: "specifications",
      pages: 40,
      sheetLabels: null,
    });

    const room = await listPlanRoom(owner, project.id);
    expect(room.categories.map((c) => [c.label, c.count])).toEqual([
      ["Drawings", 2],
      ["Specifications", 1],
      ["Photos", 1],
    ]);
    const [architectural, structural] = room.categories[0].documents;
    expect(architectural).toMatchObject({
      title: "Architectural",
      sheet_range: "A-101 … A-112",
      version: 1,
      url: `/projects/${project.id}/documents/${architectural.id}`,
      file_url: `/projects/${project.id}/documents/${architectural.id}/file`,
      thumbnail_url: `/projects/${project.id}/documents/${architectural.id}/sheets/1/thumb?v=1`,
    });
    expect(structural.version).toBe(2);
    // Two versions of Structural count twice against the project's storage.
    expect(room.storage?.used).toBe(2_000 + 2 * 1_000 + 5_000 + 1_000);
    expect(room.preparing).toBeNull();
  });

  it("sums the preview progress of the versions still rendering; a failed one has no thumbnail", async () => {
    const owner = await makeUser("general_contractor");
    const project = await createProject(owner, CLINIC_PROJECT);
    await addDocumentRow(project, { title: "A", pages: 100, previewState: "rendering", previewsDone: 34 });
    await addDocumentRow(project, { title: "B", pages: 20, previewState: "pending" });
    await addDocumentRow(project, { title: "C", pages: 5, previewState: "failed" });
    const room = await listPlanRoom(owner, project.id);
    expect(room.preparing).toEqual({ done: 34, total: 120 });
    const [a, b, c] = room.categories[0].documents;
    expect(a.thumbnail_url).not.toBeNull();
    expect(b.thumbnail_url).toBeNull();
    expect(c).toMatchObject({ thumbnail_url: null, preview: { state: "failed" } });
  });
});

describe("the access setting", () => {
  it("a base API client posts a project without it and gets 'bidders'; GET returns it", async () => {
    const gc = await makeUser("general_contractor");
    const cookie = await cookieFor(gc);
    const created = (await (
      (await projectsApi(args(jsonRequest("/api/projects", CLINIC_PROJECT, { cookie })))) as Response
    ).json()) as ProjectView;
    expect(created.documents_access).toBe("bidders");
    const withIt = (await (
      await projectsApi(
        args(jsonRequest("/api/projects", { ...CLINIC_PROJECT, documents_access: "subcontractors" }, { cookie })),
      )
    ).json()) as ProjectView;
    const fetched = (await (
      (await projectApiGet(
        args(getRequest(`/api/projects/${withIt.id}`, { cookie }), { id: String(withIt.id) }),
      )) as Response
    ).json()) as ProjectView;
    expect(fetched.documents_access).toBe("subcontractors");
    const bad = (await projectsApi(
      args(jsonRequest("/api/projects", { ...CLINIC_PROJECT, documents_access: "everyone" }, { cookie })),
    )) as Response;
    expect(bad.status).toBe(400);
  });

  it("the post and edit forms carry it", async () => {
    const gc = await makeUser("general_contractor");
    const cookie = await cookieFor(gc);
    const fields = { ...CLINIC_PROJECT, title: "Forms carry access", documents_access: "subcontractors" };
    const posted = unwrap(await newProjectPage(args(formRequest("/projects/new", fields, { cookie }))));
    expect(posted.status).toBe(302);
    const { id } = (await first(
      db.select({ id: projects.id }).from(projects).where(eq(projects.title, fields.title)).limit(1),
    ))!;
    expect((await listPlanRoom(gc, id)).project.documents_access).toBe("subcontractors");
    const edited = unwrap(
      await editProjectPage(
        args(formRequest(`/projects/${id}/edit`, { ...fields, documents_access: "bidders" }, { cookie }), {
          projectId: String(id),
        }),
      ),
    );
    expect(edited.status).toBe(302);
    expect((await listPlanRoom(gc, id)).project.documents_access).toBe("bidders");
  });

  it("the owner changes it on the plan room page, also after the project left 'open'; nobody else can", async () => {
    const [owner, sub] = [await makeUser("general_contractor"), await makeUser("subcontractor")];
    const project = await createProject(owner, CLINIC_PROJECT);
    await db.update(projects).set({ status: "in_progress" }).where(eq(projects.id, project.id));
    const send = async (who: Person) =>
      unwrap(
        await planRoomAction(
          args(
            formRequest(
              `/projects/${project.id}/documents`,
              { documents_access: "subcontractors" },
              {
                cookie: await cookieFor(who),
              },
            ),
            { projectId: String(project.id) },
          ),
        ),
      );
    expect((await send(owner)).status).toBe(302);
    const page = unwrap<Awaited<ReturnType<typeof listPlanRoom>>>(
      await planRoomPage(
        args(getRequest(`/projects/${project.id}/documents`, { cookie: await cookieFor(sub) }), {
          projectId: String(project.id),
        }),
      ),
    );
    expect(page.data.project.documents_access).toBe("subcontractors");
    expect(DOCUMENT_ACCESS_LABELS[page.data.project.documents_access]).toBe("Every signed-in subcontractor");
    const refused = await send(sub);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.data)).toContain(PLAN_ROOM_OWNER_ONLY);
  });

  it("the page answers 403 with the reason to a stranger", async () => {
    const [owner, stranger] = [await makeUser("general_contractor"), await makeUser("subcontractor")];
    const project = await createProject(owner, CLINIC_PROJECT);
    const response = await planRoomPage(
      args(getRequest(`/projects/${project.id}/documents`, { cookie: await cookieFor(stranger) }), {
        projectId: String(project.id),
      }),
    ).catch((e: unknown) => e as Response);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(403);
    expect(await (response as Response).text()).toBe(PLAN_ROOM_BIDDERS_ONLY);
  });
});
