import { register } from "~/domain/accounts.server";
import { action as saveGc } from "~/routes/profiles/api.profile.gc";
import { action as saveSub } from "~/routes/profiles/api.profile.sub";
import { action as profileAction } from "~/routes/profiles/_app.profile._own";
import { loader as appLoader } from "~/routes/shell/_app";
import { action as login } from "~/routes/account/api.login";
import { args, cookieFrom, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";

async function signedIn(username: string, role: "general_contractor" | "subcontractor") {
  await register({ username, email: `${username}@example.com`, password: "secret123", role });
  const response = (await login(args(jsonRequest("/api/login", { username, password: "secret123" })))) as Response;
  return cookieFrom(response);
}

describe("POST /api/profile/gc and /api/profile/sub", () => {
  it("creates a general contractor's profile on the first save, with coordinates from the zip code", async () => {
    const cookie = await signedIn("gc_api", "general_contractor");
    const response = (await saveGc(
      args(
        jsonRequest(
          "/api/profile/gc",
          { company_name: "Acme Build", location: "Denver, CO", zip_code: "80202" },
          { cookie },
        ),
      ),
    )) as Response;
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user.gcProfile).toMatchObject({
      company_name: "Acme Build",
      location: "Denver, CO",
      zip_code: "80202",
      avg_rating: 0,
    });

    const again = (await saveGc(
      args(
        jsonRequest(
          "/api/profile/gc",
          { company_name: "Acme Build Co", location: "Denver, CO", zip_code: "80202", description: "Hi" },
          { cookie },
        ),
      ),
    )) as Response;
    expect((await again.json()).gcProfile).toMatchObject({
      id: user.gcProfile.id,
      company_name: "Acme Build Co",
      description: "Hi",
    });
  });

  it("saves a subcontractor's profile with its defaults", async () => {
    const cookie = await signedIn("sub_api", "subcontractor");
    const response = (await saveSub(
      args(
        jsonRequest(
          "/api/profile/sub",
          { business_name: "Volt Bros", specialty: "Electrical", location: "Austin, TX", zip_code: "78701" },
          { cookie },
        ),
      ),
    )) as Response;
    expect(response.status).toBe(200);
    expect((await response.json()).subProfile).toMatchObject({
      business_name: "Volt Bros",
      service_radius: 25,
      crew_size: "1-5",
      available_now: false,
    });
  });

  it("refuses the other role's profile (403), signed-out callers (401) and unknown zip codes (400)", async () => {
    const cookie = await signedIn("sub_wrong", "subcontractor");
    const body = { company_name: "Nope", location: "Austin, TX", zip_code: "78701" };
    expect(((await saveGc(args(jsonRequest("/api/profile/gc", body, { cookie })))) as Response).status).toBe(403);
    expect(((await saveGc(args(jsonRequest("/api/profile/gc", body)))) as Response).status).toBe(401);
    const gcCookie = await signedIn("gc_zip", "general_contractor");
    const bad = (await saveGc(
      args(jsonRequest("/api/profile/gc", { ...body, zip_code: "00000" }, { cookie: gcCookie })),
    )) as Response;
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ zip_code: ["We could not find that US zip code"] });
  });
});

describe("the profile form", () => {
  it("shows field errors, then saves and the shell shows the company name", async () => {
    const cookie = await signedIn("gc_form", "general_contractor");
    expect(
      unwrap<{ user: { needsProfile: boolean } }>(await appLoader(args(getRequest("/profile", { cookie })))).data.user
        .needsProfile,
    ).toBe(true);

    const invalid = unwrap<{ result: { error: Record<string, string[]> } }>(
      await profileAction(
        args(formRequest("/profile", { company_name: "", location: "", zip_code: "12" }, { cookie })),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data.result.error).toMatchObject({
      company_name: ["Company name is required"],
      location: ["Location is required"],
      zip_code: ["Enter a 5-digit US zip code"],
    });

    const saved = (await profileAction(
      args(
        formRequest(
          "/profile",
          { company_name: "Granite Peak GC", location: "Boulder, CO", zip_code: "80301" },
          { cookie },
        ),
      ),
    )) as Response;
    expect(saved.status).toBe(302);
    const shell = unwrap<{ user: { displayName: string; needsProfile: boolean } }>(
      await appLoader(args(getRequest("/dashboard", { cookie }))),
    );
    expect(shell.data.user).toMatchObject({ displayName: "Granite Peak GC", needsProfile: false });
  });

  it("refuses an administrator, who has no public profile", async () => {
    await register({ username: "boss_form", email: "boss_form@example.com", password: "secret123", role: "admin" });
    const response = (await login(
      args(jsonRequest("/api/login", { username: "boss_form", password: "secret123" })),
    )) as Response;
    const refused = unwrap<{ result: { error: Record<string, string[]> } }>(
      await profileAction(
        args(
          formRequest(
            "/profile",
            { business_name: "X", location: "Austin, TX", zip_code: "78701" },
            { cookie: cookieFrom(response) },
          ),
        ),
      ),
    );
    expect(refused.status).toBe(403);
    expect(refused.data.result.error[""]).toEqual(["Failed to update profile"]);
  });
});
