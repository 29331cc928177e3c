import type { TRADES } from "~/constants";
import { changeAccountStatus, register, getUserRecord } from "~/domain/accounts.server";
import { reviewCredential } from "~/domain/credential-review.server";
import { createCredential, deleteCredential, updateCredential } from "~/domain/credentials.server";
import { decideReport, fileReport } from "~/domain/moderation.server";
import { saveGcProfile, saveSubProfile } from "~/domain/profiles.server";
import { createProject } from "~/domain/projects.server";
import { createReview } from "~/domain/reviews.server";
import { searchProjects, searchSubcontractors } from "~/domain/search.server";
import { setClockOffset } from "~/infra/clock.server";
import type { Viewer } from "~/domain/privacy.server";
import { updatePrivacySettings } from "~/domain/settings.server";
import { loader as contractorsApi } from "~/routes/profiles/api.search.contractors";
import { loader as projectsApi } from "~/routes/projects/api.search.projects";
import { projectSearchSchema, subcontractorSearchSchema } from "~/schemas/search";
import { pdfFile } from "../helpers/files";
import { args, getRequest } from "../helpers/requests";
import { connect, cookieFor, makeUser, unique } from "../helpers/world";

type Sub = { zip: string; specialty?: (typeof TRADES)[number]; radius?: number; available?: boolean };

async function subAt(name: string, { zip, specialty = "Plumbing", radius = 25, available = false }: Sub) {
  const user = await register({
    username: unique("sub"),
    email: `${unique("sub")}@example.com`,
    password: "secret123",
    role: "subcontractor",
  });
  await saveSubProfile(user, {
    business_name: name,
    specialty,
    location: "Somewhere",
    zip_code: zip,
    service_radius: radius as 25,
    crew_size: "1-5",
    available_now: available,
  });
  return getUserRecord(user.id);
}

async function gcAt(zip: string) {
  const gc = await makeUser("general_contractor");
  await saveGcProfile(gc, {
    company_name: `${gc.username} Builders`,
    location: "New York, NY",
    zip_code: zip,
    project_types: ["Commercial"],
    preferred_trades: ["Plumbing"],
  });
  return getUserRecord(gc.id);
}

const search = (viewer: Viewer, query: Record<string, string>) =>
  searchSubcontractors(viewer, subcontractorSearchSchema.parse(query));

const names = (page: { items: { business_name: string }[] }) => page.items.map((i) => i.business_name);

const DAY = 24 * 60 * 60_000;

afterEach(() => setClockOffset(0));

