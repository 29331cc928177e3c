/**
 * 'Recommended for You' is kept per user between dashboard views, and a change to anything it shows is seen at
 * the next view: decided in the database, so a change written by any process counts.
 */
import { sql } from "drizzle-orm";

import type { UserRecord } from "~/domain/accounts.server";
import { applyToProject } from "~/domain/applications.server";
import { requestConnection } from "~/domain/connections.server";
import { decideReport, fileReport } from "~/domain/moderation.server";
import { saveSubProfile } from "~/domain/profiles.server";
import { updateProject } from "~/domain/projects.server";
import { updatePrivacySettings } from "~/domain/settings.server";
import { setClockOffset } from "~/infra/clock.server";
import { runStatement } from "~/infra/db.server";
import { loader as dashboardPage } from "~/routes/dashboard/_app.dashboard";
import { args, getRequest } from "../helpers/requests";
import { contractorAt, cookieFor, makeUser, subcontractorAt, tradeProjectAt as projectIn } from "../helpers/world";

type Dashboard = Extract<Awaited<ReturnType<typeof dashboardPage>>, { ready: true }>;

async function recommendationsOf(user: UserRecord) {
  const page = (await dashboardPage(args(getRequest("/dashboard", { cookie: await cookieFor(user) })))) as Dashboard;
  return page.recommendations!;
}

const shownProjects = async (user: UserRecord) =>
  (await recommendationsOf(user)).items.map((m) => ("project" in m ? m.project.id : 0));

const shownSubcontractors = async (user: UserRecord) =>
  (await recommendationsOf(user)).items.map((m) => ("subcontractor" in m ? m.subcontractor.user_id : 0));

const MINUTE = 60_000;

afterEach(() => setClockOffset(0));

describe("the dashboard's recommendations, kept per user", () => {
  it("are kept while nothing changes, and show a project opened, closed or hidden by a moderator at once", async () => {
    const zip = "80202";
    const gc = await contractorAt(zip);
    const electrician = await subcontractorAt(zip, "Electrical");
    const first = await projectIn(gc, "Electrical", zip);

    const kept = await recommendationsOf(electrician);
    expect(await recommendationsOf(electrician)).toBe(kept);
    expect(await shownProjects(electrician)).toEqual([first.id]);

    const opened = await projectIn(gc, "Electrical", zip);
    expect(await shownProjects(electrician)).toContain(opened.id);

    await updateProject(gc, first.id, { status: "canceled" });
    expect(await shownProjects(electrician)).toEqual([opened.id]);

    const report = await fileReport(await makeUser(), {
      content_type: "project",
      content_id: opened.id,
      reason: "spam",
    });
    await decideReport(await makeUser("admin"), report.id, { status: "approved" });
    expect(await shownProjects(electrician)).toEqual([]);
  });

  it("follow the viewer's own changes: an application sent, a new trade", async () => {
    const zip = "19103";
    const gc = await contractorAt(zip);
    const electrician = await subcontractorAt(zip, "Electrical");
    const wiring = await projectIn(gc, "Electrical", zip);
    const lighting = await projectIn(gc, "Electrical", zip);
    const bricks = await projectIn(gc, "Masonry", zip);
    expect((await shownProjects(electrician)).sort()).toEqual([wiring.id, lighting.id].sort());

    await applyToProject(electrician, { project_id: wiring.id, cover_letter: "We wired the building next door." });
    expect(await shownProjects(electrician)).toEqual([lighting.id]);

    await saveSubProfile(electrician, {
      business_name: "Now a masonry crew",
      specialty: "Masonry",
      location: "Somewhere",
      zip_code: zip,
      service_radius: 50,
      crew_size: "1-5",
      available_now: true,
    });
    expect(await shownProjects(electrician)).toEqual([bricks.id]);
  });

  it("for a contractor, follow a connection request sent and a subcontractor's privacy setting", async () => {
    const zip = "60601";
    const gc = await contractorAt(zip, ["Electrical"]);
    const [asked, privateOne, other] = [
      await subcontractorAt(zip, "Electrical"),
      await subcontractorAt(zip, "Electrical"),
      await subcontractorAt(zip, "Electrical"),
    ];
    expect((await shownSubcontractors(gc)).sort()).toEqual([asked.id, privateOne.id, other.id].sort());

    // Someone with a request pending either way is not recommended.
    await requestConnection(gc, { recipient_id: asked.id, type: "general" });
    expect((await shownSubcontractors(gc)).sort()).toEqual([privateOne.id, other.id].sort());

    await updatePrivacySettings(privateOne, { profile_visibility: "private" });
    expect(await shownSubcontractors(gc)).toEqual([other.id]);
  });

  it("see a change written by another process, straight to the database", async () => {
    const zip = "78701";
    const gc = await contractorAt(zip);
    const electrician = await subcontractorAt(zip, "Electrical");
    const project = await projectIn(gc, "Electrical", zip);
    expect(await shownProjects(electrician)).toEqual([project.id]);

    await runStatement(sql`UPDATE projects SET status = 'canceled' WHERE id = ${project.id}`);
    expect(await shownProjects(electrician)).toEqual([]);
  });

  it("are at most five minutes old, and no older than a shown project's bid due time", async () => {
    const zip = "85004";
    const gc = await contractorAt(zip);
    const electrician = await subcontractorAt(zip, "Electrical");
    await projectIn(gc, "Electrical", zip);

    const kept = await recommendationsOf(electrician);
    setClockOffset(5 * MINUTE - 1_000);
    expect(await recommendationsOf(electrician)).toBe(kept);
    setClockOffset(5 * MINUTE + 1_000);
    const renewed = await recommendationsOf(electrician);
    expect(renewed).not.toBe(kept);

    setClockOffset(0);
    const due = await projectIn(gc, "Electrical", zip, {
      bids_due_at: new Date(Date.now() + 2 * MINUTE).toISOString(),
    });
    const beforeDue = await recommendationsOf(electrician);
    expect(beforeDue.items.find((m) => "project" in m && m.project.id === due.id)).toMatchObject({
      project: { bid_window: { past_due: false } },
    });
    setClockOffset(3 * MINUTE);
    const afterDue = await recommendationsOf(electrician);
    expect(afterDue).not.toBe(beforeDue);
    expect(afterDue.items.find((m) => "project" in m && m.project.id === due.id)).toMatchObject({
      project: { bid_window: { past_due: true } },
    });
  });
});
