import { listProjectApplications, projectBids } from "~/domain/applications.server";
import { applicationOutcomes, bidsOnOpenProjects } from "~/domain/dashboard.server";
import { createProject } from "~/domain/projects.server";
import { updatePrivacySettings } from "~/domain/settings.server";
import { makeUser, rejection } from "../helpers/world";
import { REROOF_PROJECT } from "../helpers/projects";

const LETTER = "We have done this kind of job many times before.";

describe("what the charts are drawn from", () => {
  it("the bid chart holds the same applicants as the comparison list (a private one included: they applied), and only the owner gets it", async () => {
    const [gc, open, hidden, other] = [
      await makeUser("general_contractor"),
      await makeUser(),
      await makeUser(),
      await makeUser("general_contractor"),
    ];
    await updatePrivacySettings(hidden, { profile_visibility: "private" });
    const project = await createProject(gc, REROOF_PROJECT);
    await applyToProjectAs(open, project.id, 41_500);
    await applyToProjectAs(hidden, project.id, 38_000);
    const { bids, budgetRange } = await projectBids(gc, project.id);
    const listed = (await listProjectApplications(gc, project.id)).items.map((a) => a.applicant.display_name);
    expect(bids.map((b) => b.name).sort()).toEqual(listed.sort());
    expect(bids.map((b) => b.dollars).sort()).toEqual([38_000, 41_500]);
    expect(budgetRange).toBe(REROOF_PROJECT.budget_range);
    expect((await rejection(projectBids(other, project.id))).kind).toMatch(/forbidden|not_found/);
  });

  it("a subcontractor's applications count in this month's column; a contractor's open project counts its bids", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    const project = await createProject(gc, REROOF_PROJECT);
    await applyToProjectAs(sub, project.id, 10_000);
    const months = await applicationOutcomes(sub);
    expect(months).toHaveLength(6);
    expect(months.at(-1)).toMatchObject({ pending: 1, accepted: 0, rejected: 0 });
    expect(await bidsOnOpenProjects(gc)).toEqual([expect.objectContaining({ id: project.id, bids: 1 })]);
  });
});

async function applyToProjectAs(sub: Awaited<ReturnType<typeof makeUser>>, projectId: number, dollars: number) {
  const { applyToProject } = await import("~/domain/applications.server");
  return applyToProject(sub, { project_id: projectId, cover_letter: LETTER, bid_amount_dollars: dollars });
}
