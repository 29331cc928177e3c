import { and, eq } from "drizzle-orm";

import { addendumAcknowledgements, notifications, outbox, projects } from "../../db/schema";
import { applyToProject } from "~/domain/applications.server";
import { declineInvitation, inviteToBid } from "~/domain/invitations.server";
import { planRoomActivity, recordDocumentActivity } from "~/domain/plan-activity.server";
import {
  ADDENDUM_BIDDERS_ONLY,
  acknowledgeAddendum,
  addendaOf,
  issueAddendum,
  pendingAddendumVersions,
} from "~/domain/plan-addenda.server";
import { PLAN_ROOM_BIDDERS_ONLY, planRoomOf } from "~/domain/plan-room-access.server";
import { createProject } from "~/domain/projects.server";
import { setClockOffset } from "~/infra/clock.server";
import { db } from "~/infra/db.server";
import { action as addendaApi, loader as addendaListApi } from "~/routes/documents/api.projects.$id.addenda";
import { action as acknowledgeApi } from "~/routes/documents/api.addenda.$id.acknowledge";
import { action as newAddendumForm } from "~/routes/documents/_app.projects_.$projectId_.addenda.new";
import { action as acknowledgeForm } from "~/routes/documents/projects_.$projectId_.addenda.$addendumId.acknowledge";
import { loader as activityPage } from "~/routes/documents/_app.projects_.$projectId_.documents_.activity";
import { addDocumentRow, addVersionRow } from "../helpers/plan-documents";
import { CLINIC_PROJECT } from "../helpers/projects";
import { args, formRequest, getRequest, jsonRequest } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";

type User = Awaited<ReturnType<typeof makeUser>>;

/**
 * A project with an invited bidder, an applicant, an invitee who declined, a stranger subcontractor and another
 * contractor; `sheet` is a document uploaded before anyone was bidding (the original bid set).
 */
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
  const sheet = await addDocumentRow(owner, project.id, "A-101 Floor plan");
  setClockOffset(1000);
  await inviteToBid(owner, project.id, { subcontractor_id: invited.id });
  const declined = await inviteToBid(owner, project.id, { subcontractor_id: decliner.id });
  await declineInvitation(decliner, declined.id, "Too far");
  await applyToProject(applicant, { project_id: project.id, cover_letter: "We wired three clinics last year." });
  setClockOffset(2000);
  return { owner, invited, applicant, decliner, stranger, otherGc, project, sheet };
}

const addendumNotices = async (user: User) =>
  await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, "addendum_issued")));
const emailsTo = async (user: User) => await db.select().from(outbox).where(eq(outbox.userId, user.id));

afterEach(() => setClockOffset(0));

