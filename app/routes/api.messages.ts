import { listConversations, sendMessage } from "~/domain/messages.server";
import { messageSchema } from "~/schemas/index.server";
import { pageParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/**
 * GET /api/messages: the newest message of each conversation (nested sender and recipient), a page at a time;
 * `q` searches the other party.
 */
export const loader = userApiLoader(async ({ request, user }) => {
  const query = new URL(request.url).searchParams;
  const list = await listConversations(user, { q: query.get("q") ?? "", page: pageParam(query) });
  return {
    ...list,
    items: list.items.map(({ other, last_message, unread_count }) => {
      const mine = last_message.sender_id === user.id;
      const me = { id: user.id, username: user.username, role: user.role };
      return {
        ...last_message,
        sender: mine ? me : other,
        recipient: mine ? other : me,
        unread_count,
      };
    }),
  };
});

export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, user }) => sendMessage(user, await readJsonWith(request, messageSchema)),
  },
});
