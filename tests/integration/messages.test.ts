import { and, eq } from "drizzle-orm";

import { messages, projectApplications, projects } from "../../db/schema";
import {
  countUnreadMessages,
  getConversation,
  listConversations,
  listMessages,
  markConversationRead,
  markMessageRead,
  sendMessage,
  THREAD_PAGE_SIZE,
  usualReplyHours,
} from "~/domain/messages.server";
import { setClockOffset } from "~/infra/clock.server";
import { db } from "~/infra/db.server";
import { subscribe, type LiveEvent } from "~/infra/events.server";
import { loader as conversationsApi } from "~/routes/messages/api.conversations";
import { action as sendApi, loader as listApi } from "~/routes/messages/api.messages";
import { loader as threadApi } from "~/routes/messages/api.messages.$userId";
import { action as readApi } from "~/routes/messages/api.messages.$id.read";
import { args, getRequest, jsonRequest } from "../helpers/requests";
import { connect, cookieFor, makeUser, rejection, setAccount, setPrivacy } from "../helpers/world";

afterEach(() => setClockOffset(0));

const say = (
  from: { id: number; role: "general_contractor" | "subcontractor" | "admin" },
  to: { id: number },
  content = "Hello there",
) => sendMessage(from, { recipient_id: to.id, content });

describe("who may write to whom", () => {
  it("follows contact_visibility: all, connections (and business parties), none (business parties only)", async () => {
    const [gc, sub, stranger] = [
      await makeUser("general_contractor"),
      await makeUser(),
      await makeUser("general_contractor"),
    ];
    // Default: connections.
    expect((await rejection(say(stranger, sub))).kind).toBe("forbidden");
    await connect(gc, sub);
    await expect(say(gc, sub)).resolves.toMatchObject({ sender_id: gc.id });
    await setPrivacy(sub, { contactVisibility: "all" });
    await expect(say(stranger, sub)).resolves.toMatchObject({ sender_id: stranger.id });
    await setPrivacy(sub, { contactVisibility: "none" });
    expect((await rejection(say(gc, sub))).message).toMatch(/only about projects/);

    // An applicant and the contractor who posted the project are business parties.
    const project = (
      await db
        .insert(projects)
        .values({
          creatorId: stranger.id,
          title: "Warehouse lighting",
          description: "High-bay LED fixtures",
          location: "Mesa, AZ",
          tradeType: "Electrical",
          budgetRange: "$5,000 - $10,000",
          timeline: "2-4 weeks",
          requirements: "Licensed electrical contractor",
        })
        .returning({ id: projects.id })
    )[0];
    await db
      .insert(projectApplications)
      .values({ projectId: project.id, applicantId: sub.id, coverLetter: "I can do this job well." });
    await expect(say(stranger, sub)).resolves.toMatchObject({ recipient_id: sub.id });
    expect(
      await db
        .select()
        .from(projectApplications)
        .where(and(eq(projectApplications.applicantId, sub.id))),
    ).toHaveLength(1);
  });

  it("refuses when receive_messages is off, empty text, yourself, unknown and inactive users", async () => {
    const [a, b, gone] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    await connect(a, b);
    await connect(a, gone);
    await setPrivacy(b, { receiveMessages: false });
    expect((await rejection(say(a, b))).message).toBe("This contractor is not accepting messages.");
    expect((await rejection(say(a, a))).kind).toBe("invalid");
    expect((await rejection(sendMessage(a, { recipient_id: 999999, content: "hi" }))).kind).toBe("not_found");
    await setAccount(gone, { accountStatus: "suspended" });
    expect((await rejection(say(a, gone))).kind).toBe("forbidden");
  });
});

