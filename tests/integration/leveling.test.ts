import ExcelJS from "exceljs";

import { decideApplication } from "~/domain/applications.server";
import { createProject } from "~/domain/projects.server";
import { levelingGrid, setLevelingHidden, setPlug, type LevelingGrid } from "~/domain/leveling.server";
import { action as levelingPage, loader as levelingPageData } from "~/routes/bids/_app.projects_.$projectId_.leveling";
import { loader as levelingApi } from "~/routes/bids/api.projects.$id.leveling";
import { action as plugsApi } from "~/routes/bids/api.projects.$id.leveling.plugs";
import { loader as xlsxExport } from "~/routes/bids/projects_.$projectId_.leveling[.xlsx]";
import { loader as csvExport } from "~/routes/bids/projects_.$projectId_.leveling[.csv]";
import { addScopeItems, sendBid, setBidWindow } from "../helpers/bids";
import { CLINIC_PROJECT } from "../helpers/projects";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";
import type { Viewer } from "~/domain/privacy.server";

const HOUR = 3_600_000;

/**
 * A project with three scope items and an alternate, and bids:
 *  A: base $10,000; rough-in $4,000 (a breakdown), fixtures included, permits EXCLUDED; the alternate $1,500.
 *  B: base $9,000; rough-in included, fixtures EXCLUDED, permits not answered (MISSING); the alternate excluded.
 *  C: base $11,000; everything included.
 *  R: rejected, never leveled. L: an old bid of $12,000 with no structured answers (all missing).
 */
/** A bid sent after the due date on a project that takes late bids; the project then has no due date again. */
async function lateBid(projectId: number, bidder: Viewer, bid: Parameters<typeof sendBid>[2]) {
  await setBidWindow(projectId, { dueAt: new Date(Date.now() - HOUR), lateAllowed: true });
  const id = await sendBid(projectId, bidder, bid);
  await setBidWindow(projectId, { dueAt: null });
  return id;
}

async function leveledProject({ withOldBid = false } = {}) {
  const owner = await makeUser("general_contractor");
  const [a, b, c, r, l] = [await makeUser(), await makeUser(), await makeUser(), await makeUser(), await makeUser()];
  const project = await createProject(owner, CLINIC_PROJECT);
  const item = await addScopeItems(owner, project.id, [
    { title: "Rough-in", csi: "26" },
    { title: "Fixtures", csi: "26" },
    { title: "Permits and inspections" },
    { title: "Add: LED fixtures in the lobby", kind: "alternate" },
  ]);
  const [roughIn, fixtures, permits, alternate] = [
    item["Rough-in"],
    item["Fixtures"],
    item["Permits and inspections"],
    item["Add: LED fixtures in the lobby"],
  ];
  const bids = {
    a: await sendBid(project.id, a, {
      baseCents: 1_000_000,
      lines: {
        [roughIn]: { amount: 400_000 },
        [fixtures]: "included",
        [permits]: "excluded",
        [alternate]: { amount: 150_000 },
      },
      lineItems: [
        { description: "Troffers", quantity: 24, unit: "ea", unitPriceCents: 12_550 },
        { description: '=HYPERLINK("http://evil")', quantity: 1.5, unit: "lot", unitPriceCents: 1_001 },
      ],
      revised: true,
    }),
    b: await lateBid(project.id, b, {
      baseCents: 900_000,
      lines: { [roughIn]: "included", [fixtures]: "excluded", [alternate]: "excluded" },
    }),
    c: await sendBid(project.id, c, {
      baseCents: 1_100_000,
      lines: { [roughIn]: "included", [fixtures]: "included", [permits]: "included" },
    }),
    r: await sendBid(project.id, r, { baseCents: 500_000 }),
    l: withOldBid ? await sendBid(project.id, l, { baseCents: null, dollars: 12_000 }) : 0,
  };
  await decideApplication(owner, bids.r, "rejected");
  await decideApplication(owner, bids.c, "accepted");
  return { owner, people: { a, b, c, r, l }, project, item: { roughIn, fixtures, permits, alternate }, bids };
}

const column = (grid: LevelingGrid, applicationId: number) => {
  const found = grid.bidders.find((b) => b.application_id === applicationId);
  if (!found) throw new Error(`bid ${applicationId} is not in the grid`);
  return found;
};
const cellOf = (grid: LevelingGrid, applicationId: number, scopeItemId: number) =>
  column(grid, applicationId).cells[grid.rows.findIndex((r) => r.id === scopeItemId)];

