import { parse } from "csv-parse/sync";

import { MAX_INVITATIONS_PER_PROJECT } from "~/constants";
import {
  applicationsCsv,
  applyToProject,
  decideApplication,
  listProjectApplications,
  rejectOtherPending,
  withdrawApplication,
} from "~/domain/applications.server";
import { declineInvitation, inviteToBid, listMyInvitations, setContractorMuted } from "~/domain/invitations.server";
import { matchProjects, NO_PREFERENCES } from "~/domain/matching.server";
import { setPlan } from "~/domain/plans.server";
import { saveSubProfile } from "~/domain/profiles.server";
import { browseProjects, createProject, getProject, updateProject } from "~/domain/projects.server";
import { ftsQuery } from "~/infra/fts.server";
import { action as projectsApi, loader as browseApi } from "~/routes/projects/api.projects";
import { action as patchApi } from "~/routes/projects/api.projects.$id";
import { action as applyApi } from "~/routes/applications/api.applications";
import { action as statusApi } from "~/routes/applications/api.applications.$id.status";
import { action as inviteApi } from "~/routes/invitations/api.projects.$id.invitations";
import { action as postPage } from "~/routes/projects/_app.projects.new";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";

const input = (over: Record<string, string> = {}) => ({
  trade_type: "Electrical" as const,
  title: "Warehouse lighting retrofit",
  description: "Replace 180 high-bay fixtures with LED and add sensors.",
  location: "Mesa, AZ",
  zip_code: "85201",
  budget_range: "$25,000 - $50,000" as const,
  timeline: "2-4 weeks" as const,
  requirements: "Licensed electrical contractor with warehouse experience.",
  ...over,
});

const apply = (sub: Parameters<typeof applyToProject>[0], projectId: number, bid?: number) =>
  applyToProject(sub, {
    project_id: projectId,
    cover_letter: "We have done ten warehouse retrofits this year.",
    bid_amount_dollars: bid,
  });

describe("posting projects", () => {
  it("is for general contractors; the post form's messages come back exactly from the page form", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    expect((await rejection(createProject(sub, input()))).kind).toBe("forbidden");
    const page = unwrap<{ result: { error: Record<string, string[]> } }>(
      await postPage(
        args(
          formRequest(
            "/projects/new?intent=post",
            { title: "ab", description: "short", location: "AZ", requirements: "short" },
            { cookie: await cookieFor(gc) },
          ),
        ),
      ),
    );
    expect(page.status).toBe(400);
    expect(page.data.result.error).toMatchObject({
      trade_type: ["Trade type is required"],
      title: ["Title must be at least 3 characters"],
      description: ["Description must be at least 10 characters"],
      location: ["Location is required"],
      budget_range: ["Budget range is required"],
      timeline: ["Timeline is required"],
      requirements: ["Requirements must be at least 10 characters"],
    });
    const made = await createProject(gc, input());
    expect(made).toMatchObject({ status: "open", applicationCount: 0, creator: { id: gc.id } });
    expect((await rejection(createProject(gc, input({ zip_code: "00000" })))).kind).toBe("invalid");
  });

  it("refuses an end date before the start date", async () => {
    const gc = await makeUser("general_contractor");
    const response = (await projectsApi(
      args(
        jsonRequest("/api/projects", input({ start_date: "2027-05-10", end_date: "2027-05-01" }), {
          cookie: await cookieFor(gc),
        }),
      ),
    )) as Response;
    expect(response.status).toBe(400);
    expect((await response.json()).errors.end_date).toEqual(["The end date cannot be before the start date"]);
  });

  it("moves open → in progress → completed, or cancels; impossible moves are 409, others' changes 403", async () => {
    const [gc, other] = [await makeUser("general_contractor"), await makeUser("general_contractor")];
    const p = await createProject(gc, input());
    expect((await rejection(updateProject(other, p.id, { status: "canceled" }))).kind).toBe("forbidden");
    expect((await rejection(updateProject(gc, p.id, { status: "completed" }))).kind).toBe("conflict");
    await updateProject(gc, p.id, { status: "in_progress" });
    expect((await rejection(updateProject(gc, p.id, { title: "Renamed job" }))).message).toBe(
      "Only an open project can be edited.",
    );
    await updateProject(gc, p.id, { status: "completed" });
    expect((await rejection(updateProject(gc, p.id, { status: "canceled" }))).kind).toBe("conflict");
    expect((await rejection(getProject(gc, 987654))).kind).toBe("not_found");
  });
});

