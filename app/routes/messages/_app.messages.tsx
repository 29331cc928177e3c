import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { mayHoldMessages } from "~/offline/queue.client";
import { APP_NAME } from "~/constants";
import { DomainError } from "~/domain/errors.server";
import { getConversation, listConversations, sendMessage } from "~/domain/messages.server";
import { messageSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { readThreadOpenedBy } from "~/utils/opened-thread.server";
import { requireUser } from "~/utils/session.server";
import { pageParam } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const q = query.get("q")?.trim() ?? "";
  const userId = Number(query.get("userId")) || null;
  const before = Number(query.get("before")) || undefined;
  let conversation = null;
  let loadError: string | null = null;
  if (userId) {
    try {
      // Opening a conversation marks the other party's messages read (the newest page only).
      await readThreadOpenedBy(request, user);
      conversation = await getConversation(user, userId, { before });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      loadError = error.message;
    }
  }
  const list = await listConversations(user, { q, page: pageParam(query) });
  return { viewerId: user.id, q, list, conversation, loadError, selectedId: userId };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: messageSchema,
    run: async (input) => {
      await sendMessage(user, input);
      return { redirectTo: `/messages?userId=${input.recipient_id}#latest` };
    },
    failure: () => ({ title: "Failed to send message" }),
  });
}

// The thread shows the messages waiting on the device: with some there, the page hydrates at once. With a conversation
// open its code is kept for a dropped signal: the composer queues what is sent without one.
export default deferredPage(() => import("~/routes/messages/_app.messages.page"), {
  hydrateNow: mayHoldMessages,
  keepForOffline: true,
});

export const meta: MetaFunction = () => [{ title: `Messages | ${APP_NAME}` }];

/** The page's first screen is marked (components/first-screen). */
export const handle = { firstScreen: true };

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