describe("the leveling grid", () => {
  it("lines up the pending and accepted bids against items then alternates, with each answer", async () => {
    const { owner, project, item, bids } = await leveledProject();
    const grid = await levelingGrid(owner, project.id);
    expect(grid.rows.map((r) => [r.title, r.kind])).toEqual([
      ["Rough-in", "item"],
      ["Fixtures", "item"],
      ["Permits and inspections", "item"],
      ["Add: LED fixtures in the lobby", "alternate"],
    ]);
    expect(grid.bidders.map((b) => b.application_id)).toEqual([bids.a, bids.b, bids.c]);
    expect(cellOf(grid, bids.a, item.roughIn)).toMatchObject({
      state: "amount",
      amount_cents: 400_000,
      needs_plug: false,
    });
    expect(cellOf(grid, bids.a, item.permits)).toMatchObject({ state: "excluded", needs_plug: true });
    expect(cellOf(grid, bids.b, item.permits)).toMatchObject({ state: "missing", needs_plug: true });
    expect(cellOf(grid, bids.b, item.alternate)).toMatchObject({ state: "excluded", needs_plug: false });
    expect(column(grid, bids.a)).toMatchObject({ revised: true, revision: 2, late: false });
    expect(column(grid, bids.b)).toMatchObject({ revised: false, late: true });
    expect(column(grid, bids.c)).toMatchObject({ status: "accepted" });
  });

  it("levels base + plugs of excluded and missing items (a missing plug counts 0), never the alternates", async () => {
    const { owner, project, item, bids } = await leveledProject();
    await setPlug(owner, bids.a, item.permits, { plug_cents: 50_000, note: "City fee schedule" });
    await setPlug(owner, bids.b, item.fixtures, { plug_cents: 200_000, note: null });
    const grid = await levelingGrid(owner, project.id);
    expect(column(grid, bids.a)).toMatchObject({
      base_cents: 1_000_000,
      plugs_cents: 50_000,
      leveled_cents: 1_050_000,
    });
    // B's permits are missing with no plug: 0 toward the total, and the cell says so.
    expect(column(grid, bids.b)).toMatchObject({ base_cents: 900_000, plugs_cents: 200_000, leveled_cents: 1_100_000 });
    expect(cellOf(grid, bids.b, item.permits).needs_plug).toBe(true);
    expect(cellOf(grid, bids.a, item.permits)).toMatchObject({
      plug_cents: 50_000,
      note: "City fee schedule",
      needs_plug: false,
    });
    expect(column(grid, bids.c)).toMatchObject({ plugs_cents: 0, leveled_cents: 1_100_000 });
  });

  it("marks the lowest leveled total and each one's spread from the median, in dollars and percent", async () => {
    const { owner, project, item, bids } = await leveledProject();
    await setPlug(owner, bids.a, item.permits, { plug_cents: 50_000, note: null });
    await setPlug(owner, bids.b, item.fixtures, { plug_cents: 250_000, note: null });
    const grid = await levelingGrid(owner, project.id);
    // Leveled: A $10,500, B $11,500, C $11,000: the median is C's.
    expect(grid.median_cents).toBe(1_100_000);
    expect(column(grid, bids.a)).toMatchObject({ lowest: true, spread_cents: -50_000, spread_percent: -4.5 });
    expect(column(grid, bids.b)).toMatchObject({ lowest: false, spread_cents: 50_000, spread_percent: 4.5 });
    expect(column(grid, bids.c)).toMatchObject({ lowest: false, spread_cents: 0, spread_percent: 0 });
  });

  it("levels an old bid from its whole-dollar amount, every item missing", async () => {
    const { owner, project, item, bids } = await leveledProject({ withOldBid: true });
    const old = bids.l;
    await setPlug(owner, old, item.permits, { plug_cents: 10_000, note: null });
    const grid = await levelingGrid(owner, project.id);
    expect(column(grid, old)).toMatchObject({ base_cents: 1_200_000, plugs_cents: 10_000, leveled_cents: 1_210_000 });
    expect(column(grid, old).cells.map((c) => c.state)).toEqual(["missing", "missing", "missing", "missing"]);
  });

  it("takes plugs only where the bid leaves the item out, and notes anywhere; empty clears the cell", async () => {
    const { owner, project, item, bids } = await leveledProject();
    const covered = await rejection(setPlug(owner, bids.a, item.fixtures, { plug_cents: 1, note: null }));
    expect(covered).toMatchObject({ kind: "conflict", message: expect.stringContaining("only excluded or missing") });
    const alternate = await rejection(setPlug(owner, bids.b, item.alternate, { plug_cents: 1, note: null }));
    expect(alternate.message).toContain("Alternates are priced apart");
    await setPlug(owner, bids.a, item.fixtures, { plug_cents: null, note: "Confirm fixture schedule rev B" });
    await setPlug(owner, bids.a, item.permits, { plug_cents: 40_000, note: null });
    await setPlug(owner, bids.a, item.permits, { plug_cents: null, note: null });
    const grid = await levelingGrid(owner, project.id);
    expect(cellOf(grid, bids.a, item.fixtures).note).toBe("Confirm fixture schedule rev B");
    expect(cellOf(grid, bids.a, item.permits)).toMatchObject({ plug_cents: null, note: null, needs_plug: true });
    const rejected = await rejection(setPlug(owner, bids.r, item.permits, { plug_cents: 1, note: null }));
    expect(rejected.kind).toBe("not_found");
  });

  it("hides a bidder from the grid (and its median) without rejecting them, and shows them again", async () => {
    const { owner, project, bids } = await leveledProject();
    await setLevelingHidden(owner, bids.b, true);
    let grid = await levelingGrid(owner, project.id);
    expect(grid.bidders.map((b) => b.application_id)).toEqual([bids.a, bids.c]);
    expect(grid.hidden).toEqual([{ application_id: bids.b, display_name: expect.any(String) }]);
    expect(grid.median_cents).toBe(1_050_000);
    await setLevelingHidden(owner, bids.b, false);
    grid = await levelingGrid(owner, project.id);
    expect(grid.bidders).toHaveLength(3);
    expect(grid.hidden).toEqual([]);
  });

  it("is the owner's alone: another contractor and a bidder get 404", async () => {
    const { project, people, item, bids } = await leveledProject();
    const otherGc = await makeUser("general_contractor");
    for (const who of [otherGc, people.a]) {
      expect((await rejection(levelingGrid(who, project.id))).kind).toBe("not_found");
      expect((await rejection(setPlug(who, bids.a, item.permits, { plug_cents: 1, note: null }))).kind).toBe(
        "not_found",
      );
      expect((await rejection(setLevelingHidden(who, bids.a, true))).kind).toBe("not_found");
    }
    const response = await levelingApi(
      args(getRequest(`/api/projects/${project.id}/leveling`, { cookie: await cookieFor(otherGc) }), {
        id: String(project.id),
      }),
    );
    expect(response.status).toBe(404);
  });
});