describe("browsing", () => {
  it("searches the text, filters trade, status, budget and radius, and unknown values match nothing", async () => {
    const gc = await makeUser("general_contractor");
    // The budget filter is a Pro filter (tests/integration/plans.test.ts covers the gate).
    await setPlan(await makeUser("admin"), gc.id, "pro");
    const mesa = await createProject(gc, input());
    const denver = await createProject(
      gc,
      input({ title: "Clinic plumbing rough-in", trade_type: "Plumbing", zip_code: "80202", location: "Denver, CO" }),
    );
    const ids = async (f: Parameters<typeof browseProjects>[1]) => (await browseProjects(gc, f)).items.map((p) => p.id);
    expect(await ids({ q: "warehouse lighting" })).toContain(mesa.id);
    expect(await ids({ q: "warehouse lighting" })).not.toContain(denver.id);
    expect(await ids({ trade: "Plumbing" })).toContain(denver.id);
    expect(await ids({ trade: "Plumbing" })).not.toContain(mesa.id);
    const near = await browseProjects(gc, { zip: "85004", distance: 25, sort: "nearest" });
    expect(near.items.map((p) => p.id)).toContain(mesa.id);
    expect(near.items.map((p) => p.id)).not.toContain(denver.id);
    expect(near.items.find((p) => p.id === mesa.id)?.distance_miles).toBeGreaterThan(5);
    expect(await ids({ zip: "85004", distance: 150 })).toContain(denver.id);
    for (const f of [
      { trade: "Spaceships" },
      { status: "'; DROP TABLE projects; --" },
      { budget: "cheap" },
      { zip: "00000" },
      { q: '"' },
    ]) {
      expect(await ids(f), JSON.stringify(f)).toEqual([]);
    }
    expect(ftsQuery('roof" OR 1=1 NEAR(')).toBe('"roof" "OR" "1" "1" "NEAR"*');
    await updateProject(gc, denver.id, { status: "in_progress" });
    expect(await ids({})).not.toContain(denver.id);
    expect(await ids({ status: "all" })).toContain(denver.id);
  });

  it("GET /api/projects applies only the filters given", async () => {
    const gc = await makeUser("general_contractor");
    await createProject(gc, input({ title: "Unique Zebra Crossing Lights" }));
    const response = (await browseApi(
      args(getRequest("/api/projects?q=zebra&trade=&status=", { cookie: await cookieFor(gc) })),
    )) as Response;
    const body = await response.json();
    expect(body.items.map((p: { title: string }) => p.title)).toEqual(["Unique Zebra Crossing Lights"]);
  });
});