describe("conversations", () => {
  it("groups by the other party with the last message and unread counts; opening one marks it read", async () => {
    const [me, a, b] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    await connect(me, a);
    await connect(me, b);
    await say(a, me, "First from A");
    await say(b, me, "From B");
    await say(a, me, "Second from A");
    const list = await listConversations(me);
    expect(list.items.map((c) => [c.other.id, c.unread_count, c.last_message.content])).toEqual([
      [a.id, 2, "Second from A"],
      [b.id, 1, "From B"],
    ]);
    expect(await countUnreadMessages(me.id)).toBe(3);
    expect(await markConversationRead(me, a.id)).toBe(2);
    expect(await countUnreadMessages(me.id)).toBe(1);
    expect((await listConversations(me, { q: b.subProfile!.business_name })).items.map((c) => c.other.id)).toEqual([
      b.id,
    ]);
  });

  it("pages a long thread: the newest 50, then older ones with `before`", async () => {
    const [a, b] = [await makeUser("general_contractor"), await makeUser()];
    await connect(a, b);
    for (let i = 1; i <= THREAD_PAGE_SIZE + 5; i++) await say(i % 2 ? a : b, i % 2 ? b : a, `Message ${i}`);
    const newest = await getConversation(a, b.id);
    expect(newest.messages).toHaveLength(THREAD_PAGE_SIZE);
    expect(newest.messages.at(-1)?.content).toBe(`Message ${THREAD_PAGE_SIZE + 5}`);
    expect(newest.has_earlier).toBe(true);
    const older = await getConversation(a, b.id, { before: newest.messages[0].id });
    expect(older.messages.map((m) => m.content)).toEqual([
      "Message 1",
      "Message 2",
      "Message 3",
      "Message 4",
      "Message 5",
    ]);
    expect(older.has_earlier).toBe(false);
  });

  it("publishes a live event to both parties after a send", async () => {
    const [a, b] = [await makeUser("general_contractor"), await makeUser()];
    await connect(a, b);
    const seen: LiveEvent[] = [];
    const stop = subscribe(
      { userId: b.id, sessionId: "test-session", address: "127.0.0.1" },
      (e) => seen.push(e),
      () => {},
    );
    await say(a, b);
    stop();
    // Both once the send has committed, before it returns: the bell's (the message's notification) and the thread's.
    expect(seen).toEqual([{ type: "notification" }, { type: "message", from: a.id, to: b.id }]);
  });

  it("says 'Usually replies within N hours' from the median first reply, once 5 conversations were started by others", async () => {
    const me = await makeUser();
    const others = await Promise.all(Array.from({ length: 5 }, () => makeUser("general_contractor")));
    for (const [i, other] of others.entries()) {
      await connect(other, me);
      setClockOffset(0);
      await say(other, me, "Are you free next week?");
      setClockOffset((i + 1) * 3_600_000);
      if (i < 4) await say(me, other, "Yes, let's talk.");
      expect(await usualReplyHours(me.id)).toBe(i < 4 ? null : 3);
    }
  });
});

