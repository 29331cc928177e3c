import { eq } from "drizzle-orm";

import { users } from "../../db/schema";
import { db, first as firstRow } from "~/infra/db.server";
import { setClockOffset } from "~/infra/clock.server";
import { loader as profileApi } from "~/routes/profiles/api.profile.$userId";
import { action as gcImage } from "~/routes/profiles/api.profile.gc.image";
import { action as subImage } from "~/routes/profiles/api.profile.sub.image";
import { loader as profilePage } from "~/routes/profiles/_app.profile.$userId";
import { getCurrentUser } from "~/utils/session.server";
import { pngFile, svgFile } from "../helpers/files";
import { args, getRequest, jsonRequest } from "../helpers/requests";
import { connect, cookieFor, makeUser, setAccount, setPrivacy } from "../helpers/world";

const PNG = await pngFile();
const SVG = await svgFile();

const getProfile = async (viewer: { id: number } | null, id: number | string) => {
  const cookie = viewer ? await cookieFor(viewer) : undefined;
  return (await profileApi(args(getRequest(`/api/profile/${id}`, { cookie }), { userId: String(id) }))) as Response;
};

const dataUrl = (file: { bytes: Uint8Array; type: string }) =>
  `data:${file.type};base64,${Buffer.from(file.bytes).toString("base64")}`;

describe("GET /api/profile/{userId}", () => {
  it("answers the user with role and profile, credentials and portfolio, never a password hash", async () => {
    const [viewer, sub] = [await makeUser("general_contractor"), await makeUser("subcontractor")];
    const response = await getProfile(viewer, sub.id);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      id: sub.id,
      role: "subcontractor",
      subProfile: { business_name: sub.subProfile!.business_name, specialty: "Electrical" },
      gcProfile: null,
      verified: false,
      credentials: [],
      portfolio: { items: [], total: 0 },
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });

  it("is 401 signed out, and 404 for unknown, suspended, deleted and admin users and non-numeric ids", async () => {
    const viewer = await makeUser("general_contractor");
    const [suspended, deleted, admin] = [await makeUser(), await makeUser(), await makeUser("admin")];
    await setAccount(suspended, { accountStatus: "suspended" });
    await setAccount(deleted, { accountStatus: "deleted" });
    expect((await getProfile(null, suspended.id)).status).toBe(401);
    for (const id of [999999, suspended.id, deleted.id, admin.id, "abc", "1e3"]) {
      const response = await getProfile(viewer, id);
      expect(response.status, `id ${id}`).toBe(404);
      expect(await response.json()).toEqual({ message: "Profile not found" });
    }
  });

  it("hides a connections-only profile from strangers and a private one from everyone but admins", async () => {
    const [owner, stranger, friend, admin] = [
      await makeUser(),
      await makeUser("general_contractor"),
      await makeUser("general_contractor"),
      await makeUser("admin"),
    ];
    await connect(friend, owner);
    await setPrivacy(owner, { profileVisibility: "connections_only" });
    expect((await getProfile(stranger, owner.id)).status).toBe(404);
    expect((await getProfile(friend, owner.id)).status).toBe(200);
    await setPrivacy(owner, { profileVisibility: "private" });
    expect((await getProfile(friend, owner.id)).status).toBe(404);
    expect((await getProfile(admin, owner.id)).status).toBe(200);
  });

  it("shows the email only with show_email and a contact visibility that admits the viewer", async () => {
    const [owner, stranger, friend] = [
      await makeUser(),
      await makeUser("general_contractor"),
      await makeUser("general_contractor"),
    ];
    await connect(owner, friend);
    const emailSeenBy = async (viewer: { id: number }) => (await (await getProfile(viewer, owner.id)).json()).email;

    // Defaults: show_email false.
    expect(await emailSeenBy(friend)).toBeNull();
    await setPrivacy(owner, { showEmail: true, contactVisibility: "connections" });
    expect(await emailSeenBy(friend)).toBe(owner.email);
    expect(await emailSeenBy(stranger)).toBeNull();
    await setPrivacy(owner, { showEmail: true, contactVisibility: "all" });
    expect(await emailSeenBy(stranger)).toBe(owner.email);
    await setPrivacy(owner, { showEmail: true, contactVisibility: "none" });
    expect(await emailSeenBy(friend)).toBeNull();
  });
});