describe("sealed bids", () => {
  it("before the opening: no amount anywhere, plugs and exports refused; after it: all there", async () => {
    const { owner, project, item, bids } = await leveledProject();
    await setBidWindow(project.id, { dueAt: new Date(Date.now() + 48 * HOUR), sealed: true });
    const cookie = await cookieFor(owner);
    const params = { id: String(project.id), projectId: String(project.id) };

    const grid = await levelingGrid(owner, project.id);
    expect(grid.sealed_message).toMatch(/^Bids are sealed until .+; leveling opens then\.$/);
    expect(grid.bidders).toHaveLength(3);
    for (const b of grid.bidders) {
      expect(b).toMatchObject({
        base_cents: null,
        plugs_cents: null,
        leveled_cents: null,
        spread_cents: null,
        cells: [],
      });
    }
    const api = await levelingApi(args(getRequest(`/api/projects/${project.id}/leveling`, { cookie }), params));
    const body = await api.text();
    expect(api.status).toBe(200);
    expect(body).toContain("Bids are sealed until");
    for (const amount of ["1000000", "900000", "400000", "150000"]) expect(body).not.toContain(amount);
    const page = unwrap<{ grid: LevelingGrid }>(
      await levelingPageData(args(getRequest(`/projects/${project.id}/leveling`, { cookie }), params)),
    );
    expect(JSON.stringify(page.data)).not.toContain("1000000");

    expect((await rejection(setPlug(owner, bids.a, item.permits, { plug_cents: 1, note: null }))).kind).toBe(
      "conflict",
    );
    const put = await plugsApi(
      args(
        jsonRequest(
          `/api/projects/${project.id}/leveling/plugs`,
          { plugs: [{ application_id: bids.a, scope_item_id: item.permits, plug_cents: 100 }] },
          { cookie, method: "PUT" },
        ),
        params,
      ),
    );
    expect(put.status).toBe(409);
    for (const exported of [xlsxExport, csvExport]) {
      const response = await exported(args(getRequest(`/projects/${project.id}/leveling.x`, { cookie }), params));
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toContain("Bids are sealed until");
    }

    await setBidWindow(project.id, { dueAt: new Date(Date.now() - HOUR), sealed: true });
    const opened = await levelingGrid(owner, project.id);
    expect(opened.sealed_message).toBeNull();
    expect(column(opened, bids.a).base_cents).toBe(1_000_000);
    await setPlug(owner, bids.a, item.permits, { plug_cents: 1, note: null });
    const xlsx = await xlsxExport(args(getRequest(`/projects/${project.id}/leveling.xlsx`, { cookie }), params));
    expect(xlsx.status).toBe(200);
  });
});

