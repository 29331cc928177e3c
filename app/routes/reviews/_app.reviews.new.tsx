import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { invalid } from "~/domain/errors.server";
import { createReview, reviewTarget } from "~/domain/reviews.server";
import { aspectsFrom, reviewFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";

/** `?userId=&projectId=`, or `?pick=12` / `?pick=12-34` from the Leave a Review chooser. */
function pairing(url: URL) {
  const [pickUser, pickProject] = (url.searchParams.get("pick") ?? "").split("-");
  const userId = Number(url.searchParams.get("userId") ?? pickUser) || 0;
  const projectId = Number(url.searchParams.get("projectId") ?? pickProject) || null;
  return { userId, projectId };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { userId, projectId } = pairing(new URL(request.url));
  const target = userId ? await reviewTarget(user, userId, projectId) : null;
  return { target, userId, projectId };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { userId, projectId } = pairing(new URL(request.url));
  return formAction(request, {
    schema: reviewFormSchema,
    run: async (input) => {
      const target = await reviewTarget(user, userId, projectId);
      if (!target) throw invalid("Could not determine the review recipient");
      await createReview(user, {
        reviewee_id: userId,
        project_id: projectId ?? undefined,
        rating: input.rating,
        comment: input.comment,
        aspects: aspectsFrom(target.aspects, input),
      });
      return {
        redirectTo: "/reviews?tab=given",
        toast: {
          type: "success",
          title: "Review submitted",
          description: `Your review of ${target.person.display_name} is posted.`,
        },
      };
    },
    failure: () => ({ title: "Failed to submit review" }),
  });
}

export default deferredPage(() => import("~/routes/reviews/_app.reviews.new.page"));

export const meta: MetaFunction = () => [{ title: `Leave a Review | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