describe("/profile/{userId} page", () => {
  it("redirects your own id to /profile and answers 404 for unknown users", async () => {
    const user = await makeUser();
    const cookie = await cookieFor(user);
    const own = await profilePage(
      args(getRequest(`/profile/${user.id}`, { cookie }), { userId: String(user.id) }),
    ).then(
      () => null,
      (e: unknown) => e as Response,
    );
    expect(own?.status).toBe(302);
    expect(own?.headers.get("Location")).toBe("/profile");
    const missing = await profilePage(args(getRequest("/profile/987654", { cookie }), { userId: "987654" })).then(
      () => null,
      (e: unknown) => e as Response,
    );
    expect(missing?.status).toBe(404);
  });
});

describe("PATCH /api/profile/{gc,sub}/image", () => {
  const patch = async (route: typeof gcImage, user: { id: number } | null, body: unknown) => {
    const cookie = user ? await cookieFor(user) : undefined;
    return (await route(args(jsonRequest("/api/profile/x/image", body, { method: "PATCH", cookie })))) as Response;
  };

  it("stores a data URL image and answers the app's own URL of it", async () => {
    const gc = await makeUser("general_contractor");
    const response = await patch(gcImage, gc, { logo_url: dataUrl(PNG) });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.gcProfile.logo_url).toMatch(/^\/uploads\/[a-f0-9]{32}\/card$/);
  });

  it("refuses SVG, non-images and bytes that do not match (400), the wrong role (403), signed-out (401)", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser("subcontractor")];
    const svg = await patch(gcImage, gc, { logo_url: dataUrl(SVG) });
    expect(svg.status).toBe(400);
    expect((await svg.json()).message).toBe("That file is not a supported image");
    const lying = await patch(gcImage, gc, {
      logo_url: `data:image/png;base64,${Buffer.from("not really a png").toString("base64")}`,
    });
    expect(lying.status).toBe(400);
    expect((await patch(gcImage, gc, { logo_url: "https://example.com/logo.png" })).status).toBe(400);
    expect((await patch(subImage, gc, { logo_url: dataUrl(PNG) })).status).toBe(403);
    expect((await patch(subImage, sub, { logo_url: dataUrl(PNG) })).status).toBe(200);
    expect((await patch(subImage, null, { logo_url: dataUrl(PNG) })).status).toBe(401);
  });

  it("answers 413 for an image over 5 MB", async () => {
    const gc = await makeUser("general_contractor");
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG.bytes);
    const response = await patch(gcImage, gc, {
      logo_url: `data:image/png;base64,${Buffer.from(big).toString("base64")}`,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("The photo must be 5 MB or smaller");
  });
});

describe("last_active_at", () => {
  afterEach(() => setClockOffset(0));

  it("is written on a signed-in request at most once every 5 minutes", async () => {
    const user = await makeUser();
    const cookie = await cookieFor(user);
    const lastActive = async () =>
      (await firstRow(db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, user.id)).limit(1)))?.at;
    const request = () => getRequest("/dashboard", { cookie });
    await getCurrentUser(request());
    const first = await lastActive();
    expect(first).toBeInstanceOf(Date);
    setClockOffset(60_000);
    await getCurrentUser(request());
    expect((await lastActive())?.getTime()).toBe(first!.getTime());
    setClockOffset(6 * 60_000);
    await getCurrentUser(request());
    expect((await lastActive())!.getTime()).toBeGreaterThan(first!.getTime());
  });
});
