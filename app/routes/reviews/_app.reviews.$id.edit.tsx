import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME, REVIEW_ASPECTS } from "~/constants";
import { authoredReview, updateReview } from "~/domain/reviews.server";
import { aspectsFrom, reviewFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const reviewId = (params: Params) => idParam(params, "id", "Review not found");

async function editable(user: Parameters<typeof authoredReview>[0], params: Params) {
  const review = await authoredReview(user, reviewId(params));
  const role = review.reviewee?.role as keyof typeof REVIEW_ASPECTS | undefined;
  const aspects = review.project_id && role && role in REVIEW_ASPECTS ? REVIEW_ASPECTS[role] : [];
  return { review, aspects };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const found = await pageData(() => editable(user, params));
  if (!found.review.editable) throw redirect("/reviews?tab=given");
  return found;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: reviewFormSchema,
    run: async (input) => {
      const { aspects } = await editable(user, params);
      await updateReview(user, reviewId(params), {
        rating: input.rating,
        comment: input.comment ?? "",
        aspects: aspectsFrom(aspects, input),
      });
      return {
        redirectTo: "/reviews?tab=given",
        toast: { type: "success", title: "Review updated", description: "Your changes are saved." },
      };
    },
    failure: () => ({ title: "Failed to submit review" }),
  });
}

export default deferredPage(() => import("~/routes/reviews/_app.reviews.$id.edit.page"));

export const meta: MetaFunction = () => [{ title: `Edit review | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