describe("PUT /api/projects/{id}/leveling/plugs", () => {
  it("sets several cells at once and answers the grid; all or none on a bad entry", async () => {
    const { owner, project, item, bids } = await leveledProject();
    const cookie = await cookieFor(owner);
    const put = (plugs: unknown) =>
      plugsApi(
        args(jsonRequest(`/api/projects/${project.id}/leveling/plugs`, { plugs }, { cookie, method: "PUT" }), {
          id: String(project.id),
        }),
      );
    const ok = await put([
      { application_id: bids.a, scope_item_id: item.permits, plug_cents: 50_000, note: "Fees" },
      { application_id: bids.b, scope_item_id: item.fixtures, plug_cents: 200_000, note: null },
      { application_id: bids.b, scope_item_id: item.permits, plug_cents: 30_000 },
    ]);
    expect(ok.status).toBe(200);
    const grid = (await ok.json()) as LevelingGrid;
    expect(column(grid, bids.b).leveled_cents).toBe(1_130_000);
    expect(cellOf(grid, bids.a, item.permits)).toMatchObject({ plug_cents: 50_000, note: "Fees" });

    const negative = await put([{ application_id: bids.a, scope_item_id: item.permits, plug_cents: -5 }]);
    expect(negative.status).toBe(400);
    expect(await negative.json()).toMatchObject({ message: "A plug cannot be negative" });
    const mixed = await put([
      { application_id: bids.a, scope_item_id: item.permits, plug_cents: 1 },
      { application_id: bids.r, scope_item_id: item.permits, plug_cents: 1 },
    ]);
    expect(mixed.status).toBe(404);
    expect(cellOf(await levelingGrid(owner, project.id), bids.a, item.permits).plug_cents).toBe(50_000);
    expect((await put([{ application_id: bids.a, scope_item_id: 999_999, plug_cents: 1 }])).status).toBe(404);
    expect((await put([])).status).toBe(400);
  });
});

