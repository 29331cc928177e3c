import { getConversation } from "~/domain/messages.server";
import { idParam, methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/messages/{userId}?before={messageId}: the conversation, newest 50 first page, oldest on top. */
export const loader = userApiLoader(async ({ request, params, user }) => {
  const before = Number(new URL(request.url).searchParams.get("before")) || undefined;
  const { other, messages, has_earlier, can_message } = await getConversation(
    user,
    idParam(params, "userId", "User not found"),
    { before },
  );
  return { user: other, messages, has_earlier, can_message };
});
export const action = () => methodNotAllowed(["GET"]);
