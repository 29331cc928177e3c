import { listMessages, sendMessage } from "~/domain/messages.server";
import { messageSchema } from "~/schemas/index.server";
import { pageParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/**
 * GET /api/messages?page=: the user's messages, sent and received, newest first, each with nested sender and
 * recipient (docs/api.md#messages). The per-conversation summary is GET /api/conversations.
 */
export const loader = userApiLoader(({ request, user }) =>
  listMessages(user, { page: pageParam(new URL(request.url).searchParams) }),
);

export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, user }) => sendMessage(user, await readJsonWith(request, messageSchema)),
  },
});
