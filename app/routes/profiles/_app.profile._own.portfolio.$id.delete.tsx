import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { deletePortfolioItem, getOwnPortfolioItem } from "~/domain/portfolio.server";
import { noFields } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const itemId = (params: Params) => idParam(params, "id", "Portfolio item not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { item: await pageData(() => getOwnPortfolioItem(user, itemId(params))) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: noFields,
    run: async () => {
      await deletePortfolioItem(user, itemId(params));
      return {
        redirectTo: "/profile?tab=portfolio",
        toast: { type: "success", title: "Portfolio updated", description: "The item and its photos are gone." },
      };
    },
  });
}

export default deferredPage(() => import("~/routes/profiles/_app.profile._own.portfolio.$id.delete.page"));

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

export const meta: MetaFunction = () => [{ title: `Delete portfolio item | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