describe("the zip code is optional (the base post form sends none)", () => {
  const specOnly = {
    trade_type: "Electrical",
    title: "Office lighting upgrade",
    description: "Swap 40 troffers for LED panels on the 3rd floor.",
    budget_range: "$10,000 - $25,000",
    timeline: "1-2 weeks",
    requirements: "Licensed electrician, evening work only.",
  };
  const post = async (user: { id: number }, body: Record<string, unknown>) => {
    const response = (await projectsApi(
      args(jsonRequest("/api/projects", body, { cookie: await cookieFor(user) })),
    )) as Response;
    return { status: response.status, body: await response.json() };
  };

  it("POST /api/projects takes the zip written in the location, else the city's, else posts without a place", async () => {
    const gc = await makeUser("general_contractor");
    const written = await post(gc, { ...specOnly, location: "Chicago, IL 60601" });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ location: "Chicago, IL 60601", zip_code: "60601" });
    const city = await post(gc, { ...specOnly, location: "Mesa, AZ" });
    expect(city.status).toBe(201);
    expect(city.body.zip_code).toMatch(/^852\d\d$/);
    const nowhere = await post(gc, { ...specOnly, title: "Lighting at the yard", location: "Back lot by the yard" });
    expect(nowhere.status).toBe(201);
    expect(nowhere.body.zip_code).toBeNull();
    // A zip code that is given must still be real.
    const unknown = await post(gc, { ...specOnly, location: "Mesa, AZ", zip_code: "00000" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.zip_code).toEqual(["We could not find that US zip code"]);
  });

  it("a project without a place is listed and found by text and filters, and left out of distance searches", async () => {
    const gc = await makeUser("general_contractor");
    const placeless = await createProject(
      gc,
      input({ title: "Quokka barn rewiring", location: "Somewhere remote", zip_code: "" }),
    );
    const placed = await createProject(gc, input({ title: "Quokka shed rewiring" }));
    expect(placeless.zip_code).toBeNull();
    const ids = async (f: Parameters<typeof browseProjects>[1]) => (await browseProjects(gc, f)).items.map((p) => p.id);
    expect(await ids({})).toContain(placeless.id);
    expect(await ids({ q: "quokka", trade: "Electrical" })).toEqual([placed.id, placeless.id]);
    for (const distance of [25, 150]) {
      const near = await browseProjects(gc, { q: "quokka", zip: "85004", distance, sort: "nearest" });
      expect(near.items.map((p) => p.id)).toEqual([placed.id]);
      expect(near.items.every((p) => Number.isFinite(p.distance_miles))).toBe(true);
    }
    const seen = await getProject(gc, placeless.id);
    expect(seen.distance_miles).toBeNull();
  });

  it("the search words with a trade, a status and a radius pick only the projects that meet all of them", async () => {
    const gc = await makeUser("general_contractor");
    await setPlan(await makeUser("admin"), gc.id, "pro"); // five projects: past the Free plan's open projects
    const roof = (over: Record<string, string> = {}) =>
      createProject(gc, input({ title: "Wombat roof tear-off", trade_type: "Roofing", ...over }));
    const match = await roof();
    await roof({ trade_type: "Plumbing" });
    await roof({ title: "Wombat gutter job" });
    await roof({ zip_code: "80202", location: "Denver, CO" });
    const canceled = await roof();
    await updateProject(gc, canceled.id, { status: "canceled" });
    const ids = async (f: Parameters<typeof browseProjects>[1]) =>
      (await browseProjects(gc, { q: "wombat tear", trade: "Roofing", zip: "85004", distance: 25, ...f })).items.map(
        (p) => p.id,
      );
    expect(await ids({})).toEqual([match.id]);
    expect(await ids({ status: "canceled" })).toEqual([canceled.id]);
    expect(await ids({ status: "all" })).toEqual([canceled.id, match.id]);
    expect(await ids({ sort: "nearest", distance: 100 })).toEqual([match.id]);
  });

  it("matches for a subcontractor who reaches anywhere leave it out, without NaN", async () => {
    const gc = await makeUser("general_contractor");
    const sub = await makeUser();
    await saveSubProfile(sub, {
      business_name: "Anywhere Electric",
      specialty: "Electrical",
      location: "Tempe, AZ",
      zip_code: "85281",
      service_radius: 200,
      crew_size: "1-5",
      available_now: true,
    });
    const placeless = await createProject(gc, input({ location: "Out past the ridge", zip_code: "" }));
    const placed = await createProject(gc, input());
    const matches = await matchProjects(sub, { ...NO_PREFERENCES, location: true });
    const ids = matches.map((m) => m.project.id);
    expect(ids).toContain(placed.id);
    expect(ids).not.toContain(placeless.id);
    expect(matches.every((m) => Number.isFinite(m.matchScore))).toBe(true);
  });

  it("PATCH /api/projects/{id} needs no zip; a new location moves the project, a new zip code too", async () => {
    const gc = await makeUser("general_contractor");
    const project = await createProject(gc, input({ location: "Somewhere remote", zip_code: "" }));
    const patch = async (body: Record<string, unknown>) => {
      const response = (await patchApi(
        args(jsonRequest(`/api/projects/${project.id}`, body, { method: "PATCH", cookie: await cookieFor(gc) }), {
          id: String(project.id),
        }),
      )) as Response;
      return { status: response.status, body: await response.json() };
    };
    const titled = await patch({ title: "Retitled lighting job" });
    expect(titled).toMatchObject({ status: 200, body: { title: "Retitled lighting job", zip_code: null } });
    expect((await patch({ location: "Denver, CO 80202" })).body.zip_code).toBe("80202");
    expect((await patch({ zip_code: "85201" })).body).toMatchObject({
      zip_code: "85201",
      location: "Denver, CO 80202",
    });
    expect((await patch({ location: "Nowhere in particular" })).body.zip_code).toBeNull();
  });
});

