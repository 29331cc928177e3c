/** A contractor's applicant list says who may not fit, puts those who fit first, and keeps rejected ones aside. */
import type { Trade } from "~/constants";
import { applyToProject, decideApplication, listProjectApplications } from "~/domain/applications.server";
import { createCredential } from "~/domain/credentials.server";
import { createProject } from "~/domain/projects.server";
import { loader as applicationsApi } from "~/routes/applications/api.projects.$id.applications";
import { loader as applicationsPage } from "~/routes/applications/_app.projects_.$projectId.applications";
import { pdfFile } from "../helpers/files";
import { CLINIC_PROJECT } from "../helpers/projects";
import { args, getRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser, subcontractorAt, unique } from "../helpers/world";

const sub = (name: string, specialty: Trade, zip: string, radius: 25 | 50 | 200) =>
  subcontractorAt(zip, specialty, { name, radius });

const credential = async (who: Awaited<ReturnType<typeof sub>>, expires_on: string) => {
  const pdf = await pdfFile();
  await createCredential(who, { kind: "license", name: "Contractor license", expires_on }, [
    { bytes: pdf.bytes, name: pdf.name },
  ]);
};

const LETTER = "We have done this kind of work for ten years.";

describe("the applicant list of a project", () => {
  it("flags a far applicant of another trade, a lapsed license, and lists those who fit first", async () => {
    const gc = await makeUser("general_contractor");
    const project = await createProject(gc, CLINIC_PROJECT); // Electrical, Tempe AZ
    const fits = await sub("Near Electric", "Electrical", "85281", 25);
    const lapsed = await sub("Lapsed Electric", "Electrical", "85281", 25);
    const renewed = await sub("Renewed Electric", "Electrical", "85281", 25);
    const farMason = await sub("Faraway Masonry", "Masonry", "10001", 50);
    const roamer = await sub("Roaming Electric", "Electrical", "10001", 200);
    await credential(lapsed, "2020-01-31");
    await credential(renewed, "2020-01-31");
    await credential(renewed, "2099-01-31");
    for (const s of [fits, lapsed, renewed, farMason, roamer]) {
      await applyToProject(s, { project_id: project.id, cover_letter: LETTER });
    }

    const { items } = await listProjectApplications(gc, project.id);
    const flagsOf = (who: { id: number }) => items.find((a) => a.applicant_id === who.id)!.flags;
    expect(flagsOf(farMason)).toEqual({
      different_trade: true,
      outside_service_area: true,
      credentials_expired: false,
    });
    expect(flagsOf(lapsed)).toEqual({ different_trade: false, outside_service_area: false, credentials_expired: true });
    expect(flagsOf(fits)).toEqual({ different_trade: false, outside_service_area: false, credentials_expired: false });
    expect(flagsOf(renewed).credentials_expired).toBe(false);
    // "200+" miles is no limit: far, but inside their own reach.
    expect(flagsOf(roamer).outside_service_area).toBe(false);

    // Those who fit first, newest first among them; then the flagged ones, newest first.
    expect(items.map((a) => a.applicant_id)).toEqual([roamer.id, renewed.id, fits.id, farMason.id, lapsed.id]);

    const api = (await applicationsApi(
      args(getRequest(`/api/projects/${project.id}/applications`, { cookie: await cookieFor(gc) }), {
        id: String(project.id),
      }),
    )) as Response;
    const body = (await api.json()) as { items: { applicant_id: number; flags: Record<string, boolean> }[] };
    expect(body.items.find((a) => a.applicant_id === farMason.id)?.flags.different_trade).toBe(true);
  });

  it("hides rejected applicants unless asked for, and counts them for the link", async () => {
    const gc = await makeUser("general_contractor");
    const project = await createProject(gc, { ...CLINIC_PROJECT, title: unique("Clinic") });
    const kept = await sub("Kept Electric", "Electrical", "85281", 25);
    const turnedDown = await sub("Turned Down Electric", "Electrical", "85281", 25);
    await applyToProject(kept, { project_id: project.id, cover_letter: LETTER });
    const rejected = await applyToProject(turnedDown, { project_id: project.id, cover_letter: LETTER });
    await decideApplication(gc, rejected.id, "rejected");

    const page = async (query: string) =>
      unwrap<{ applicants: { items: { applicant_id: number }[] }; rejected: number }>(
        await applicationsPage(
          args(getRequest(`/projects/${project.id}/applications${query}`, { cookie: await cookieFor(gc) }), {
            projectId: String(project.id),
          }),
        ),
      ).data;
    const plain = await page("");
    expect(plain.applicants.items.map((a) => a.applicant_id)).toEqual([kept.id]);
    expect(plain.rejected).toBe(1);
    const all = await page("?rejected=show");
    expect(all.applicants.items.map((a) => a.applicant_id).sort()).toEqual([kept.id, turnedDown.id].sort());
    const onlyRejected = await page("?status=rejected");
    expect(onlyRejected.applicants.items.map((a) => a.applicant_id)).toEqual([turnedDown.id]);
  });
});
