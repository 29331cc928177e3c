import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { pdfFile, pngFile } from "../helpers/files";

import { addendumAcknowledgements, notifications, projects, projectScopeItems } from "../../db/schema";
import { applicationsCsv, decideApplication, listProjectApplications, projectBids } from "~/domain/applications.server";
import { awardApplication, awardPreview } from "~/domain/awards.server";
import { bidDetail, myBid, reviseBid, submitBid } from "~/domain/bids.server";
import { issueAddendum } from "~/domain/plan-addenda.server";
import { createProject } from "~/domain/projects.server";
import { setClockOffset } from "~/infra/clock.server";
import { db, first as firstRow } from "~/infra/db.server";
import { action as applicationsApi, loader as myApplicationsApi } from "~/routes/applications/api.applications";
import { action as applicationApi, loader as applicationApiGet } from "~/routes/applications/api.applications.$id";
import { loader as projectApplicationsApi } from "~/routes/applications/api.projects.$id.applications";
import { action as attachApi } from "~/routes/bids/api.applications.$id.attachments";
import { loader as bidFile } from "~/routes/bids/projects_.$projectId_.bid-files.$fileId";
import { action as bidPageAction, loader as bidPage } from "~/routes/bids/_app.projects_.$projectId_.bid";
import { CLINIC_PROJECT } from "../helpers/projects";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";

type User = Awaited<ReturnType<typeof makeUser>>;
const HOUR = 3600_000;

afterEach(() => setClockOffset(0));

/** Scope items as the owner's checklist editor (H1) writes them. */
async function addScope(projectId: number, items: { title: string; kind?: "item" | "alternate" }[]) {
  return await Promise.all(
    items.map(
      async (item, i) =>
        (
          await db
            .insert(projectScopeItems)
            .values({ projectId, kind: item.kind ?? "item", position: i + 1, title: item.title })
            .returning()
        )[0].id,
    ),
  );
}

/** A project due in two days with a scope checklist (two items, one alternate). */
async function biddingDay({ sealed = false, lateBidsAllowed = false } = {}) {
  const owner = await makeUser("general_contractor");
  const [sub, other] = [await makeUser(), await makeUser()];
  const project = await createProject(owner, CLINIC_PROJECT);
  await db
    .update(projects)
    .set({ bidsDueAt: new Date(Date.now() + 48 * HOUR), bidsSealed: sealed, lateBidsAllowed })
    .where(eq(projects.id, project.id));
  const [roughIn, fixtures, led] = await addScope(project.id, [
    { title: "Rough-in" },
    { title: "Fixtures" },
    { title: "Add: LED fixtures in the lobby", kind: "alternate" },
  ]);
  return { owner, sub, other, project, items: { roughIn, fixtures, led } };
}

type Day = Awaited<ReturnType<typeof biddingDay>>;

const structuredBid = (day: Day, extra: Record<string, unknown> = {}) => ({
  project_id: day.project.id,
  cover_letter: "We wired three clinics last year and can start Monday.",
  base_cents: 1_250_050,
  scope_lines: [
    { scope_item_id: day.items.roughIn, state: "amount" as const, amount_cents: 800_000 },
    { scope_item_id: day.items.fixtures, state: "excluded" as const },
    { scope_item_id: day.items.led, state: "amount" as const, amount_cents: 150_000 },
  ],
  line_items: [{ description: "Panel", quantity: 2, unit: "ea", unit_price_cents: 45_000 }],
  inclusions: "Permits",
  exclusions: "Fixtures by owner",
  valid_until: "2099-01-31",
  ...extra,
});

const postBid = async (user: User, body: unknown) =>
  (await applicationsApi(args(jsonRequest("/api/applications", body, { cookie: await cookieFor(user) })))) as Response;

const getBid = async (user: User, id: number) =>
  (await applicationApiGet(
    args(getRequest(`/api/applications/${id}`, { cookie: await cookieFor(user) }), { id: String(id) }),
  )) as Response;

