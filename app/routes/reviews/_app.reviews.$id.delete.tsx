import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { deleteReview, authoredReview } from "~/domain/reviews.server";
import { noFields } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const reviewId = (params: Params) => idParam(params, "id", "Review not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { review: await pageData(() => authoredReview(user, reviewId(params))) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: noFields,
    run: async () => {
      await deleteReview(user, reviewId(params));
      return {
        redirectTo: "/reviews?tab=given",
        toast: { type: "success", title: "Review deleted", description: "The review is gone." },
      };
    },
    failure: () => ({ title: "Error" }),
  });
}

export default deferredPage(() => import("~/routes/reviews/_app.reviews.$id.delete.page"));

export const meta: MetaFunction = () => [{ title: `Delete review | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
