import { eq } from "drizzle-orm";

import { certifications, connections } from "../../db/schema";
import { changeAccountStatus, getUserRecord } from "~/domain/accounts.server";
import { applyToProject, decideApplication } from "~/domain/applications.server";
import { requestConnection } from "~/domain/connections.server";
import { setContractorMuted } from "~/domain/invitations.server";
import { matchContractors, matchProjects, matchSubcontractors, NO_PREFERENCES } from "~/domain/matching.server";
import { saveGcProfile } from "~/domain/profiles.server";
import { createProject, updateProject } from "~/domain/projects.server";
import { createReview } from "~/domain/reviews.server";
import { updatePrivacySettings } from "~/domain/settings.server";
import { db } from "~/infra/db.server";
import { loader as contractorsApi } from "~/routes/matches/api.matches.contractors";
import { loader as projectsApi } from "~/routes/matches/api.matches.projects";
import { loader as subcontractorsApi } from "~/routes/matches/api.matches.subcontractors";
import { args, getRequest } from "../helpers/requests";
import { connect, contractorAt, cookieFor, makeUser, subcontractorAt, unique } from "../helpers/world";

/** A plumbing subcontractor at `zip` who works within 25 miles. */
const subAt = (name: string, zip: string) => subcontractorAt(zip, "Plumbing", { name, radius: 25 });

async function gcAt(zip: string, name = unique("GC")) {
  const gc = await makeUser("general_contractor");
  await saveGcProfile(gc, {
    company_name: name,
    location: "Somewhere",
    zip_code: zip,
    project_types: ["Commercial"],
    preferred_trades: ["Plumbing"],
  });
  return getUserRecord(gc.id);
}

const PROJECT = {
  trade_type: "Plumbing" as const,
  title: "Brownstone repipe",
  description: "Full repipe of a four-story brownstone.",
  location: "Hoboken, NJ",
  zip_code: "07030",
  budget_range: "$25,000 - $50,000" as const,
  timeline: "1-2 months" as const,
  requirements: "Licensed plumber.",
};

/** Three reviews of `rating` stars from three different contractors. */
async function reviewed(sub: { id: number }, rating: number) {
  for (let i = 0; i < 3; i++) {
    const reviewer = await makeUser("general_contractor");
    await connect(reviewer, sub);
    await createReview(reviewer, { reviewee_id: sub.id, rating, comment: "Worked with them on a job last year." });
  }
}