const patchBid = async (user: User, id: number, body: unknown) =>
  (await applicationApi(
    args(jsonRequest(`/api/applications/${id}`, body, { method: "PATCH", cookie: await cookieFor(user) }), {
      id: String(id),
    }),
  )) as Response;

const ownerNotices = async (owner: User, kind: "application_received" | "bid_revised") =>
  await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, kind)));

describe("a structured bid", () => {
  it("is sent through the API with every part and read back in cents", async () => {
    const day = await biddingDay();
    const res = await postBid(day.sub, structuredBid(day));
    expect(res.status).toBe(201);
    const sent = await res.json();
    expect(sent).toMatchObject({ base_cents: 1_250_050, bid_amount: "$12,500.50", bid_amount_dollars: 12_501 });
    const detail = await (await getBid(day.owner, sent.id)).json();
    expect(detail.scope_lines.map((l: { title: string; state: string; amount_cents: number | null }) => l)).toEqual([
      expect.objectContaining({ title: "Rough-in", state: "amount", amount_cents: 800_000 }),
      expect.objectContaining({ title: "Fixtures", state: "excluded", amount_cents: null }),
      expect.objectContaining({ title: "Add: LED fixtures in the lobby", state: "amount", amount_cents: 150_000 }),
    ]);
    expect(detail.line_items).toEqual([
      { position: 1, description: "Panel", quantity: 2, unit: "ea", unit_price_cents: 45_000, total_cents: 90_000 },
    ]);
    expect(detail).toMatchObject({ inclusions: "Permits", exclusions: "Fixtures by owner", valid_until: "2099-01-31" });
    expect(detail.revisions).toHaveLength(1);
    expect((await ownerNotices(day.owner, "application_received"))[0].body).toContain("$12,500.50");
  });

  it("takes the line items' sum as the base when the base is left blank", async () => {
    const day = await biddingDay();
    const bid = await submitBid(day.sub, structuredBid(day, { base_cents: undefined }));
    expect(bid.base_cents).toBe(90_000);
    expect(bid.bid_amount).toBe("$900");
  });

  it("still takes SPEC's minimal body (201), its text bid read into cents", async () => {
    const day = await biddingDay();
    const res = await postBid(day.sub, {
      project_id: day.project.id,
      cover_letter: "Twenty years of commercial work.",
    });
    expect(res.status).toBe(201);
    const text = await submitBid(day.other, {
      project_id: day.project.id,
      cover_letter: "Twenty years of commercial work.",
      bid_amount: "$12,500",
    });
    expect(text).toMatchObject({ bid_amount: "$12,500", bid_amount_dollars: 12_500, base_cents: 1_250_000 });
  });

  it("refuses bad answers with honest 400s", async () => {
    const day = await biddingDay();
    const noAmount = await postBid(
      day.sub,
      structuredBid(day, { scope_lines: [{ scope_item_id: day.items.roughIn, state: "amount" }] }),
    );
    expect(noAmount.status).toBe(400);
    expect((await noAmount.json()).message).toBe("Enter an amount for “Rough-in”, like 12,500");
    const includedAlternate = await postBid(
      day.sub,
      structuredBid(day, { scope_lines: [{ scope_item_id: day.items.led, state: "included" }] }),
    );
    expect(includedAlternate.status).toBe(400);
    const floatCents = await postBid(day.sub, structuredBid(day, { base_cents: 12.5 }));
    expect(floatCents.status).toBe(400);
    const past = await postBid(day.sub, structuredBid(day, { valid_until: "2001-01-01" }));
    expect((await past.json()).errors.valid_until).toEqual(["Valid until cannot be in the past"]);
    const strangerItem = await postBid(
      day.sub,
      structuredBid(day, { scope_lines: [{ scope_item_id: 999_999, state: "included" }] }),
    );
    expect(strangerItem.status).toBe(400);
  });
});