describe("Find Subcontractors", () => {
  it("finds the Hoboken plumber near 10001 within 25 miles, not the Beverly Hills one, nearest first", async () => {
    const tag = unique("t");
    const gc = await gcAt("10001");
    await subAt(`${tag} Hoboken Plumbing`, { zip: "07030" });
    await subAt(`${tag} Beverly Hills Plumbing`, { zip: "90210", radius: 200 });
    await subAt(`${tag} Midtown Plumbing`, { zip: "10001" });
    await subAt(`${tag} Midtown Electric`, { zip: "10001", specialty: "Electrical" });

    const found = await search(gc, { specialty: "Plumbing", location: "10001", distance: "25" });
    const mine = found.items.filter((i) => i.business_name.startsWith(tag));
    expect(mine.map((i) => i.business_name)).toEqual([`${tag} Midtown Plumbing`, `${tag} Hoboken Plumbing`]);
    expect(mine[1].distance_miles).toBeGreaterThan(1);
    expect(mine[1].distance_miles).toBeLessThan(10);
    expect(found.origin).toEqual({ zip: "10001", place: "New York, NY" });

    // 150+ has no limit, but Beverly Hills comes last; 'all' trades brings the electrician back.
    const anywhere = await search(gc, { specialty: "Plumbing", location: "10001", distance: "150" });
    expect(anywhere.items.filter((i) => i.business_name.startsWith(tag)).at(-1)?.business_name).toBe(
      `${tag} Beverly Hills Plumbing`,
    );
    expect(names(await search(gc, { specialty: "all", location: "10001", distance: "10" }))).toContain(
      `${tag} Midtown Electric`,
    );
  });

  it("needs the place inside both radii: the searcher's distance and the subcontractor's service radius", async () => {
    const tag = unique("t");
    const gc = await gcAt("10001");
    // Philadelphia is about 80 miles from 10001.
    await subAt(`${tag} Philly Short Reach`, { zip: "19103", radius: 50 });
    await subAt(`${tag} Philly Long Reach`, { zip: "19103", radius: 100 });
    const at = async (distance: string) =>
      names(await search(gc, { location: "10001", distance })).filter((n) => n.startsWith(tag));
    expect(await at("50")).toEqual([]);
    expect(await at("100")).toEqual([`${tag} Philly Long Reach`]);
    expect(await at("150")).toEqual([`${tag} Philly Long Reach`]);
  });

  it("filters by rating, availability and Verified, and uses the searcher's own zip by default", async () => {
    const tag = unique("t");
    const gc = await gcAt("07030");
    const rated = await subAt(`${tag} Rated`, { zip: "07030", available: true });
    const verified = await subAt(`${tag} Verified`, { zip: "07030" });
    await subAt(`${tag} Plain`, { zip: "07030" });
    await connect(gc, rated);
    await createReview(gc, { reviewee_id: rated.id, rating: 5, comment: "Quick and tidy on every job we gave them." });
    const license = await createCredential(
      verified,
      { kind: "license", name: "Plumbing license", issuer: "NJ Division of Consumer Affairs", number: "36BI00123400" },
      [{ bytes: (await pdfFile()).bytes, name: "license.pdf" }],
    );
    await reviewCredential(await makeUser("admin"), license.id, { decision: "verified" });

    const mine = async (query: Record<string, string>) =>
      names(await search(gc, query)).filter((n) => n.startsWith(tag));
    expect(await mine({})).toHaveLength(3);
    expect(await mine({ rating: "4" })).toEqual([`${tag} Rated`]);
    expect(await mine({ availability: "true" })).toEqual([`${tag} Rated`]);
    expect(await mine({ verified: "true" })).toEqual([`${tag} Verified`]);
    const card = (await search(gc, { verified: "true" })).items.find((i) => i.business_name === `${tag} Verified`);
    expect(card).toMatchObject({
      verified: true,
      connection: { state: "none" },
      profile_url: `/profile/${verified.id}`,
    });
  });

  it("finds a subcontractor as Verified while a verified license is current: not once it expires, changes or goes", async () => {
    const tag = unique("t");
    const gc = await gcAt("07030");
    const sub = await subAt(`${tag} Licensed`, { zip: "07030" });
    const admin = await makeUser("admin");
    const file = async () => [{ bytes: (await pdfFile()).bytes, name: "license.pdf" }];
    const verifiedLicense = async (fields: { name: string; expires_on?: string }) => {
      const license = await createCredential(
        sub,
        { kind: "license", issuer: "NJ", number: "36BI1", ...fields },
        await file(),
      );
      await reviewCredential(admin, license.id, { decision: "verified" });
      return license;
    };
    const found = async () =>
      names(await search(gc, { verified: "true", location: "07030", distance: "25" })).filter((n) => n.startsWith(tag));
    const inTen = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);

    const expiring = await verifiedLicense({ name: "Plumbing license", expires_on: inTen });
    expect(await found()).toEqual([`${tag} Licensed`]);
    setClockOffset(11 * DAY);
    expect(await found()).toEqual([]);

    const lasting = await verifiedLicense({ name: "Master plumber" });
    expect(await found()).toEqual([`${tag} Licensed`]);
    await deleteCredential(sub, lasting.id);
    expect(await found()).toEqual([]);
    setClockOffset(0);
    expect(await found()).toEqual([`${tag} Licensed`]);

    // An edited credential waits for a new review.
    await updateCredential(sub, expiring.id, { number: "36BI2" });
    expect(await found()).toEqual([]);
  });

  it("leaves out private, connections-only (unless connected), hidden and suspended subcontractors", async () => {
    const tag = unique("t");
    const [gc, admin] = [await gcAt("10001"), await makeUser("admin")];
    const privateOne = await subAt(`${tag} Private`, { zip: "10001" });
    const friendsOnly = await subAt(`${tag} Friends Only`, { zip: "10001" });
    const hidden = await subAt(`${tag} Hidden`, { zip: "10001" });
    const suspended = await subAt(`${tag} Suspended`, { zip: "10001" });
    await subAt(`${tag} Public`, { zip: "10001" });
    await updatePrivacySettings(privateOne, { profile_visibility: "private" });
    await updatePrivacySettings(friendsOnly, { profile_visibility: "connections_only" });
    const report = await fileReport(gc, { content_type: "profile", content_id: hidden.id, reason: "spam" });
    await decideReport(admin, report.id, { status: "approved" });
    await changeAccountStatus(admin, suspended.id, { status: "suspended", reason: "Unpaid fees" });

    const mine = async () => names(await search(gc, { location: "10001" })).filter((n) => n.startsWith(tag));
    expect(await mine()).toEqual([`${tag} Public`]);
    await connect(gc, friendsOnly);
    expect((await mine()).sort()).toEqual([`${tag} Friends Only`, `${tag} Public`]);
  });

  it("pages on the server and counts every match", async () => {
    const tag = unique("t");
    const gc = await gcAt("59001");
    for (let i = 0; i < 14; i++) await subAt(`${tag} ${String(i).padStart(2, "0")}`, { zip: "59001" });
    const first = await search(gc, { location: "59001" });
    const second = await search(gc, { location: "59001", page: "2" });
    expect(first.total).toBe(14);
    expect(first.page_count).toBe(2);
    expect(first.items).toHaveLength(12);
    expect(second.items).toHaveLength(2);
    expect(new Set([...names(first), ...names(second)]).size).toBe(14);
  });

  it("caps the count at 250 when most of the first candidates read are hidden from the viewer", async () => {
    // 80 private profiles first, then 230 public ones, all in one place: the first batch read (a quarter over the cap)
    // holds too few visible ones, and the count reads further.
    const gc = await gcAt("99723");
    for (let i = 0; i < 80; i++) {
      await updatePrivacySettings(await subAt(`Private ${i}`, { zip: "99723" }), { profile_visibility: "private" });
    }
    for (let i = 0; i < 230; i++) await subAt(`Public ${i}`, { zip: "99723" });
    const counted = await search(gc, { location: "99723" });
    expect([counted.total, counted.more]).toEqual([230, false]);

    for (let i = 0; i < 30; i++) await subAt(`Public more ${i}`, { zip: "99723" });
    const capped = await search(gc, { location: "99723" });
    expect([capped.total, capped.more, capped.page_count]).toEqual([250, true, 21]);
    expect(names(capped).every((name) => name.startsWith("Public"))).toBe(true);
  });
});

