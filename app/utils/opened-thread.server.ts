import { markConversationRead } from "~/domain/messages.server";
import type { Viewer } from "~/domain/privacy.server";
import { requestCached } from "~/infra/request-cache.server";

/**
 * The messages page opens a thread from its address (`/messages?userId=`, the newest page), and opening it reads it.
 * A page's loaders (the app's badges, the conversation list) run side by side: each waits for this read, done once per
 * request, so every unread count on the page is taken after it and they all agree.
 */
export function readThreadOpenedBy(request: Request, user: Viewer): Promise<number> {
  const query = new URL(request.url).searchParams;
  const otherId = Number(query.get("userId"));
  const opensNewest = new URL(request.url).pathname === "/messages" && !Number(query.get("before"));
  if (!opensNewest || !Number.isSafeInteger(otherId) || otherId <= 0) return Promise.resolve(0);
  return requestCached(`read-thread:${user.id}:${otherId}`, () => markConversationRead(user, otherId));
}
