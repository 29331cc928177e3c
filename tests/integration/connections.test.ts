import { eq } from "drizzle-orm";

import { connections } from "../../db/schema";
import {
  connectionStateWith,
  listConnections,
  removeConnection,
  requestConnection,
  respondToConnection,
} from "~/domain/connections.server";
import { setClockOffset } from "~/infra/clock.server";
import { db, first } from "~/infra/db.server";
import { loader as listApi, action as createApi } from "~/routes/connections/api.connections";
import { action as changeApi } from "~/routes/connections/api.connections.$id";
import { args, getRequest, jsonRequest } from "../helpers/requests";
import { cookieFor, makeUser, rejection, setAccount, setPrivacy } from "../helpers/world";

afterEach(() => setClockOffset(0));

const ask = (from: { id: number; role: "general_contractor" | "subcontractor" | "admin" }, to: { id: number }) =>
  requestConnection(from, { recipient_id: to.id, type: "general", message: "Let's work together" });

describe("connection requests", () => {
  it("are refused to yourself (400), to unknown or inactive users (404), and when receive_connections is off (403)", async () => {
    const [gc, sub, gone, closed] = [
      await makeUser("general_contractor"),
      await makeUser(),
      await makeUser(),
      await makeUser(),
    ];
    expect((await rejection(ask(gc, gc))).kind).toBe("invalid");
    expect((await rejection(requestConnection(gc, { recipient_id: 999999, type: "general" }))).kind).toBe("not_found");
    await setAccount(gone, { accountStatus: "suspended" });
    expect((await rejection(ask(gc, gone))).kind).toBe("not_found");
    await setPrivacy(closed, { receiveConnections: false });
    const refused = await rejection(ask(gc, closed));
    expect(refused.kind).toBe("forbidden");
    expect(refused.message).toBe("This contractor is not accepting connection requests.");
    await expect(ask(gc, sub)).resolves.toMatchObject({ status: "pending", direction: "sent" });
  });

  it("allows one connection per pair in either direction while pending or accepted (409)", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    const made = await ask(gc, sub);
    expect((await rejection(ask(gc, sub))).kind).toBe("conflict");
    expect((await rejection(ask(sub, gc))).kind).toBe("conflict");
    await respondToConnection(sub, made.id, "accepted");
    expect((await rejection(ask(sub, gc))).message).toBe("You are already connected with this contractor.");
  });

  it("lets the requester ask again 30 days after a decline, and the one who declined at once", async () => {
    const [gc, sub, other] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    const made = await ask(gc, sub);
    await respondToConnection(sub, made.id, "rejected");
    expect((await rejection(ask(gc, sub))).message).toMatch(/You can ask again from \d{4}-\d{2}-\d{2}/);
    expect(await connectionStateWith(gc, sub.id)).toMatchObject({ state: "declined" });
    setClockOffset(31 * 86_400_000);
    await expect(ask(gc, sub)).resolves.toMatchObject({ status: "pending" });

    const second = await ask(other, gc);
    await respondToConnection(gc, second.id, "rejected");
    await expect(ask(gc, other)).resolves.toMatchObject({ status: "pending", requester_id: gc.id });
  });

  it("only the recipient answers a pending request; an answered one is 409; third parties see 404", async () => {
    const [gc, sub, third] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    const made = await ask(gc, sub);
    expect((await rejection(respondToConnection(gc, made.id, "accepted"))).kind).toBe("forbidden");
    expect((await rejection(respondToConnection(third, made.id, "accepted"))).kind).toBe("not_found");
    await respondToConnection(sub, made.id, "accepted");
    expect((await rejection(respondToConnection(sub, made.id, "rejected"))).kind).toBe("conflict");
    expect((await rejection(removeConnection(third, made.id))).kind).toBe("not_found");
    await removeConnection(gc, made.id);
    expect(await first(db.select().from(connections).where(eq(connections.id, made.id)).limit(1))).toBeUndefined();
  });

  it("lists each tab with the incoming pending count, leaving out inactive users, and searches", async () => {
    const me = await makeUser("general_contractor");
    const [a, b, c, d] = [await makeUser(), await makeUser(), await makeUser(), await makeUser()];
    await ask(a, me); // incoming pending
    await ask(me, b); // sent
    const cc = await ask(c, me);
    await respondToConnection(me, cc.id, "accepted");
    await ask(d, me);
    await setAccount(d, { accountStatus: "suspended" });
    const names = (list: Awaited<ReturnType<typeof listConnections>>) => list.items.map((i) => i.other?.id);
    expect(names(await listConnections(me, { tab: "pending" }))).toEqual([a.id]);
    expect(names(await listConnections(me, { tab: "sent" }))).toEqual([b.id]);
    expect(names(await listConnections(me, { tab: "connected" }))).toEqual([c.id]);
    const all = await listConnections(me);
    expect(all.items.map((i) => i.other?.id).sort()).toEqual([a.id, b.id, c.id].sort());
    // Counted from the indexes alone: the suspended user's request still counts until it is removed.
    expect(all.total).toBe(4);
    expect(all.pending_count).toBe(2);
    const found = await listConnections(me, { q: c.subProfile!.business_name });
    expect(names(found)).toEqual([c.id]);
    expect((await listConnections(me, { q: "zzz-nothing" })).items).toEqual([]);
  });
});

describe("the connections API", () => {
  it("POST 201 / 409 / 400 / 404, GET with nested people and no secrets, PATCH and DELETE by the right party", async () => {
    const [gc, sub, third] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    const post = async (user: { id: number }, body: unknown) =>
      (await createApi(args(jsonRequest("/api/connections", body, { cookie: await cookieFor(user) })))) as Response;
    const created = await post(gc, { recipient_id: sub.id, message: "Hi", type: "project" });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await post(gc, { recipient_id: sub.id })).status).toBe(409);
    expect((await post(gc, { recipient_id: sub.id, type: "spam" })).status).toBe(400);
    expect((await post(gc, { recipient_id: gc.id })).status).toBe(400);
    expect((await post(gc, { recipient_id: 424242 })).status).toBe(404);
    expect((await post(gc, { recipient_id: sub.id, message: "x".repeat(501) })).status).toBe(400);

    const list = (await listApi(args(getRequest("/api/connections", { cookie: await cookieFor(sub) })))) as Response;
    const body = await list.json();
    expect(body.items[0]).toMatchObject({ id, status: "pending", requester: { id: gc.id }, recipient: { id: sub.id } });
    expect(JSON.stringify(body)).not.toMatch(/password|email/);

    const patch = async (user: { id: number }, status: string) =>
      (await changeApi(
        args(jsonRequest(`/api/connections/${id}`, { status }, { method: "PATCH", cookie: await cookieFor(user) }), {
          id: String(id),
        }),
      )) as Response;
    expect((await patch(gc, "accepted")).status).toBe(403);
    expect((await patch(third, "accepted")).status).toBe(404);
    expect((await patch(sub, "maybe")).status).toBe(400);
    expect((await patch(sub, "accepted")).status).toBe(200);
    const remove = (await changeApi(
      args(jsonRequest(`/api/connections/${id}`, "", { method: "DELETE", cookie: await cookieFor(gc) }), {
        id: String(id),
      }),
    )) as Response;
    expect(remove.status).toBe(204);
  });
});
