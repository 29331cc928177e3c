import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { reputationCharts } from "~/domain/charts.server";
import { APP_NAME } from "~/constants";
import {
  listGivenReviews,
  listReceivedReviews,
  ratingOverview,
  replyToReview,
  reviewableCollaborators,
  toggleHelpful,
  ratingHistory,
} from "~/domain/reviews.server";
import { reviewCardActionSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";
import { pageParam } from "~/utils/http.server";
import { abilitiesOf } from "~/domain/abilities.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const tab = query.get("tab") === "given" ? "given" : "received";
  const q = query.get("q")?.trim() ?? "";
  const page = pageParam(query);
  const [overview, collaborators, list] = await Promise.all([
    ratingOverview(user.id),
    abilitiesOf(user).keepProfile ? reviewableCollaborators(user) : [],
    tab === "given" ? listGivenReviews(user, { q, page }) : listReceivedReviews(user, user.id, { q, page }),
  ]);
  const charts = reputationCharts(overview, await ratingHistory(user.id));
  return { viewerId: user.id, tab, q, overview, charts, collaborators, list, back: `/reviews?${query}` };
}

/** Reply (the reviewee) and Helpful (anyone but the author), from here and from profiles. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: reviewCardActionSchema,
    run: async (input) => {
      if (input.intent === "reply") {
        await replyToReview(user, input.review_id, input.reply);
        return {
          redirectTo: input.back ?? "/reviews",
          toast: { type: "success", title: "Reply posted", description: "Your reply shows under the review." },
        };
      }
      await toggleHelpful(user, input.review_id);
      return { redirectTo: input.back ?? "/reviews" };
    },
    failure: () => ({ title: "Error" }),
  });
}

export default deferredPage(() => import("~/routes/reviews/_app.reviews.page"));

export const meta: MetaFunction = () => [{ title: `Reviews | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
