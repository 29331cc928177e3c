import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";

import { adminAccount } from "./fixtures";

/**
 * A client written from the base calls of docs/api.md alone (docs/api.md#compatibility): their paths, payload field
 * names and answers, nothing else. Each user is its own cookie jar on the shared e2e server. Lists answer a page
 * (`items`, `total`, `page`, `page_count`), as every list of the app does; the calls, fields and nested objects are
 * the base contract's.
 */

// A 1x1 PNG, as the profile photo picker sends it (a data URL).
const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

type Json = Record<string, unknown>;
type Client = { api: APIRequestContext; id: number; username: string; password: string };

const clients: APIRequestContext[] = [];
test.afterAll(async () => {
  for (const api of clients) await api.dispose();
});

async function newClient(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  clients.push(api);
  return api;
}

let n = 0;
const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(n++).toString(36)}`;

/** The base register call: username, email, password, role. */
async function register(role: "general_contractor" | "subcontractor"): Promise<Client> {
  const api = await newClient();
  const username = uniqueName(role === "general_contractor" ? "spec_gc" : "spec_sub");
  const password = "secret123";
  const answer = await api.post("/api/register", {
    data: { username, email: `${username}@example.com`, password, role },
  });
  expect(answer.status()).toBe(201);
  const user = await answer.json();
  expect(user).toMatchObject({ username, email: `${username}@example.com`, role });
  expect(typeof user.id).toBe("number");
  expect(user).not.toHaveProperty("password");
  return { api, id: user.id, username, password };
}

/** An administrator made with the user:create CLI the other tests use, signed in with the base login call. */
async function administrator(): Promise<Client> {
  const { username, password } = adminAccount(test.info().project.use.baseURL!);
  const api = await newClient();
  const login = await api.post("/api/login", { data: { username, password } });
  expect(login.status()).toBe(200);
  return { api, id: (await login.json()).id, username, password };
}

async function json(answer: APIResponse, status = 200): Promise<Json & { items?: Json[] }> {
  expect(answer.status(), `${answer.url()}: ${await answer.text()}`).toBe(status);
  return answer.json();
}

/** The records of a list answer. */
const itemsOf = (body: Json): Json[] => {
  expect(Array.isArray(body.items), JSON.stringify(body).slice(0, 200)).toBe(true);
  return body.items as Json[];
};

test("a client written from the base calls of docs/api.md works call by call", async () => {
  test.setTimeout(60_000);
  const gc = await register("general_contractor");
  const sub = await register("subcontractor");
  const title = uniqueName("Spec lighting");

  await test.step("session: GET /api/user, login, 401 signed out", async () => {
    expect(await json(await gc.api.get("/api/user"))).toMatchObject({ id: gc.id, role: "general_contractor" });
    const anonymous = await newClient();
    expect((await anonymous.get("/api/user")).status()).toBe(401);
    const login = await json(
      await anonymous.post("/api/login", { data: { username: sub.username, password: sub.password } }),
    );
    expect(login).toMatchObject({ id: sub.id, username: sub.username, role: "subcontractor" });
    expect(login).not.toHaveProperty("password");
    const failed = await anonymous.post("/api/login", { data: { username: sub.username, password: "wrong-one" } });
    expect(failed.status()).toBe(401);
    expect(await failed.json()).toEqual({ message: expect.any(String) });
  });

  await test.step("profiles: POST /api/profile/gc and /sub, the base fields, GET /api/profile/{userId}", async () => {
    await json(
      await gc.api.post("/api/profile/gc", {
        data: {
          company_name: "Spec Ridge Builders",
          location: "Phoenix, AZ",
          zip_code: "85004",
          description: "Commercial tenant improvements.",
        },
      }),
    );
    await json(
      await sub.api.post("/api/profile/sub", {
        data: {
          business_name: "Spec Bloom Electric",
          specialty: "Electrical",
          location: "Tempe, AZ",
          zip_code: "85281",
          description: "Licensed commercial electricians.",
          service_radius: 50,
          crew_size: "6-10",
          available_now: true,
        },
      }),
    );
    const me = await json(await gc.api.get("/api/user"));
    expect(me.gcProfile).toMatchObject({
      company_name: "Spec Ridge Builders",
      location: "Phoenix, AZ",
      zip_code: "85004",
    });
    const seen = await json(await gc.api.get(`/api/profile/${sub.id}`));
    expect(seen).toMatchObject({
      id: sub.id,
      role: "subcontractor",
      subProfile: {
        business_name: "Spec Bloom Electric",
        specialty: "Electrical",
        location: "Tempe, AZ",
        zip_code: "85281",
        service_radius: 50,
        crew_size: "6-10",
        available_now: true,
      },
    });
  });

  await test.step("PATCH /api/profile/gc/image and /sub/image with logo_url as a data URL", async () => {
    await json(await gc.api.patch("/api/profile/gc/image", { data: { logo_url: PNG_DATA_URL } }));
    await json(await sub.api.patch("/api/profile/sub/image", { data: { logo_url: PNG_DATA_URL } }));
    const me = await json(await sub.api.get("/api/user"));
    expect((me.subProfile as Json).logo_url).toEqual(expect.any(String));
  });

  let projectId = 0;
  await test.step("POST /api/projects with only the post form's fields; the project reads", async () => {
    const project = await json(
      await gc.api.post("/api/projects", {
        data: {
          trade_type: "Electrical",
          title,
          description: "Replace 40 troffers with LED panels.",
          location: "Phoenix, AZ",
          budget_range: "$10,000 - $25,000",
          timeline: "1-2 weeks",
          requirements: "Licensed electrician, evening work only.",
        },
      }),
      201,
    );
    projectId = project.id as number;
    const read = await json(await sub.api.get(`/api/projects/${projectId}`));
    expect(read).toMatchObject({
      id: projectId,
      title,
      trade_type: "Electrical",
      location: "Phoenix, AZ",
      budget_range: "$10,000 - $25,000",
      timeline: "1-2 weeks",
      requirements: "Licensed electrician, evening work only.",
      status: "open",
      applicationCount: 0,
      creator: { username: gc.username, gcProfile: { company_name: "Spec Ridge Builders", location: "Phoenix, AZ" } },
    });
    expect(read.creator).toHaveProperty("gcProfile.avg_rating");
    for (const field of ["creator_id", "start_date", "created_at", "updated_at", "description"]) {
      expect(read).toHaveProperty(field);
    }
  });

  await test.step("GET /api/projects?trade&location&status, /created, /{id}/user-applied", async () => {
    const found = itemsOf(await json(await sub.api.get("/api/projects?trade=Electrical&location=Phoenix&status=open")));
    expect(found.map((p) => p.id)).toContain(projectId);
    expect(
      itemsOf(await json(await sub.api.get("/api/projects?location=Phoenix&status=completed"))).map((p) => p.id),
    ).not.toContain(projectId);
    const all = itemsOf(await json(await sub.api.get("/api/projects?trade=Electrical&location=Phoenix&status=all")));
    expect(all.map((p) => p.id)).toContain(projectId);
    // Posted without a zip code, the project is still found near one: its location names the place. Projects at
    // that very zip (other tests post them) come first, so look through the pages.
    const near: number[] = [];
    for (let page = 1, pages = 1; page <= pages && !near.includes(projectId); page++) {
      const body = await json(
        await sub.api.get(`/api/search/projects?projectType=Electrical&location=85004&rating=0&page=${page}`),
      );
      near.push(...itemsOf(body).map((p) => p.id as number));
      pages = body.page_count as number;
    }
    expect(near).toContain(projectId);
    const created = itemsOf(await json(await gc.api.get("/api/projects/created")));
    expect(created.map((p) => p.id)).toContain(projectId);
    expect(await json(await sub.api.get(`/api/projects/${projectId}/user-applied`))).toBe(false);
    expect(await json(await gc.api.get(`/api/projects/${projectId}/user-applied`))).toBe(false);
  });

  let applicationId = 0;
  await test.step("applications: POST, GET own, GET a project's, PATCH status", async () => {
    const application = await json(
      await sub.api.post("/api/applications", {
        data: {
          project_id: projectId,
          cover_letter: "We retrofitted six office floors this year.",
          bid_amount: "$14,500",
        },
      }),
      201,
    );
    applicationId = application.id as number;
    expect(application).toMatchObject({ project_id: projectId, status: "pending", bid_amount: "$14,500" });
    expect(await json(await sub.api.get(`/api/projects/${projectId}/user-applied`))).toBe(true);
    const mine = itemsOf(await json(await sub.api.get("/api/applications")));
    expect(mine.find((a) => a.id === applicationId)).toMatchObject({
      cover_letter: "We retrofitted six office floors this year.",
      status: "pending",
      project: { id: projectId, title },
    });
    const received = itemsOf(await json(await gc.api.get(`/api/projects/${projectId}/applications`)));
    expect(received.find((a) => a.id === applicationId)).toMatchObject({
      applicant: {
        username: sub.username,
        subProfile: { business_name: "Spec Bloom Electric", specialty: "Electrical", location: "Tempe, AZ" },
      },
    });
    expect(received[0]).toHaveProperty("applicant.subProfile.avg_rating");
    await json(await gc.api.patch(`/api/applications/${applicationId}/status`, { data: { status: "accepted" } }));
    const decided = itemsOf(await json(await sub.api.get("/api/applications")));
    expect(decided.find((a) => a.id === applicationId)).toMatchObject({ status: "accepted" });
  });

  await test.step("connections: POST recipient_id, message, type; GET; PATCH status", async () => {
    const asked = await json(
      await gc.api.post("/api/connections", {
        data: { recipient_id: sub.id, message: "Good working with you.", type: "project" },
      }),
      201,
    );
    const listed = itemsOf(await json(await sub.api.get("/api/connections")));
    expect(listed.find((c) => c.id === asked.id)).toMatchObject({
      requester: { id: gc.id },
      recipient: { id: sub.id },
      status: "pending",
      message: "Good working with you.",
      created_at: expect.any(String),
    });
    await json(await sub.api.patch(`/api/connections/${asked.id}`, { data: { status: "accepted" } }));
    // The matches screen sends recipient_id and a fixed friendly message, without a type.
    const third = await register("general_contractor");
    await json(
      await third.api.post("/api/connections", {
        data: { recipient_id: sub.id, message: "I'd like to connect with you!" },
      }),
      201,
    );
    const after = itemsOf(await json(await gc.api.get("/api/connections")));
    expect(after.find((c) => c.id === asked.id)).toMatchObject({ status: "accepted" });
  });

  await test.step("messages: POST, GET /api/messages with sender and recipient, GET a conversation, PATCH read", async () => {
    const sent = await json(
      await gc.api.post("/api/messages", { data: { recipient_id: sub.id, content: "Can you start Monday?" } }),
      201,
    );
    const inbox = itemsOf(await json(await sub.api.get("/api/messages")));
    expect(inbox[0]).toMatchObject({
      id: sent.id,
      content: "Can you start Monday?",
      is_read: false,
      created_at: expect.any(String),
      sender: { id: gc.id, username: gc.username },
      recipient: { id: sub.id, username: sub.username },
    });
    const conversation = await json(await sub.api.get(`/api/messages/${gc.id}`));
    expect(conversation.messages).toEqual([
      expect.objectContaining({
        id: sent.id,
        sender_id: gc.id,
        content: "Can you start Monday?",
        created_at: expect.any(String),
        is_read: false,
      }),
    ]);
    await json(await sub.api.patch(`/api/messages/${sent.id}/read`));
    expect(itemsOf(await json(await sub.api.get("/api/messages")))[0]).toMatchObject({ id: sent.id, is_read: true });
  });

  await test.step("reviews: POST rating, comment, reviewee_id; GET /api/reviews/{userId}", async () => {
    await json(
      await gc.api.post("/api/reviews", { data: { rating: 5, comment: "On time and tidy.", reviewee_id: sub.id } }),
      201,
    );
    const reviews = itemsOf(await json(await sub.api.get(`/api/reviews/${sub.id}`)));
    expect(reviews[0]).toMatchObject({
      rating: 5,
      comment: "On time and tidy.",
      created_at: expect.any(String),
      reviewer: { id: gc.id, username: gc.username },
    });
  });

  await test.step("search: contractors by specialty, location, rating, availability; projects by type, location, rating", async () => {
    const subs = itemsOf(
      await json(
        await gc.api.get("/api/search/contractors?specialty=Electrical&location=85281&rating=4&availability=true"),
      ),
    );
    expect(subs.find((s) => s.user_id === sub.id)).toMatchObject({
      business_name: "Spec Bloom Electric",
      specialty: "Electrical",
      location: "Tempe, AZ",
      avg_rating: 5,
      available_now: true,
    });
    // The default filters: specialty omitted, an empty location, rating omitted, availability false.
    const everyone = await json(await gc.api.get("/api/search/contractors?location=&availability=false"));
    expect(itemsOf(everyone).length).toBeGreaterThan(0);
    const projects = itemsOf(await json(await sub.api.get("/api/search/projects?projectType=&location=&rating=0")));
    expect(Array.isArray(projects)).toBe(true);
  });

  await test.step("matches: GET /api/matches/subcontractors and /contractors with the prioritize flags as 'true'", async () => {
    const flags =
      "prioritizeLocation=true&prioritizeRating=true&prioritizeCertifications=true&prioritizePastCollaboration=true";
    const forGc = await json(await gc.api.get(`/api/matches/subcontractors?${flags}&prioritizeAvailability=true`));
    expect(Array.isArray(forGc)).toBe(true);
    const subMatch = (forGc as unknown as Json[]).find((m) => ((m.subcontractor as Json).user as Json)?.id === sub.id);
    expect(subMatch).toMatchObject({
      matchScore: expect.any(Number),
      matchReasons: expect.any(Array),
      subcontractor: {
        business_name: "Spec Bloom Electric",
        location: "Tempe, AZ",
        specialty: "Electrical",
        crew_size: "6-10",
        available_now: true,
      },
    });
    expect(subMatch!.subcontractor).toHaveProperty("certifications");
    expect(subMatch!.subcontractor).toHaveProperty("avg_rating");
    const forSub = await json(await sub.api.get(`/api/matches/contractors?${flags}&prioritizeProjectVolume=true`));
    expect(Array.isArray(forSub)).toBe(true);
    const gcMatch = (forSub as unknown as Json[]).find((m) => ((m.contractor as Json).user as Json)?.id === gc.id);
    expect(gcMatch).toMatchObject({
      matchScore: expect.any(Number),
      contractor: { company_name: "Spec Ridge Builders" },
    });
    for (const field of ["location", "project_types", "preferred_trades", "certifications", "avg_rating"]) {
      expect(gcMatch!.contractor).toHaveProperty(field);
    }
  });

  await test.step("privacy settings: GET and PATCH the privacy fields", async () => {
    const settings = await json(await sub.api.get("/api/privacy-settings"));
    expect(settings).toMatchObject({
      profile_visibility: "public",
      contact_visibility: "connections",
      data_usage_consent: true,
      show_email: false,
      show_phone: false,
      receive_messages: true,
      receive_connections: true,
      receive_project_updates: true,
      receive_application_updates: true,
      receive_marketing: false,
    });
    await json(
      await sub.api.patch("/api/privacy-settings", {
        data: { ...settings, profile_visibility: "connections_only", show_email: true },
      }),
    );
    expect(await json(await sub.api.get("/api/privacy-settings"))).toMatchObject({
      profile_visibility: "connections_only",
      show_email: true,
    });
  });

  await test.step("errors: { message, errors? } with 400, 401, 403, 404 and 409 as docs/api.md says", async () => {
    const anonymous = await newClient();
    const error = async (answer: APIResponse, status: number, field?: string, text?: string) => {
      const body = await json(answer, status);
      expect(body.message).toEqual(expect.any(String));
      if (field) expect((body.errors as Record<string, string[]>)[field]).toEqual([text ?? expect.any(String)]);
    };
    await error(await anonymous.get("/api/projects"), 401);
    await error(
      await anonymous.post("/api/register", {
        data: {
          username: uniqueName("spec_short"),
          email: `${uniqueName("s")}@example.com`,
          password: "123",
          role: "subcontractor",
        },
      }),
      400,
      "password",
      "Password must be at least 6 characters",
    );
    await error(
      await anonymous.post("/api/register", {
        data: {
          username: gc.username,
          email: `${uniqueName("s")}@example.com`,
          password: "secret123",
          role: "subcontractor",
        },
      }),
      409,
      "username",
    );
    await error(
      await anonymous.post("/api/login", { data: { username: "", password: "" } }),
      400,
      "username",
      "Username is required",
    );
    await error(
      await gc.api.post("/api/projects", { data: { title: "ab", trade_type: "Electrical" } }),
      400,
      "title",
      "Title must be at least 3 characters",
    );
    await error(
      await sub.api.post("/api/projects", {
        data: {
          trade_type: "Electrical",
          title: "Not mine to post",
          description: "Subcontractors do not post projects.",
          location: "Tempe, AZ",
          budget_range: "Under $1,000",
          timeline: "Less than 1 week",
          requirements: "None at all, this is refused.",
        },
      }),
      403,
    );
    await error(
      await sub.api.post("/api/applications", {
        data: { project_id: projectId, cover_letter: "We retrofitted six office floors this year." },
      }),
      409,
    );
    await error(
      await sub.api.post("/api/applications", { data: { project_id: projectId, cover_letter: "Too short" } }),
      400,
      "cover_letter",
      "Cover letter should be at least 20 characters",
    );
    await error(await gc.api.get("/api/projects/999999"), 404);
    await error(await sub.api.get("/api/projects/created"), 403);
    await error(await sub.api.get(`/api/projects/${projectId}/applications`), 403);
    await error(await gc.api.post("/api/messages", { data: { recipient_id: sub.id, content: "   " } }), 400, "content");
    await error(
      await gc.api.patch("/api/privacy-settings", { data: { profile_visibility: "nobody" } }),
      400,
      "profile_visibility",
    );
    await error(await gc.api.get("/api/admin/users"), 403);
    await error(
      await gc.api.patch("/api/profile/gc/image", { data: { logo_url: "data:text/plain;base64,aGVsbG8=" } }),
      400,
      "logo_url",
      "That file is not a supported image",
    );
  });

  await test.step("admin: dashboard, moderation, users, user status", async () => {
    const admin = await administrator();
    // Filing a report is not a base call: the app's own report call makes one for the admin to decide.
    const report = await json(
      await sub.api.post("/api/reports", { data: { content_type: "project", content_id: projectId, reason: "spam" } }),
      201,
    );
    const dashboard = await json(await admin.api.get("/api/admin/dashboard"));
    expect(dashboard).toMatchObject({
      pendingCount: expect.any(Number),
      reportsByType: expect.any(Object),
      reportsByReason: expect.any(Object),
    });
    const pending = itemsOf(await json(await admin.api.get("/api/admin/moderation/pending")));
    expect(pending.find((r) => r.id === report.id)).toMatchObject({
      content_type: "project",
      content_id: projectId,
      reason: "spam",
      status: "pending",
      reported_by: sub.username,
      notes: [],
    });
    await json(
      await admin.api.post(`/api/admin/moderation/${report.id}/decide`, {
        data: { status: "rejected", note: "Not spam" },
      }),
    );
    const users = itemsOf(await json(await admin.api.get("/api/admin/users?includeDeleted=false")));
    expect(users.find((u) => u.id === sub.id)).toMatchObject({
      username: sub.username,
      email: `${sub.username}@example.com`,
      role: "subcontractor",
      account_status: "active",
      created_at: expect.any(String),
      profile: { business_name: "Spec Bloom Electric" },
    });
    await json(
      await admin.api.post(`/api/admin/users/${sub.id}/status`, {
        data: { status: "suspended", reason: "Spec check" },
      }),
    );
    // A suspended account is refused (403) with the reason (docs/product-rules.md#accounts).
    const refused = await sub.api.get("/api/user");
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toContain("Spec check");
    await json(await admin.api.post(`/api/admin/users/${sub.id}/status`, { data: { status: "active" } }));
    expect(itemsOf(await json(await admin.api.get("/api/admin/users?includeDeleted=true"))).length).toBeGreaterThan(0);
    expect((await gc.api.get("/api/admin/dashboard")).status()).toBe(403);
  });

  await test.step("POST /api/logout; then GET /api/user is 401", async () => {
    expect((await gc.api.post("/api/logout")).ok()).toBe(true);
    expect((await gc.api.get("/api/user")).status()).toBe(401);
  });
});