describe("applications", () => {
  it("one per subcontractor and project (409), only subcontractors (403), only open projects", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    const p = await createProject(gc, input());
    await apply(sub, p.id, 30000);
    expect((await rejection(apply(sub, p.id))).message).toBe("You have already applied to this project");
    expect((await rejection(applyToProject(gc, { project_id: p.id, cover_letter: "x".repeat(25) }))).kind).toBe(
      "forbidden",
    );
    const closed = await createProject(gc, input());
    await updateProject(gc, closed.id, { status: "canceled" });
    expect((await rejection(apply(sub, closed.id))).kind).toBe("conflict");
    const api = (await applyApi(
      args(
        jsonRequest(
          "/api/applications",
          { project_id: p.id, cover_letter: "too short" },
          { cookie: await cookieFor(sub) },
        ),
      ),
    )) as Response;
    expect(api.status).toBe(400);
    expect((await api.json()).errors.cover_letter).toEqual(["Cover letter should be at least 20 characters"]);
  });

  it("the owner decides while pending; accepting moves the project to in progress; others are untouched until asked", async () => {
    const [gc, a, b, c] = [await makeUser("general_contractor"), await makeUser(), await makeUser(), await makeUser()];
    const p = await createProject(gc, input());
    const [appA, appB] = [await apply(a, p.id, 30000), await apply(b, p.id, 28000)];
    await apply(c, p.id);
    expect((await rejection(decideApplication(a, appA.id, "accepted"))).kind).toBe("forbidden");
    await decideApplication(gc, appA.id, "accepted");
    expect((await getProject(gc, p.id)).status).toBe("in_progress");
    expect((await rejection(decideApplication(gc, appA.id, "rejected"))).kind).toBe("conflict");
    expect((await listProjectApplications(gc, p.id, { status: "pending" })).items.map((x) => x.id)).toContain(appB.id);
    expect(await rejectOtherPending(gc, p.id)).toBe(2);
    const bid = await listProjectApplications(gc, p.id, { sort: "bid" });
    expect(bid.items.map((x) => x.bid_amount_dollars)).toEqual([28000, 30000, null]);
    const stranger = await makeUser("general_contractor");
    expect((await rejection(listProjectApplications(stranger, p.id))).kind).toBe("forbidden");
    const status = (await statusApi(
      args(
        jsonRequest(
          `/api/applications/${appB.id}/status`,
          { status: "accepted" },
          { method: "PATCH", cookie: await cookieFor(gc) },
        ),
        {
          id: String(appB.id),
        },
      ),
    )) as Response;
    expect(status.status).toBe(409);
  });

  it("the applicant withdraws a pending application", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    const p = await createProject(gc, input());
    const app = await apply(sub, p.id);
    expect((await rejection(withdrawApplication(gc, app.id))).kind).toBe("forbidden");
    await withdrawApplication(sub, app.id);
    await expect(apply(sub, p.id)).resolves.toMatchObject({ status: "pending" });
  });

  it("exports CSV with commas, quotes and new lines quoted properly", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    const p = await createProject(gc, input());
    const letter = 'We can start Monday, "weather permitting".\nTwo crews, 8 people.';
    await applyToProject(sub, { project_id: p.id, cover_letter: letter, bid_amount: "$12,500, firm" });
    const rows = parse(await applicationsCsv(gc, p.id), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0].cover_letter).toBe(letter);
    expect(rows[0].bid).toBe("$12,500, firm");
  });
});

describe("bid invitations", () => {
  it("invites once per subcontractor, at most 25 per project (422), never after a mute (403)", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    const p = await createProject(gc, input());
    await inviteToBid(gc, p.id, { subcontractor_id: sub.id, note: "Good fit" });
    expect((await rejection(inviteToBid(gc, p.id, { subcontractor_id: sub.id }))).kind).toBe("conflict");
    const other = await createProject(gc, input());
    await setContractorMuted(sub, gc.id, true);
    const muted = await rejection(inviteToBid(gc, other.id, { subcontractor_id: sub.id }));
    expect(muted.message).toBe("This subcontractor is not accepting invitations from you");
    const subs = await Promise.all(Array.from({ length: MAX_INVITATIONS_PER_PROJECT }, () => makeUser()));
    const crowded = await createProject(gc, input());
    for (const s of subs) await inviteToBid(gc, crowded.id, { subcontractor_id: s.id });
    const extra = await makeUser();
    const call = (await inviteApi(
      args(
        jsonRequest(
          `/api/projects/${crowded.id}/invitations`,
          { subcontractor_id: extra.id },
          { cookie: await cookieFor(gc) },
        ),
        {
          id: String(crowded.id),
        },
      ),
    )) as Response;
    expect(call.status).toBe(422);
  });

  it("the invitee sees it, declines with a reason, and applying marks it applied", async () => {
    const [gc, sub, other] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    const p = await createProject(gc, input());
    const q = await createProject(gc, input());
    const inv = await inviteToBid(gc, p.id, { subcontractor_id: sub.id });
    await inviteToBid(gc, q.id, { subcontractor_id: sub.id });
    expect((await rejection(declineInvitation(other, inv.id))).kind).toBe("not_found");
    await declineInvitation(sub, inv.id, "Fully booked");
    await apply(sub, q.id);
    const mine = await listMyInvitations(sub);
    expect(mine.map((i) => [i.project_id, i.status])).toEqual([
      [q.id, "applied"],
      [p.id, "declined"],
    ]);
    expect((await listProjectApplications(gc, q.id)).items[0].invited).toBe(true);
  });
});