describe("issuing an addendum", () => {
  it("numbers a project's addenda 1, 2 and another project's from 1 again", async () => {
    const { owner, project } = await biddingProject();
    const first = await issueAddendum(owner, project.id, { note: "Bid date moved to Friday." });
    const second = await issueAddendum(owner, project.id, { note: "Electrical panel schedule revised." });
    const other = await createProject(owner, { ...CLINIC_PROJECT, title: "Second clinic" });
    const elsewhere = await issueAddendum(owner, other.id, { note: "Site walk on Monday." });
    expect([first.number, second.number, elsewhere.number]).toEqual([1, 2, 1]);
  });

  it("is the owner's alone: another contractor and a bidder get 403", async () => {
    const { otherGc, invited, project } = await biddingProject();
    for (const who of [otherGc, invited]) {
      expect(
        (await rejection(Promise.resolve().then(async () => await issueAddendum(who, project.id, { note: "x" })))).kind,
      ).toBe("forbidden");
    }
    const response = await addendaApi(
      args(jsonRequest(`/api/projects/${project.id}/addenda`, { note: "x" }, { cookie: await cookieFor(otherGc) }), {
        id: String(project.id),
      }),
    );
    expect(response.status).toBe(403);
  });

  it("tells every bidder (invited and applied) in the inbox and by email, not a declined invitee or a stranger", async () => {
    const { owner, invited, applicant, decliner, stranger, project } = await biddingProject();
    const before = { decliner: (await emailsTo(decliner)).length, stranger: (await emailsTo(stranger)).length };
    const addendum = await issueAddendum(owner, project.id, {
      note: "Sheet A-101 revised: the storefront moved 4 ft east.",
    });
    expect(addendum.bidders_told).toBe(2);
    for (const bidder of [invited, applicant]) {
      expect(await addendumNotices(bidder)).toMatchObject([
        {
          title: expect.stringContaining(`Addendum 1 to "${CLINIC_PROJECT.title}"`),
          body: "Sheet A-101 revised: the storefront moved 4 ft east.",
          link: `/projects/${project.id}/documents`,
        },
      ]);
      expect((await emailsTo(bidder)).some((e) => e.subject.includes("Addendum 1"))).toBe(true);
    }
    expect(await addendumNotices(decliner)).toEqual([]);
    expect(await addendumNotices(stranger)).toEqual([]);
    expect(await emailsTo(decliner)).toHaveLength(before.decliner);
    expect(await emailsTo(stranger)).toHaveLength(before.stranger);
  });

  it("offers the versions uploaded since bidders came in, then since the last addendum, and takes them", async () => {
    const { owner, project, sheet } = await biddingProject();
    const revised = await addVersionRow(owner, sheet.documentId);
    const spec = await addDocumentRow(owner, project.id, "Division 26 Electrical", "specifications");
    expect((await pendingAddendumVersions(owner, project.id)).map((v) => v.version_id)).toEqual([
      revised.versionId,
      spec.versionId,
    ]);

    const first = await issueAddendum(owner, project.id, { note: "Revised plan", versionIds: [revised.versionId] });
    expect(first.version_ids).toEqual([revised.versionId]);
    // The spec was left out of Addendum 1: it was uploaded before it, so the next one no longer offers it.
    setClockOffset(3000);
    const later = await addDocumentRow(owner, project.id, "E-201 Lighting plan");
    expect((await pendingAddendumVersions(owner, project.id)).map((v) => v.version_id)).toEqual([later.versionId]);

    expect(
      (
        await rejection(
          Promise.resolve().then(
            async () => await issueAddendum(owner, project.id, { note: "Again", versionIds: [revised.versionId] }),
          ),
        )
      ).kind,
    ).toBe("conflict");
    const other = await createProject(owner, { ...CLINIC_PROJECT, title: "Other" });
    const foreign = await addDocumentRow(owner, other.id);
    expect(
      (
        await rejection(
          Promise.resolve().then(
            async () => await issueAddendum(owner, project.id, { note: "Wrong", versionIds: [foreign.versionId] }),
          ),
        )
      ).kind,
    ).toBe("invalid");
    expect(await pendingAddendumVersions(owner, project.id)).toHaveLength(1);
  });

  it("answers the API with 201, replays a repeated Idempotency-Key and refuses an empty note", async () => {
    const { owner, project, sheet } = await biddingProject();
    const cookie = await cookieFor(owner);
    const revised = await addVersionRow(owner, sheet.documentId);
    const send = (body: unknown, key?: string) =>
      addendaApi(
        args(
          jsonRequest(`/api/projects/${project.id}/addenda`, body, {
            cookie,
            headers: key ? { "Idempotency-Key": key } : {},
          }),
          { id: String(project.id) },
        ),
      ) as Promise<Response>;
    const created = await send({ note: "Revised plan", version_ids: [revised.versionId] }, "k-1");
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ number: 1, version_ids: [revised.versionId], bidders_told: 2 });
    const again = await send({ note: "Revised plan", version_ids: [revised.versionId] }, "k-1");
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toMatchObject({ number: 1 });
    const empty = await send({ note: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { note: ["Write what changed in this addendum"] } });
  });
});