describe("the leveling page's forms", () => {
  it("saves a typed plug without JavaScript and comes back to the cell; refuses words with the reason", async () => {
    const { owner, project, item, bids } = await leveledProject();
    const cookie = await cookieFor(owner);
    const params = { projectId: String(project.id) };
    const post = (fields: Record<string, string>) =>
      levelingPage(args(formRequest(`/projects/${project.id}/leveling`, fields, { cookie }), params));
    const saved = unwrap(
      await post({
        intent: "plug",
        application_id: String(bids.b),
        scope_item_id: String(item.fixtures),
        plug: "2,000.50",
        note: "",
      }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/projects/${project.id}/leveling#cell-${bids.b}-${item.fixtures}`);
    expect(cellOf(await levelingGrid(owner, project.id), bids.b, item.fixtures).plug_cents).toBe(200_050);

    const phone = unwrap(
      await post({
        intent: "plug",
        application_id: String(bids.b),
        scope_item_id: String(item.permits),
        plug: "10",
        bidder: "2",
      }),
    );
    expect(phone.headers.get("Location")).toBe(
      `/projects/${project.id}/leveling?bidder=2#bidder-cell-${bids.b}-${item.permits}`,
    );

    const words = unwrap<{ result: { error: Record<string, string[]> } }>(
      await post({
        intent: "plug",
        application_id: String(bids.b),
        scope_item_id: String(item.fixtures),
        plug: "lots",
      }),
    );
    expect(words.status).toBe(400);
    expect(words.data.result.error.plug).toEqual(["Enter the plug as an amount, such as 1,250 or 1250.50"]);

    const inPlace = unwrap<{ saved: string }>(
      await post({
        intent: "plug",
        _inplace: "1",
        application_id: String(bids.a),
        scope_item_id: String(item.permits),
        plug: "500",
      }),
    );
    expect(inPlace.status).toBe(200);
    expect(inPlace.data.saved).toBe(`plug:${bids.a}:${item.permits}`);
    expect(column(await levelingGrid(owner, project.id), bids.a).leveled_cents).toBe(1_050_000);

    const hidden = unwrap(await post({ intent: "hidden", application_id: String(bids.c), hidden: "1" }));
    expect(hidden.status).toBe(302);
    expect((await levelingGrid(owner, project.id)).hidden.map((h) => h.application_id)).toEqual([bids.c]);
  });
});

describe("exports", () => {
  it("XLSX: the grid with leveled totals as formulas over base and plugs, and line items totalled by formula", async () => {
    const { owner, project, item, bids } = await leveledProject();
    await setPlug(owner, bids.a, item.permits, { plug_cents: 50_000, note: "City fee schedule" });
    await setPlug(owner, bids.b, item.fixtures, { plug_cents: 200_000, note: null });
    const response = await xlsxExport(
      args(getRequest(`/projects/${project.id}/leveling.xlsx`, { cookie: await cookieFor(owner) }), {
        projectId: String(project.id),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="project-${project.id}-leveling.xlsx"`,
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(["Leveling", "Line items"]);

    const sheet = book.getWorksheet("Leveling")!;
    const rowNamed = (label: string) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(1).value === label) found = row;
      });
      if (!found) throw new Error(`no row ${label}`);
      return found;
    };
    const header = sheet.getRow(1).values as unknown[];
    const aName = (await levelingGrid(owner, project.id)).bidders[0].applicant.display_name;
    expect(header.slice(1, 6)).toEqual(["Scope item", "Kind", "CSI division", aName, `${aName}: plug`]);
    expect(sheet.getCell("D2").value).toBe(4000);
    expect(sheet.getCell("D4").value).toBe("Excluded");
    expect(sheet.getCell("E4").value).toBe(500);
    expect(sheet.getCell("E4").note).toBe("City fee schedule");
    expect(sheet.getCell("F4").value).toBe("Missing");
    const leveled = rowNamed("Leveled total");
    const base = rowNamed("Base");
    expect(base.getCell(4).value).toBe(10_000);
    expect(leveled.getCell(4).value).toEqual({ formula: `D${base.number}+SUM(E2:E4)`, result: 10_500 });
    expect(leveled.getCell(6).value).toEqual({ formula: `F${base.number}+SUM(G2:G4)`, result: 11_000 });
    expect(rowNamed("Spread from median").getCell(4).value).toMatchObject({
      formula: `D${leveled.number}-MEDIAN(D${leveled.number},F${leveled.number},H${leveled.number})`,
      result: -500,
    });
    expect(rowNamed("Lowest leveled total").getCell(4).value).toBe("Lowest");

    const lines = book.getWorksheet("Line items")!;
    expect(lines.getRow(2).values).toEqual([
      undefined,
      aName,
      "Troffers",
      24,
      "ea",
      125.5,
      { formula: "C2*E2", result: 3012 },
    ]);
    // Text that looks like a formula stays text.
    expect(lines.getCell("B3").value).toBe('=HYPERLINK("http://evil")');
    expect(lines.getCell("F3").value).toEqual({ formula: "C3*E3", result: 15.02 });
  });

  it("CSV: a line per bidder and row, then their totals, every cell escaped", async () => {
    const { owner, project, item, bids } = await leveledProject();
    await setPlug(owner, bids.a, item.permits, { plug_cents: 50_000, note: '=cmd|" /C calc"!A0, then "quotes"' });
    const response = await csvExport(
      args(getRequest(`/projects/${project.id}/leveling.csv`, { cookie: await cookieFor(owner) }), {
        projectId: String(project.id),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const csv = await response.text();
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe(
      "bidder,scope_item,kind,csi_division,answer,amount,plug,note,base,plugs,leveled_total,spread_from_median,spread_percent,lowest",
    );
    expect(csv).toContain(`,Permits and inspections,item,,excluded,,500,"'=cmd|"" /C calc""!A0, then ""quotes""",`);
    // B's total is lower, but an item of theirs is not plugged yet: the complete total is the lowest.
    expect(csv).toMatch(/,Total,+10000,500,10500,0,0,yes\n/);
    expect(csv).toMatch(/,Total,+9000,0,9000,-1500,-14.3,\n/);
    expect(lines).toHaveLength(1 + 3 * 5);
  });
});
