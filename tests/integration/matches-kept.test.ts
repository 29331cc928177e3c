/**
 * The matches page is kept per user and set of preferences between views, and a change to anything it shows is
 * seen at the next view, whichever process wrote it.
 */
import { sql } from "drizzle-orm";

import type { UserRecord } from "~/domain/accounts.server";
import { updateProject } from "~/domain/projects.server";
import { updatePrivacySettings } from "~/domain/settings.server";
import { setClockOffset } from "~/infra/clock.server";
import { runStatement } from "~/infra/db.server";
import { loader as matchesPage } from "~/routes/matches/_app.matches";
import { args, getRequest } from "../helpers/requests";
import { contractorAt, cookieFor, subcontractorAt, tradeProjectAt as projectIn } from "../helpers/world";

type MatchesPage = Exclude<Awaited<ReturnType<typeof matchesPage>>, { data: unknown }>;

async function pageOf(user: UserRecord, query = "") {
  return (await matchesPage(args(getRequest(`/matches${query}`, { cookie: await cookieFor(user) })))) as MatchesPage;
}

const shownProjects = async (user: UserRecord, query = "") =>
  (await pageOf(user, query)).projects.map((m) => m.project.id).sort();

const shownSubcontractors = async (user: UserRecord) =>
  (await pageOf(user)).subcontractors.map((m) => m.subcontractor.user_id).sort();

afterEach(() => setClockOffset(0));

describe("the matches page, kept per user and preferences", () => {
  it("is kept while nothing changes, per set of preferences, and shows a project opened or closed at once", async () => {
    const zip = "97201";
    const gc = await contractorAt(zip);
    const electrician = await subcontractorAt(zip, "Electrical");
    const wiring = await projectIn(gc, "Electrical", zip);
    const bricks = await projectIn(gc, "Masonry", zip);

    const first = await pageOf(electrician);
    expect((await pageOf(electrician)).projects).toBe(first.projects);
    expect(await shownProjects(electrician)).toEqual([wiring.id]);
    expect(await shownProjects(electrician, "?otherTrades=on")).toEqual([wiring.id, bricks.id].sort());

    const lighting = await projectIn(gc, "Electrical", zip);
    expect(await shownProjects(electrician)).toEqual([wiring.id, lighting.id].sort());

    await updateProject(gc, wiring.id, { status: "canceled" });
    expect(await shownProjects(electrician)).toEqual([lighting.id]);
    expect(await shownProjects(electrician, "?otherTrades=on")).toEqual([lighting.id, bricks.id].sort());
  });

  it("for a contractor, follows a subcontractor's privacy setting and a change written straight to the database", async () => {
    const zip = "33130";
    const gc = await contractorAt(zip, ["Electrical"]);
    const [privateOne, other] = [await subcontractorAt(zip, "Electrical"), await subcontractorAt(zip, "Electrical")];
    expect(await shownSubcontractors(gc)).toEqual([privateOne.id, other.id].sort());

    await updatePrivacySettings(privateOne, { profile_visibility: "private" });
    expect(await shownSubcontractors(gc)).toEqual([other.id]);

    await runStatement(sql`UPDATE users SET account_status = 'suspended' WHERE id = ${other.id}`);
    expect(await shownSubcontractors(gc)).toEqual([]);
  });

  it("is at most five minutes old", async () => {
    const zip = "84101";
    const gc = await contractorAt(zip);
    const electrician = await subcontractorAt(zip, "Electrical");
    await projectIn(gc, "Electrical", zip);

    const kept = (await pageOf(electrician)).projects;
    setClockOffset(5 * 60_000 - 1_000);
    expect((await pageOf(electrician)).projects).toBe(kept);
    setClockOffset(5 * 60_000 + 1_000);
    expect((await pageOf(electrician)).projects).not.toBe(kept);
  });
});
