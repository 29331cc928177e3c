import { listConversations, sendMessage } from "~/domain/messages.server";
import { loader as messagesPage } from "~/routes/messages/_app.messages";
import { loader as appShell } from "~/routes/shell/_app";
import { runWithRequestCache } from "~/infra/request-cache.server";
import { args, getRequest } from "../helpers/requests";
import { connect, cookieFor, makeUser } from "../helpers/world";

describe("unread counts on the messages page", () => {
  it("the app's badge and the conversation list count after the thread the page opens is read", async () => {
    const gc = await makeUser("general_contractor");
    const [first, second] = [await makeUser(), await makeUser()];
    await connect(gc, first);
    await connect(gc, second);
    await sendMessage(first, { recipient_id: gc.id, content: "Two questions about the panel." });
    await sendMessage(first, { recipient_id: gc.id, content: "And conduit size?" });
    await sendMessage(second, { recipient_id: gc.id, content: "Bid attached." });
    const cookie = await cookieFor(gc);

    // One request, its loaders side by side, the layout's first (as Remix runs them).
    const page = await runWithRequestCache(() => {
      const request = getRequest(`/messages?userId=${second.id}`, { cookie });
      return Promise.all([appShell(args(request)), messagesPage(args(request))]);
    });
    const [shell, messages] = page as [{ unreadCount: number }, Awaited<ReturnType<typeof messagesPage>>];
    const listed = messages.list.items.reduce((sum, c) => sum + c.unread_count, 0);
    expect(listed).toBe(2);
    expect(shell.unreadCount).toBe(2);
    expect((await listConversations(gc, {})).items.find((c) => c.other.id === second.id)?.unread_count).toBe(0);
  });
});