describe("GET /api/search/contractors and /api/search/projects", () => {
  it("answer general contractors and subcontractors respectively, 403 to the other role, 400 for bad numbers", async () => {
    const gc = await gcAt("10001");
    const sub = await subAt(unique("API Plumbing"), { zip: "07030" });
    const call = async (loader: typeof contractorsApi, path: string, who: { id: number }) =>
      (await loader(args(getRequest(path, { cookie: await cookieFor(who) })))) as Response;

    const ok = await call(contractorsApi, "/api/search/contractors?specialty=Plumbing&location=10001&distance=25", gc);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.items.find((i: { user_id: number }) => i.user_id === sub.id)).toMatchObject({
      business_name: sub.subProfile!.business_name,
      zip_code: "07030",
      service_radius: 25,
      distance_miles: expect.any(Number),
    });
    expect((await call(contractorsApi, "/api/search/contractors", sub)).status).toBe(403);
    expect((await call(projectsApi, "/api/search/projects", gc)).status).toBe(403);

    const bad = await call(contractorsApi, "/api/search/contractors?rating=lots", gc);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("rating must be one of 0, 3, 4, 5");
    expect((await call(contractorsApi, "/api/search/contractors?distance=7", gc)).status).toBe(400);
    expect((await call(contractorsApi, "/api/search/contractors?location=00000", gc)).status).toBe(400);
    // An unknown trade matches nothing rather than everything.
    const unknown = await call(contractorsApi, "/api/search/contractors?specialty=Juggling&location=10001", gc);
    expect((await unknown.json()).items).toEqual([]);
  });

  it("finds open projects near a subcontractor by trade and the contractor's rating", async () => {
    const gc = await gcAt("10001");
    const sub = await subAt(unique("Finder"), { zip: "07030" });
    const title = unique("Hoboken brownstone repipe");
    await createProject(gc, {
      trade_type: "Plumbing",
      title,
      description: "Full repipe of a four-story brownstone.",
      location: "Hoboken, NJ",
      zip_code: "07030",
      budget_range: "$25,000 - $50,000",
      timeline: "1-2 months",
      requirements: "Licensed plumber.",
    });
    const find = async (query: Record<string, string>) =>
      (await searchProjects(sub, projectSearchSchema.parse(query))).items.map((p) => p.title);
    expect(await find({ projectType: "Plumbing", accepting: "true" })).toContain(title);
    expect(await find({ projectType: "Electrical" })).not.toContain(title);
    expect(await find({ projectType: "Plumbing", location: "90210", distance: "25" })).not.toContain(title);
    expect(await find({ projectType: "Plumbing", rating: "4" })).not.toContain(title);
  });
});