describe("addenda", () => {
  it("every issued addendum must be acknowledged to send a bid; the bid records them", async () => {
    const day = await biddingDay();
    const first = await issueAddendum(day.owner, day.project.id, { note: "Panel moved to room 104." });
    const refused = await postBid(day.sub, structuredBid(day));
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.addenda_acknowledged[0]).toContain("Addendum 1");
    const res = await postBid(day.sub, structuredBid(day, { addenda_acknowledged: [first.id] }));
    expect(res.status).toBe(201);
    const ack = await firstRow(
      db
        .select()
        .from(addendumAcknowledgements)
        .where(and(eq(addendumAcknowledgements.userId, day.sub.id), eq(addendumAcknowledgements.addendumId, first.id)))
        .limit(1),
    );
    expect(ack).toBeDefined();
    const list = await listProjectApplications(day.owner, day.project.id);
    expect(list.items[0].priced_on_addenda).toEqual([1]);
  });
});

describe("revisions", () => {
  it("keep every version, raise the revision and tell the owner", async () => {
    const day = await biddingDay();
    const sent = await submitBid(day.sub, structuredBid(day));
    const res = await patchBid(day.sub, sent.id, { base_cents: 1_100_000, exclusions: "Fixtures and trim" });
    expect(res.status).toBe(200);
    const revised = await res.json();
    expect(revised).toMatchObject({ revision: 2, base_cents: 1_100_000, exclusions: "Fixtures and trim" });
    expect(revised.revised_at).not.toBeNull();
    // What was left out stays as it was.
    expect(revised.inclusions).toBe("Permits");
    expect(revised.line_items).toHaveLength(1);
    expect(revised.revisions.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(revised.revisions[1].bid.base_cents).toBe(1_250_050);
    expect(await ownerNotices(day.owner, "bid_revised")).toHaveLength(1);
    const list = await listProjectApplications(day.owner, day.project.id);
    expect(list.items[0]).toMatchObject({ revision: 2, bid_amount: "$11,000" });
  });

  it("only the bidder revises a pending bid", async () => {
    const day = await biddingDay();
    const sent = await submitBid(day.sub, structuredBid(day));
    expect((await patchBid(day.owner, sent.id, { base_cents: 1 })).status).toBe(403);
    expect((await patchBid(day.other, sent.id, { base_cents: 1 })).status).toBe(404);
  });
});

describe("late bids", () => {
  it("are refused after the due date with the date said", async () => {
    const day = await biddingDay();
    const sent = await submitBid(day.sub, structuredBid(day));
    setClockOffset(49 * HOUR);
    const late = await postBid(day.other, structuredBid(day));
    expect(late.status).toBe(409);
    expect((await late.json()).message).toMatch(/^Bids closed on \w{3}, \w{3} \d+, \d{4}/);
    expect((await patchBid(day.sub, sent.id, { base_cents: 1 })).status).toBe(409);
  });

  it("are taken and marked when the owner allows them", async () => {
    const day = await biddingDay({ lateBidsAllowed: true });
    const sent = await submitBid(day.sub, structuredBid(day));
    setClockOffset(49 * HOUR);
    const late = await submitBid(day.other, structuredBid(day));
    expect(late.submitted_late).toBe(true);
    const revised = await reviseBid(day.sub, sent.id, { base_cents: 1_000_000 });
    expect(revised.submitted_late).toBe(true);
    expect(revised.revisions[0].late).toBe(true);
  });
});

describe("sealed bids", () => {
  it("show no amount to anyone but the bidder before the opening, everywhere; all of them after", async () => {
    const day = await biddingDay({ sealed: true });
    const sent = await submitBid(day.sub, structuredBid(day));
    await submitBid(day.other, structuredBid(day, { base_cents: 900_000 }));

    const list = await listProjectApplications(day.owner, day.project.id, { sort: "bid" });
    for (const a of list.items) {
      expect(a).toMatchObject({ bid_amount: null, bid_amount_dollars: null, base_cents: null });
    }
    // "Lowest bid" falls back to the newest first.
    expect(list.items.map((a) => a.applicant_id)).toEqual([day.other.id, day.sub.id]);
    expect((await projectBids(day.owner, day.project.id)).bids).toEqual([]);
    const csv = await applicationsCsv(day.owner, day.project.id);
    expect(csv).not.toMatch(/12,500|12500|9,000|9000/);
    expect((await ownerNotices(day.owner, "application_received")).map((n) => n.body ?? "")).not.toContainEqual(
      expect.stringContaining("$"),
    );

    const apiList = await projectApplicationsApi(
      args(getRequest(`/api/projects/${day.project.id}/applications`, { cookie: await cookieFor(day.owner) }), {
        id: String(day.project.id),
      }),
    );
    expect(JSON.stringify(await (apiList as Response).json())).not.toMatch(/1250050|12,500|900000/);
    const ownerView = await (await getBid(day.owner, sent.id)).json();
    expect(ownerView).toMatchObject({ amounts_visible: false, base_cents: null, bid_amount: null });
    expect(JSON.stringify(ownerView)).not.toMatch(/1250050|800000|150000|45000|90000|12,500/);
    expect(ownerView.scope_lines[1].state).toBe("excluded");

    // The bidder sees their own amounts, in the API and on their bid page.
    expect((await (await getBid(day.sub, sent.id)).json()).base_cents).toBe(1_250_050);
    const mine = await (
      (await myApplicationsApi(args(getRequest("/api/applications", { cookie: await cookieFor(day.sub) })))) as Response
    ).json();
    expect(mine.items[0].base_cents).toBe(1_250_050);
    expect((await myBid(day.sub, day.project.id)).bid?.line_items[0].unit_price_cents).toBe(45_000);

    setClockOffset(49 * HOUR);
    const opened = await listProjectApplications(day.owner, day.project.id, { sort: "bid" });
    expect(opened.items.map((a) => a.base_cents)).toEqual([900_000, 1_250_050]);
    expect((await projectBids(day.owner, day.project.id)).bids).toHaveLength(2);
    expect(await applicationsCsv(day.owner, day.project.id)).toContain("$12,500.50");
    expect((await bidDetail(day.owner, sent.id)).scope_lines[0].amount_cents).toBe(800_000);
  });

  it("cannot be accepted before the opening, on the page or through the API; after it, they can", async () => {
    const day = await biddingDay({ sealed: true });
    const sent = await submitBid(day.sub, structuredBid(day));
    const sealed = "Bids are sealed until the due date: accept a bid after the bid opening.";
    expect(await rejection(awardPreview(day.owner, day.project.id, sent.id))).toMatchObject({ message: sealed });
    expect(await rejection(decideApplication(day.owner, sent.id, "accepted"))).toMatchObject({
      kind: "conflict",
      message: sealed,
    });
    setClockOffset(49 * HOUR);
    await awardApplication(day.owner, day.project.id, sent.id, { tellOthers: false });
    expect((await bidDetail(day.owner, sent.id)).status).toBe("accepted");
  });

  it("the revision notice carries no amount while sealed", async () => {
    const day = await biddingDay({ sealed: true });
    const sent = await submitBid(day.sub, structuredBid(day));
    await reviseBid(day.sub, sent.id, { base_cents: 1_000_000 });
    expect((await ownerNotices(day.owner, "bid_revised"))[0].body).not.toContain("$");
  });

  it("a stranger cannot read a bid", async () => {
    const day = await biddingDay();
    const sent = await submitBid(day.sub, structuredBid(day));
    expect((await rejection(bidDetail(day.other, sent.id))).kind).toBe("not_found");
  });
});

describe("the bid page (a plain form)", () => {
  const send = async (day: Day, user: User, fields: Record<string, string>) =>
    bidPageAction(
      args(formRequest(`/projects/${day.project.id}/bid`, fields, { cookie: await cookieFor(user) }), {
        projectId: String(day.project.id),
      }),
    ).catch((e: unknown) => e);

  const formBid = (day: Day, extra: Record<string, string> = {}) => ({
    cover_letter: "We wired three clinics last year and can start Monday.",
    base: "",
    "scope[0].id": String(day.items.roughIn),
    "scope[0].state": "included",
    "scope[1].id": String(day.items.fixtures),
    "scope[1].state": "excluded",
    "lines[0].description": "Panel",
    "lines[0].quantity": "2",
    "lines[0].unit": "ea",
    "lines[0].unit_price": "4,500.50",
    rows: "3",
    ...extra,
  });

  it("sends a bid with money as typed, refuses a bad amount honestly, and revises it", async () => {
    const day = await biddingDay();
    const bad = unwrap<{ result: { error: Record<string, string[]> } }>(
      await send(day, day.sub, formBid(day, { base: "twelve grand" })),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.base).toEqual(["Enter an amount like 12,500 or 12500.50"]);

    const more = unwrap<{ rows: number; result: { initialValue: Record<string, unknown> } }>(
      await send(day, day.sub, formBid(day, { intent: "add-line" })),
    );
    expect(more.data.rows).toBe(6);
    expect(more.data.result.initialValue.cover_letter).toContain("three clinics");

    const sent = (await send(day, day.sub, formBid(day))) as Response;
    expect(sent.status).toBe(302);
    const page = unwrap<Awaited<ReturnType<typeof myBid>>>(
      await bidPage(
        args(getRequest(`/projects/${day.project.id}/bid`, { cookie: await cookieFor(day.sub) }), {
          projectId: String(day.project.id),
        }),
      ),
    ).data;
    expect(page.bid).toMatchObject({ base_cents: 900_100, revision: 1 });
    expect(page.bid?.scope_lines.map((l) => l.state)).toEqual(["included", "excluded", null]);

    const revised = (await send(day, day.sub, formBid(day, { base: "12,500" }))) as Response;
    expect(revised.status).toBe(302);
    const after = await myBid(day.sub, day.project.id);
    expect(after.bid).toMatchObject({ base_cents: 1_250_000, revision: 2 });
  });
});

describe("attachments", () => {
  const attach = async (user: User, applicationId: number, file: { bytes: Buffer; name: string }) => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(file.bytes)], file.name));
    const encoded = new Response(form);
    const request = new Request(`http://localhost/api/applications/${applicationId}/attachments`, {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { Cookie: await cookieFor(user), "Content-Type": encoded.headers.get("Content-Type")! },
    });
    return (await attachApi(args(request, { id: String(applicationId) }))) as Response;
  };
  const download = async (user: User, projectId: number, fileId: number) =>
    bidFile(
      args(getRequest(`/projects/${projectId}/bid-files/${fileId}`, { cookie: await cookieFor(user) }), {
        projectId: String(projectId),
        fileId: String(fileId),
      }),
    );

  it("the bidder attaches a PDF; the owner sees it exists but opens it only after the opening", async () => {
    const day = await biddingDay({ sealed: true });
    const sent = await submitBid(day.sub, structuredBid(day));
    const pdf = await pdfFile();
    const res = await attach(day.sub, sent.id, { bytes: pdf.bytes, name: "proposal.pdf" });
    expect(res.status).toBe(201);
    const file = await res.json();
    expect(file).toMatchObject({ original_name: "proposal.pdf", content_type: "application/pdf" });
    const png = await pngFile();
    expect((await attach(day.sub, sent.id, { bytes: png.bytes, name: "proposal.pdf" })).status).toBe(400);
    expect((await attach(day.other, sent.id, { bytes: pdf.bytes, name: "x.pdf" })).status).toBe(404);

    expect((await bidDetail(day.owner, sent.id)).attachments.map((a) => a.original_name)).toEqual(["proposal.pdf"]);
    const mine = await download(day.sub, day.project.id, file.id);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await download(day.owner, day.project.id, file.id)).status).toBe(403);
    expect((await download(day.other, day.project.id, file.id)).status).toBe(404);
    setClockOffset(49 * HOUR);
    expect((await download(day.owner, day.project.id, file.id)).status).toBe(200);
  });
});
