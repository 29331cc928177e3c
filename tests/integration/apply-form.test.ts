/** The apply form: one bid amount in dollars with its basis; the API still takes the bid as text. */
import { listMyApplications, listProjectApplications } from "~/domain/applications.server";
import { createProject } from "~/domain/projects.server";
import { action as applyApi } from "~/routes/applications/api.applications";
import { action as applyPage } from "~/routes/applications/_app.projects_.$projectId.apply";
import { CLINIC_PROJECT } from "../helpers/projects";
import { args, formRequest, jsonRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser, unique } from "../helpers/world";

const LETTER = "We wired three clinics in Tempe this year, on time.";

describe("applying with one amount and a basis", () => {
  it("stores the amount in dollars with its basis, and refuses a cover letter under 20 characters", async () => {
    const gc = await makeUser("general_contractor");
    const sub = await makeUser("subcontractor");
    const project = await createProject(gc, { ...CLINIC_PROJECT, title: unique("Clinic") });
    const cookie = await cookieFor(sub);
    const send = (fields: Record<string, string>) =>
      applyPage(
        args(formRequest(`/projects/${project.id}/apply?intent=apply`, fields, { cookie }), {
          projectId: String(project.id),
        }),
      ).catch((e: unknown) => e);

    const short = unwrap<{ result: { error: Record<string, string[]> } }>(
      await send({ project_id: String(project.id), cover_letter: "Too short.", bid_amount_dollars: "14500" }),
    );
    expect(short.status).toBe(400);
    expect(short.data.result.error.cover_letter).toEqual(["Cover letter should be at least 20 characters"]);

    const done = (await send({
      project_id: String(project.id),
      cover_letter: LETTER,
      bid_amount_dollars: "14500",
      bid_basis: "per_unit",
    })) as Response;
    expect(done.status).toBe(302);
    const [mine] = (await listMyApplications(sub)).items;
    expect(mine).toMatchObject({ bid_amount: "$14,500", bid_amount_dollars: 14500, bid_basis: "per_unit" });
    const [seen] = (await listProjectApplications(gc, project.id)).items;
    expect(seen.bid_basis).toBe("per_unit");
  });

  it("POST /api/applications keeps taking bid_amount as text and stores its dollars so bids sort", async () => {
    const gc = await makeUser("general_contractor");
    const project = await createProject(gc, { ...CLINIC_PROJECT, title: unique("Clinic") });
    const post = async (body: Record<string, unknown>) => {
      const sub = await makeUser("subcontractor");
      const answer = (await applyApi(
        args(
          jsonRequest(
            "/api/applications",
            { project_id: project.id, cover_letter: LETTER, ...body },
            {
              cookie: await cookieFor(sub),
            },
          ),
        ),
      )) as Response;
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };
    const text = await post({ bid_amount: "$12,500" });
    expect(text.status).toBe(201);
    expect(text.body).toMatchObject({ bid_amount: "$12,500", bid_amount_dollars: 12500, bid_basis: null });
    const words = await post({ bid_amount: "Time and materials, estimate on request" });
    expect(words.body).toMatchObject({ bid_amount_dollars: null });
    const basis = await post({ bid_amount_dollars: 9800, bid_basis: "time_and_materials" });
    expect(basis.body).toMatchObject({ bid_amount: "$9,800", bid_basis: "time_and_materials" });
    const wrong = await post({ bid_amount_dollars: 9800, bid_basis: "hourly" });
    expect(wrong.status).toBe(400);

    const byBid = (await listProjectApplications(gc, project.id, { sort: "bid" })).items.map((a) => a.bid_amount);
    expect(byBid).toEqual(["$9,800", "$12,500", "Time and materials, estimate on request"]);
  });
});