describe("the messages API", () => {
  it("POST 201 / 400 empty / 404 unknown / 403 refused; GET a thread; PATCH read by the recipient only", async () => {
    const [a, b, c] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    await connect(a, b);
    const post = async (user: { id: number }, body: unknown) =>
      (await sendApi(args(jsonRequest("/api/messages", body, { cookie: await cookieFor(user) })))) as Response;
    const sent = await post(a, { recipient_id: b.id, content: "  On site at 7?  " });
    expect(sent.status).toBe(201);
    const message = await sent.json();
    expect(message).toMatchObject({ sender_id: a.id, recipient_id: b.id, content: "On site at 7?", is_read: false });
    const empty = await post(a, { recipient_id: b.id, content: "   " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors.content).toEqual(["Write a message first"]);
    expect((await post(a, { recipient_id: 999999, content: "Hi" })).status).toBe(404);
    expect((await post(c, { recipient_id: b.id, content: "Hi" })).status).toBe(403);

    const thread = (await threadApi(
      args(getRequest(`/api/messages/${a.id}`, { cookie: await cookieFor(b) }), { userId: String(a.id) }),
    )) as Response;
    expect((await thread.json()).messages.map((m: { id: number }) => m.id)).toEqual([message.id]);

    const read = async (user: { id: number }, id: number) =>
      (await readApi(
        args(jsonRequest(`/api/messages/${id}/read`, "", { method: "PATCH", cookie: await cookieFor(user) }), {
          id: String(id),
        }),
      )) as Response;
    expect((await read(a, message.id)).status).toBe(403);
    expect((await read(c, message.id)).status).toBe(404);
    expect((await read(b, 999999)).status).toBe(404);
    const marked = await read(b, message.id);
    expect(marked.status).toBe(200);
    expect((await marked.json()).is_read).toBe(true);
    expect(await countUnreadMessages(b.id)).toBe(0);
  });

  it("a read mark from one message keeps the unread count exact", async () => {
    const [a, b] = [await makeUser("general_contractor"), await makeUser()];
    await connect(a, b);
    const first = await say(a, b, "One");
    await say(a, b, "Two");
    await markMessageRead(b, first.id);
    await markMessageRead(b, first.id);
    expect(await countUnreadMessages(b.id)).toBe(1);
  });
});

describe("GET /api/messages and GET /api/conversations", () => {
  const get = async (loader: typeof listApi, path: string, user: { id: number }) =>
    ((await await loader(args(getRequest(path, { cookie: await cookieFor(user) })))) as Response).json();

  it("GET /api/messages answers every message of the user, sent and received, newest first, paged", async () => {
    const [me, b, c] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    await connect(me, b);
    await connect(c, me);
    const first = await say(me, b, "First to b");
    const second = await say(b, me, "Reply from b");
    const third = await say(c, me, "Hello from c");
    const hidden = await say(me, c, "A rude one");
    await db.update(messages).set({ isHidden: true }).where(eq(messages.id, hidden.id));

    const body = await get(listApi, "/api/messages", me);
    expect(body).toMatchObject({ total: 3, page: 1, page_count: 1 });
    expect(body.items.map((m: { id: number }) => m.id)).toEqual([third.id, second.id, first.id]);
    expect(body.items[1]).toMatchObject({
      sender_id: b.id,
      recipient_id: me.id,
      content: "Reply from b",
      is_read: false,
      sender: { id: b.id, username: b.username },
      recipient: { id: me.id, username: me.username },
    });
    expect(typeof body.items[1].created_at).toBe("string");
    const paged = await listMessages(me, { page: 2, pageSize: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2, page_count: 2 });
    expect(paged.items.map((m) => m.id)).toEqual([first.id]);
  });

  it("GET /api/conversations answers one summary per person, with the last message and the unread count", async () => {
    const [me, b, c] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    await connect(me, b);
    await connect(c, me);
    await say(b, me, "One");
    const last = await say(b, me, "Two");
    await say(me, c, "Hi c");
    const body = await get(conversationsApi, "/api/conversations", me);
    expect(body.total).toBe(2);
    expect(body.items[0]).toMatchObject({ other: { id: c.id }, unread_count: 0 });
    expect(body.items[1]).toMatchObject({ other: { id: b.id }, last_message: { id: last.id }, unread_count: 2 });
  });
});

describe("GET /api/messages/{userId} reads a person through the privacy rule", () => {
  const open = async (viewer: { id: number }, other: { id: number }) =>
    (await threadApi(
      args(getRequest(`/api/messages/${other.id}`, { cookie: await cookieFor(viewer) }), { userId: String(other.id) }),
    )) as Response;

  it("404 for a profile the caller may not see, unless they already deal with each other", async () => {
    const [stranger, privateSub, gc] = [await makeUser(), await makeUser(), await makeUser("general_contractor")];
    const publicSub = await makeUser();
    expect((await open(stranger, publicSub)).status).toBe(200);
    expect(await (await open(stranger, publicSub)).json()).toMatchObject({
      user: { id: publicSub.id, display_name: expect.any(String), active: true },
      messages: [],
    });

    await setPrivacy(privateSub, { profileVisibility: "private", contactVisibility: "all" });
    const refused = await open(stranger, privateSub);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: "User not found" });

    // Messages exchanged: the conversation opens, with the card the conversation list shows (no profile link).
    await say(stranger, privateSub, "Saw your truck, are you taking work?");
    const talked = await open(stranger, privateSub);
    expect(talked.status).toBe(200);
    expect(await talked.json()).toMatchObject({ user: { id: privateSub.id, profile_url: null }, messages: [{}] });

    // A connection knows the person already.
    await setPrivacy(privateSub, { contactVisibility: "connections" });
    expect((await open(gc, privateSub)).status).toBe(404);
    await connect(gc, privateSub);
    expect((await open(gc, privateSub)).status).toBe(200);

    // Unknown, suspended (with nothing between them) and deleted users are not found.
    expect((await open(stranger, { id: 999999 })).status).toBe(404);
    const suspended = await makeUser();
    await setAccount(suspended, { accountStatus: "suspended" });
    expect((await open(stranger, suspended)).status).toBe(404);
  });
});
