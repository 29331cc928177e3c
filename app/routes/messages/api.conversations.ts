import { listConversations } from "~/domain/messages.server";
import { methodNotAllowed, pageParam, userApiLoader } from "~/utils/http.server";

/**
 * GET /api/conversations?q=&page=: one row per person the user talks with, newest first: the other party, the last
 * message and how many of theirs are unread; `q` searches the other party's name, trade and location.
 */
export const loader = userApiLoader(({ request, user }) => {
  const query = new URL(request.url).searchParams;
  return listConversations(user, { q: query.get("q") ?? "", page: pageParam(query) });
});
export const action = () => methodNotAllowed(["GET"]);
