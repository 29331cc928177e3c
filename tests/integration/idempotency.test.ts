import { count, eq } from "drizzle-orm";

import { idempotencyKeys, portfolioItems } from "../../db/schema";
import { setClockOffset } from "~/infra/clock.server";
import { db, first } from "~/infra/db.server";
import { claimKey, fingerprintOf, purgeExpiredKeys } from "~/infra/idempotency.server";
import { action as createItemApi } from "~/routes/profiles/api.portfolio";
import { action as registerApi } from "~/routes/account/api.register";
import { action as newItemPage } from "~/routes/profiles/_app.profile._own.portfolio.new";
import { args, cookieFrom, formRequest, jsonRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser } from "../helpers/world";

const itemsOf = async (userId: number) =>
  (await first(db.select({ n: count() }).from(portfolioItems).where(eq(portfolioItems.userId, userId)).limit(1)))!.n;

async function post(user: { id: number }, body: unknown, key?: string) {
  const headers: Record<string, string> = key === undefined ? {} : { "Idempotency-Key": key };
  const request = jsonRequest("/api/portfolio", body, { cookie: await cookieFor(user), headers });
  return (await createItemApi(args(request))) as Response;
}

afterEach(() => setClockOffset(0));

describe("Idempotency-Key on /api writes", () => {
  it("replays the first 2xx answer for a repeat, with Idempotent-Replayed, and writes once", async () => {
    const sub = await makeUser();
    const first = await post(sub, { title: "Panel upgrade" }, "key-1");
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const again = await post(sub, { title: "Panel upgrade" }, "key-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await itemsOf(sub.id)).toBe(1);
  });

  it("answers 422 for the same key with another body, and 409 while the first is still running", async () => {
    const sub = await makeUser();
    await post(sub, { title: "Panel upgrade" }, "key-2");
    const other = await post(sub, { title: "Something else" }, "key-2");
    expect(other.status).toBe(422);
    expect((await other.json()).message).toMatch(/already used for a different request/);

    const body = JSON.stringify({ title: "Panel upgrade" });
    const fingerprint = fingerprintOf(["POST", "/api/portfolio", new TextEncoder().encode(body)]);
    const running = await claimKey(`user:${sub.id}`, "key-3", fingerprint);
    expect(running.outcome).toBe("run");
    const meanwhile = await post(sub, { title: "Panel upgrade" }, "key-3");
    expect(meanwhile.status).toBe(409);
    expect(await itemsOf(sub.id)).toBe(1);
  });

  it("keeps no answer that was not 2xx, so a corrected retry with the same key runs", async () => {
    const sub = await makeUser();
    const bad = await post(sub, { title: "ab" }, "key-4");
    expect(bad.status).toBe(400);
    const fixed = await post(sub, { title: "abc job" }, "key-4");
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get("Idempotent-Replayed")).toBeNull();
  });

  it("scopes keys per user: another user's same key runs on its own", async () => {
    const [a, b] = [await makeUser(), await makeUser()];
    expect((await post(a, { title: "Shared key job" }, "same")).status).toBe(201);
    const theirs = await post(b, { title: "Shared key job" }, "same");
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await itemsOf(b.id)).toBe(1);
  });

  it("forgets keys after 24 hours (and the server purges them)", async () => {
    const sub = await makeUser();
    await post(sub, { title: "Day one job" }, "key-5");
    setClockOffset(25 * 60 * 60 * 1000);
    const later = await post(sub, { title: "Day one job" }, "key-5");
    expect(later.status).toBe(201);
    expect(later.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await itemsOf(sub.id)).toBe(2);
    setClockOffset(50 * 60 * 60 * 1000);
    expect(await purgeExpiredKeys()).toBeGreaterThan(0);
    expect(
      (await first(db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, "key-5")).limit(1)))!
        .n,
    ).toBe(0);
  });

  it("refuses a key over 255 characters or with control characters (400); without a key nothing changes", async () => {
    const sub = await makeUser();
    expect((await post(sub, { title: "Long key" }, "k".repeat(256))).status).toBe(400);
    expect((await post(sub, { title: "Tab key" }, "a\tb")).status).toBe(400);
    expect((await post(sub, { title: "Fine key" }, "k".repeat(255))).status).toBe(201);
    expect((await post(sub, { title: "No key" })).status).toBe(201);
    expect((await post(sub, { title: "No key" })).status).toBe(201);
    expect(await itemsOf(sub.id)).toBe(3);
  });

  it("scopes a signed-out write by method and path: a repeated registration replays, without a new session", async () => {
    const body = { username: "idem_reg", email: "idem_reg@example.com", password: "secret123", role: "subcontractor" };
    const register = async () =>
      (await registerApi(
        args(jsonRequest("/api/register", body, { headers: { "Idempotency-Key": "reg-1" } })),
      )) as Response;
    const first = await register();
    expect(first.status).toBe(201);
    expect(cookieFrom(first)).toMatch(/__session=/);
    const again = await register();
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("one-time tokens on page forms", () => {
  const submit = async (user: { id: number }, fields: Record<string, string>) =>
    unwrap(
      await newItemPage(
        args(formRequest("/profile/portfolio/new?intent=add", fields, { cookie: await cookieFor(user) })),
      ),
    );

  it("a second submission of the same rendered form writes nothing and goes where the first went", async () => {
    const sub = await makeUser();
    const first = await submit(sub, { title: "Kitchen rewire", _token: "seed.default.:r1:" });
    const second = await submit(sub, { title: "Kitchen rewire", _token: "seed.default.:r1:" });
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(second.headers.get("Set-Cookie")).toMatch(/__session=/);
    expect(await itemsOf(sub.id)).toBe(1);
    // Another rendering of the form has another token.
    await submit(sub, { title: "Kitchen rewire", _token: "seed.other.:r1:" });
    expect(await itemsOf(sub.id)).toBe(2);
  });

  it("a submission that failed validation leaves its token usable", async () => {
    const sub = await makeUser();
    const invalid = await submit(sub, { title: "ab", _token: "seed.x.:r2:" });
    expect(invalid.status).toBe(400);
    const valid = await submit(sub, { title: "abc fixed", _token: "seed.x.:r2:" });
    expect(valid.status).toBe(302);
    expect(await itemsOf(sub.id)).toBe(1);
  });
});