describe("acknowledging an addendum", () => {
  it("records a bidder's acknowledgement once; a repeat answers the same", async () => {
    const { owner, invited, project } = await biddingProject();
    const addendum = await issueAddendum(owner, project.id, { note: "Bid date moved." });
    const first = await acknowledgeAddendum(invited, addendum.id);
    setClockOffset(5000);
    const second = await acknowledgeAddendum(invited, addendum.id);
    expect(second).toEqual(first);
    const rows = await db
      .select()
      .from(addendumAcknowledgements)
      .where(eq(addendumAcknowledgements.addendumId, addendum.id));
    expect(rows).toHaveLength(1);
    const response = (await acknowledgeApi(
      args(jsonRequest(`/api/addenda/${addendum.id}/acknowledge`, "", { cookie: await cookieFor(invited) }), {
        id: String(addendum.id),
      }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(first);
  });

  it("refuses a stranger, a declined invitee and the owner (403), and an unknown addendum (404)", async () => {
    const { owner, stranger, decliner, project } = await biddingProject();
    const addendum = await issueAddendum(owner, project.id, { note: "Bid date moved." });
    for (const who of [stranger, decliner, owner]) {
      expect(
        (await rejection(Promise.resolve().then(async () => await acknowledgeAddendum(who, addendum.id)))).kind,
      ).toBe("forbidden");
    }
    const response = (await acknowledgeApi(
      args(jsonRequest(`/api/addenda/${addendum.id}/acknowledge`, "", { cookie: await cookieFor(stranger) }), {
        id: String(addendum.id),
      }),
    )) as Response;
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(PLAN_ROOM_BIDDERS_ONLY);
    // A room open to every subcontractor lets the stranger read it, still not acknowledge.
    await db.update(projects).set({ documentsAccess: "subcontractors" }).where(eq(projects.id, project.id));
    expect(
      (await rejection(Promise.resolve().then(async () => await acknowledgeAddendum(stranger, addendum.id)))).message,
    ).toBe(ADDENDUM_BIDDERS_ONLY);
    expect((await rejection(Promise.resolve().then(async () => await acknowledgeAddendum(owner, 999_999)))).kind).toBe(
      "not_found",
    );
  });

  it("shows the owner who has and who has not, and each bidder their own", async () => {
    const { owner, invited, applicant, project, sheet } = await biddingProject();
    const revised = await addVersionRow(owner, sheet.documentId);
    const addendum = await issueAddendum(owner, project.id, { note: "Revised plan", versionIds: [revised.versionId] });
    await acknowledgeAddendum(invited, addendum.id);

    const ownerView = await addendaOf(owner, project.id);
    expect(ownerView.viewer).toBe("owner");
    expect(ownerView.items).toMatchObject([
      {
        number: 1,
        note: "Revised plan",
        documents: [{ document_id: sheet.documentId, version: 2, title: "A-101 Floor plan" }],
        acknowledged: null,
        acknowledgements: {
          acknowledged: [{ id: invited.id, display_name: expect.stringContaining("Electric") }],
          pending: [{ id: applicant.id }],
        },
      },
    ]);
    expect((await addendaOf(invited, project.id)).items[0]).toMatchObject({
      acknowledged: true,
      acknowledgements: null,
    });
    expect((await addendaOf(applicant, project.id)).items[0]).toMatchObject({ acknowledged: false });

    const listed = (await addendaListApi(
      args(getRequest(`/api/projects/${project.id}/addenda`, { cookie: await cookieFor(applicant) }), {
        id: String(project.id),
      }),
    )) as Response;
    expect(await listed.json()).toMatchObject([{ number: 1, acknowledged: false }]);
  });
});

describe("the pages", () => {
  it("issue an addendum from the form and acknowledge it with the button, each back with a flash message", async () => {
    const { owner, invited, project, sheet } = await biddingProject();
    const revised = await addVersionRow(owner, sheet.documentId);
    const issued = (await newAddendumForm(
      args(
        formRequest(
          `/projects/${project.id}/addenda/new`,
          { note: "Revised plan", version_ids: String(revised.versionId) },
          { cookie: await cookieFor(owner) },
        ),
        { projectId: String(project.id) },
      ),
    )) as Response;
    expect(issued.status).toBe(302);
    expect(issued.headers.get("Location")).toBe(`/projects/${project.id}/documents`);
    const [addendum] = (await addendaOf(owner, project.id)).items;
    expect(addendum.documents).toMatchObject([{ version_id: revised.versionId }]);

    const acked = (await acknowledgeForm(
      args(
        formRequest(
          `/projects/${project.id}/addenda/${addendum.id}/acknowledge`,
          { back: `/projects/${project.id}` },
          { cookie: await cookieFor(invited) },
        ),
        { projectId: String(project.id), addendumId: String(addendum.id) },
      ),
    )) as Response;
    expect(acked.status).toBe(302);
    expect(acked.headers.get("Location")).toBe(`/projects/${project.id}`);
    expect((await addendaOf(invited, project.id)).items[0].acknowledged).toBe(true);
  });
});

describe("plan room activity", () => {
  it("lists each bidder's opens and downloads and acknowledged addenda, those who opened nothing first", async () => {
    const { owner, invited, applicant, stranger, otherGc, project, sheet } = await biddingProject();
    const addendum = await issueAddendum(owner, project.id, { note: "Bid date moved." });
    await acknowledgeAddendum(invited, addendum.id);
    const visit = async (who: User, action: "opened" | "downloaded") =>
      recordDocumentActivity(who, await planRoomOf(who, project.id), sheet.documentId, action);
    await visit(invited, "opened");
    setClockOffset(4000);
    await visit(invited, "opened");
    await visit(invited, "downloaded");
    await visit(owner, "opened");

    const activity = await planRoomActivity(owner, project.id);
    expect(activity).toMatchObject({ total: 2, page: 1, page_count: 1, addenda: [1], document_count: 1 });
    expect(activity.items).toMatchObject([
      { person: { id: applicant.id }, bidder: true, documents: [], acknowledged: [] },
      {
        person: { id: invited.id },
        acknowledged: [1],
        documents: [
          {
            document_id: sheet.documentId,
            title: "A-101 Floor plan",
            opened: { count: 2 },
            downloaded: { count: 1 },
          },
        ],
      },
    ]);
    const opened = activity.items[1].documents[0].opened!;
    expect(Date.parse(opened.last_at) - Date.parse(opened.first_at)).toBeGreaterThanOrEqual(2000);
    expect(activity.items.some((i) => i.person.id === owner.id)).toBe(false);

    for (const who of [invited, otherGc, stranger]) {
      expect((await rejection(planRoomActivity(who, project.id))).kind).toBe("forbidden");
    }
    // A room open to every subcontractor: a reader who is not bidding is listed too, marked so.
    await db.update(projects).set({ documentsAccess: "subcontractors" }).where(eq(projects.id, project.id));
    await visit(stranger, "downloaded");
    const open = await planRoomActivity(owner, project.id);
    expect(open.items.map((i) => [i.person.id, i.bidder])).toEqual([
      [applicant.id, true],
      [invited.id, true],
      [stranger.id, false],
    ]);

    const page = await activityPage(
      args(getRequest(`/projects/${project.id}/documents/activity`, { cookie: await cookieFor(invited) }), {
        projectId: String(project.id),
      }),
    ).catch((e: unknown) => e);
    expect((page as Response).status).toBe(403);
  });
});