describe("subcontractor matches for a general contractor", () => {
  it("ranks the near one first, explains why, and lets Prioritize Rating lift the better-rated farther one", async () => {
    const gc = await gcAt("10001");
    const near = await subAt(unique("Near Plumbing"), "10001");
    // Paterson, NJ: about 15 miles out, inside its 25-mile service area.
    const farButLoved = await subAt(unique("Loved Plumbing"), "07501");
    await reviewed(near, 1);
    await reviewed(farButLoved, 5);
    const order = async (prefs = NO_PREFERENCES) =>
      (await matchSubcontractors(gc, prefs))
        .map((m) => m.subcontractor.user_id)
        .filter((id) => id === near.id || id === farButLoved.id);

    expect(await order()).toEqual([near.id, farButLoved.id]);
    expect(await order({ ...NO_PREFERENCES, rating: true })).toEqual([farButLoved.id, near.id]);

    const match = (await matchSubcontractors(gc, NO_PREFERENCES)).find((m) => m.subcontractor.user_id === near.id)!;
    expect(match.matchScore).toBeGreaterThan(0);
    expect(match.matchScore).toBeLessThanOrEqual(1);
    expect(match.matchReasons[0]).toBe("Plumbing, a trade you hire for");
    expect(match.matchReasons[1]).toMatch(/^Less than 1 mile away, within their 25-mile service area$/);
    expect(match.subcontractor).toMatchObject({ user: { id: near.id }, specialty: "Plumbing", avg_rating: 1 });
  });

  it("never shows private or suspended subcontractors, nor one with a request pending", async () => {
    const [gc, admin] = [await gcAt("59001"), await makeUser("admin")];
    const shown = await subAt(unique("Shown"), "59001");
    const hidden = await subAt(unique("Private"), "59001");
    const suspended = await subAt(unique("Suspended"), "59001");
    const asked = await subAt(unique("Asked"), "59001");
    await updatePrivacySettings(hidden, { profile_visibility: "private" });
    await changeAccountStatus(admin, suspended.id, { status: "suspended", reason: "Fraud" });
    await requestConnection(gc, { recipient_id: asked.id, type: "general" });
    const ids = (await matchSubcontractors(gc, NO_PREFERENCES)).map((m) => m.subcontractor.user_id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(suspended.id);
    expect(ids).not.toContain(asked.id);
  });

  it("includes the people they are connected to wherever they are, and says so", async () => {
    const gc = await gcAt("10001");
    const faraway = await subAt(unique("Faraway"), "90210");
    await connect(gc, faraway);
    const match = (await matchSubcontractors(gc, { ...NO_PREFERENCES, pastCollaboration: true })).find(
      (m) => m.subcontractor.user_id === faraway.id,
    );
    expect(match?.matchReasons).toContain("You are connected");
  });

  it("reads each one's facts with the pool: a job done together, a review between them, current credentials", async () => {
    const gc = await gcAt("10001");
    const [together, reviewer, licensed, lapsed] = [
      await subAt(unique("Together"), "10001"),
      await subAt(unique("Reviewer"), "10001"),
      await subAt(unique("Licensed"), "10001"),
      await subAt(unique("Lapsed"), "10001"),
    ];
    const project = await createProject(gc, PROJECT);
    const application = await applyToProject(together, { project_id: project.id, cover_letter: "Repipes weekly." });
    await decideApplication(gc, application.id, "accepted");
    await updateProject(gc, project.id, { status: "completed" });
    // Connected long enough to review the contractor, then no longer connected: the review stays between them.
    await connect(reviewer, gc);
    await createReview(reviewer, { reviewee_id: gc.id, rating: 5, comment: "Paid on time, clear scope." });
    await db.delete(connections).where(eq(connections.requesterId, reviewer.id));
    const credential = async (userId: number, kind: "license" | "insurance", name: string, expiresOn: string) =>
      await db.insert(certifications).values({ userId, kind, name, expiresOn });
    await credential(licensed.id, "license", "Plumbing license", "2099-06-30");
    await credential(licensed.id, "insurance", "Liability insurance", "2099-06-30");
    await credential(lapsed.id, "license", "Plumbing license", "2001-01-31");
    await credential(lapsed.id, "insurance", "Liability insurance", "2001-01-31");

    const matchesWith = async (prefs: Partial<typeof NO_PREFERENCES>) =>
      new Map(
        (await matchSubcontractors(gc, { ...NO_PREFERENCES, ...prefs })).map((m) => [m.subcontractor.user_id, m]),
      );
    // The four are alike but for these facts: a job done together weighs most, a review a little, neither nothing.
    const byWork = await matchesWith({ pastCollaboration: true });
    const score = (id: number) => byWork.get(id)!.matchScore;
    expect(score(together.id)).toBeGreaterThan(score(reviewer.id));
    expect(score(reviewer.id)).toBeGreaterThan(score(lapsed.id));
    const byCredentials = await matchesWith({ certifications: true });
    expect(byCredentials.get(licensed.id)!.matchReasons).toContainEqual(
      expect.stringMatching(/current until Jun 2099$/),
    );
    expect(byCredentials.get(licensed.id)!.subcontractor.certifications.sort()).toEqual([
      "Liability insurance",
      "Plumbing license",
    ]);
    expect(byCredentials.get(lapsed.id)!.subcontractor.certifications).toEqual([]);
    expect(byCredentials.get(licensed.id)!.matchScore).toBeGreaterThan(byCredentials.get(lapsed.id)!.matchScore);
  });
});

describe("project and contractor matches for a subcontractor", () => {
  it("puts projects in their trade first, and leaves out applied and muted contractors' projects", async () => {
    const sub = await subAt(unique("Finder"), "07030");
    const gc = await gcAt("10001");
    const muted = await gcAt("10001");
    const inTrade = await createProject(gc, { ...PROJECT, title: unique("Repipe") });
    const otherTrade = await createProject(gc, { ...PROJECT, trade_type: "Electrical", title: unique("Lights") });
    const applied = await createProject(gc, { ...PROJECT, title: unique("Applied") });
    await applyToProject(sub, { project_id: applied.id, cover_letter: "Count us in." });
    const mutedProject = await createProject(muted, { ...PROJECT, title: unique("Muted") });
    await setContractorMuted(sub, muted.id, true);

    const ids = (await matchProjects(sub, { ...NO_PREFERENCES, otherTrades: true })).map((m) => m.project.id);
    expect(ids.indexOf(inTrade.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(inTrade.id)).toBeLessThan(ids.indexOf(otherTrade.id));
    expect(ids).not.toContain(applied.id);
    expect(ids).not.toContain(mutedProject.id);

    const contractors = (await matchContractors(sub, NO_PREFERENCES)).map((m) => m.contractor.user_id);
    expect(contractors).toContain(gc.id);
    expect(contractors).not.toContain(muted.id);
  });
});

describe("GET /api/matches/*", () => {
  it("answers each role its own lists, sorted by matchScore, and 403 to the other role", async () => {
    const gc = await gcAt("07030");
    const sub = await subAt(unique("Api Plumbing"), "07030");
    const call = async (loader: typeof subcontractorsApi, path: string, who: { id: number }) =>
      (await loader(args(getRequest(path, { cookie: await cookieFor(who) })))) as Response;

    const answer = await call(subcontractorsApi, "/api/matches/subcontractors?prioritizeLocation=true", gc);
    expect(answer.status).toBe(200);
    const list = (await answer.json()) as { matchScore: number; matchReasons: string[] }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((m) => m.matchScore)).toEqual([...list.map((m) => m.matchScore)].sort((a, b) => b - a));

    expect((await call(subcontractorsApi, "/api/matches/subcontractors", sub)).status).toBe(403);
    expect((await call(contractorsApi, "/api/matches/contractors", gc)).status).toBe(403);
    expect((await call(projectsApi, "/api/matches/projects", gc)).status).toBe(403);
    expect((await call(contractorsApi, "/api/matches/contractors", sub)).status).toBe(200);
    expect((await call(projectsApi, "/api/matches/projects?prioritizeProjectVolume=true", sub)).status).toBe(200);
  });

  it("reads farther out when every project near the subcontractor is left out (a muted contractor's hundred)", async () => {
    const sub = await subAt(unique("Widener"), "07030");
    const muted = await contractorAt("07030");
    for (let i = 0; i < 101; i++) await createProject(muted, { ...PROJECT, zip_code: "07030", title: unique("Near") });
    await setContractorMuted(sub, muted.id, true);
    const across = await createProject(await gcAt("10001"), { ...PROJECT, zip_code: "10001", title: unique("Across") });

    const ids = (await matchProjects(sub, NO_PREFERENCES)).map((m) => m.project.id);
    expect(ids).toContain(across.id);
  });
});
