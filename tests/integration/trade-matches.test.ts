/** Smart matches respect the trade: the same trade and related trades only, unless other trades are asked for. */
import type { Trade } from "~/constants";
import { applyToProject } from "~/domain/applications.server";
import { matchProjects, matchSubcontractors, NO_PREFERENCES, recommendationsFor } from "~/domain/matching.server";
import { loader as invitePage } from "~/routes/invitations/_app.projects.invite";
import { loader as projectsApi } from "~/routes/matches/api.matches.projects";
import { loader as subcontractorsApi } from "~/routes/matches/api.matches.subcontractors";
import { args, getRequest, unwrap } from "../helpers/requests";
import { contractorAt as gcAt, cookieFor, subcontractorAt, tradeProjectAt as projectIn } from "../helpers/world";

const subAt = (zip: string, specialty: Trade) => subcontractorAt(zip, specialty);

describe("project matches for a subcontractor", () => {
  it("an electrician's matches and recommendations hold only Electrical projects, unless other trades are asked for", async () => {
    const zip = "80202";
    const gc = await gcAt(zip, []);
    const electrician = await subAt(zip, "Electrical");
    const wired = await projectIn(gc, "Electrical", zip);
    const others = await Promise.all((["HVAC", "Masonry", "Plumbing"] as const).map((t) => projectIn(gc, t, zip)));

    const matches = await matchProjects(electrician, NO_PREFERENCES);
    expect(matches.map((m) => m.project.trade_type)).toEqual(matches.map(() => "Electrical"));
    const match = matches.find((m) => m.project.id === wired.id)!;
    expect(match.matchReasons[0]).toBe("Electrical, your trade");
    expect(match.tradeFit).toBe("same");

    const recommended = await recommendationsFor(electrician);
    expect(recommended?.items.map((m) => ("project" in m ? m.project.trade_type : null))).toEqual(
      recommended?.items.map(() => "Electrical"),
    );

    const everything = (await matchProjects(electrician, { ...NO_PREFERENCES, otherTrades: true })).map(
      (m) => m.project.id,
    );
    for (const p of others) expect(everything).toContain(p.id);
    expect(everything.indexOf(wired.id)).toBe(0);

    const api = (await projectsApi(
      args(getRequest("/api/matches/projects", { cookie: await cookieFor(electrician) })),
    )) as Response;
    const list = (await api.json()) as { matchScore: number; project: { trade_type: string } }[];
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((m) => m.project.trade_type))).toEqual(new Set(["Electrical"]));
  });

  it("a plumber also gets HVAC as a related trade, ranked below plumbing and said so", async () => {
    const zip = "78701";
    const gc = await gcAt(zip, []);
    const plumber = await subAt(zip, "Plumbing");
    const pipes = await projectIn(gc, "Plumbing", zip);
    const ducts = await projectIn(gc, "HVAC", zip);
    const bricks = await projectIn(gc, "Masonry", zip);
    const matches = await matchProjects(plumber, NO_PREFERENCES);
    const ids = matches.map((m) => m.project.id);
    expect(ids.indexOf(pipes.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(pipes.id)).toBeLessThan(ids.indexOf(ducts.id));
    expect(ids).not.toContain(bricks.id);
    const related = matches.find((m) => m.project.id === ducts.id)!;
    expect(related.matchReasons[0]).toBe("HVAC, related to your trade");
    expect(related.tradeFit).toBe("related");
  });

  it("leaves out a project the subcontractor applied to, on /matches and in the recommendations", async () => {
    const zip = "19103";
    const gc = await gcAt(zip, []);
    const electrician = await subAt(zip, "Electrical");
    const open = await projectIn(gc, "Electrical", zip);
    const applied = await projectIn(gc, "Electrical", zip);
    await applyToProject(electrician, { project_id: applied.id, cover_letter: "We wired the building next door." });
    const ids = (await matchProjects(electrician, NO_PREFERENCES)).map((m) => m.project.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(applied.id);
    const recommended = (await recommendationsFor(electrician))!.items.map((m) => ("project" in m ? m.project.id : 0));
    expect(recommended).not.toContain(applied.id);
  });
});

describe("subcontractor matches for a general contractor", () => {
  it("a contractor with no open projects and no preferred trades sees every trade", async () => {
    const zip = "60601";
    const gc = await gcAt(zip, []);
    const subs = await Promise.all((["Electrical", "Masonry", "Roofing"] as const).map((t) => subAt(zip, t)));
    const matches = await matchSubcontractors(gc, NO_PREFERENCES);
    const ids = matches.map((m) => m.subcontractor.user_id);
    for (const s of subs) expect(ids).toContain(s.id);
    expect(new Set(matches.map((m) => m.tradeFit))).toEqual(new Set([null]));
  });

  it("the trades of their open projects and preferred trades decide, related trades count weaker", async () => {
    const zip = "85201";
    const gc = await gcAt(zip, ["Roofing"]);
    await projectIn(gc, "Electrical", zip);
    const electrician = await subAt(zip, "Electrical");
    const roofer = await subAt(zip, "Roofing");
    const insulator = await subAt(zip, "Insulation");
    const mason = await subAt(zip, "Masonry");
    const matches = await matchSubcontractors(gc, NO_PREFERENCES);
    const byId = new Map(matches.map((m) => [m.subcontractor.user_id, m]));
    expect(byId.get(electrician.id)?.matchReasons[0]).toBe("Electrical, a trade you hire for");
    expect(byId.get(roofer.id)?.tradeFit).toBe("same");
    expect(byId.get(insulator.id)?.matchReasons[0]).toBe("Insulation, related to a trade you hire for");
    expect(byId.has(mason.id)).toBe(false);
    expect(matches.every((m) => m.tradeFit !== "other")).toBe(true);

    const api = (await subcontractorsApi(
      args(getRequest("/api/matches/subcontractors?otherTrades=true", { cookie: await cookieFor(gc) })),
    )) as Response;
    const all = (await api.json()) as { tradeFit: string; subcontractor: { user_id: number } }[];
    expect(all.find((m) => m.subcontractor.user_id === mason.id)?.tradeFit).toBe("other");
  });
});

describe("inviting after posting", () => {
  it("the project's invite screen offers the subcontractors of its trade first, the best one chosen", async () => {
    const zip = "28202";
    const gc = await gcAt(zip, ["Masonry"]);
    const project = await projectIn(gc, "Electrical", zip);
    const electrician = await subAt(zip, "Electrical");
    const mason = await subAt(zip, "Masonry");
    const screen = unwrap<{ matched: { id: number }[] }>(
      await invitePage(args(getRequest(`/projects/invite?projectId=${project.id}`, { cookie: await cookieFor(gc) }))),
    ).data;
    const offered = screen.matched.map((m) => m.id);
    expect(offered[0]).toBe(electrician.id);
    expect(offered).not.toContain(mason.id);
  });
});
