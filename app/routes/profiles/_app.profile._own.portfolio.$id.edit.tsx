import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME, PORTFOLIO_MAX_PHOTOS } from "~/constants";
import { getOwnPortfolioItem, updatePortfolioItem } from "~/domain/portfolio.server";
import { PHOTO_MAX_BYTES, photoOrderFrom, portfolioFormSchema } from "~/schemas/index.server";
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
    schema: portfolioFormSchema,
    upload: {
      purpose: "portfolio_photo",
      field: "photos",
      maxFileBytes: PHOTO_MAX_BYTES,
      maxFiles: PORTFOLIO_MAX_PHOTOS,
    },
    run: async ({ photos: _chosen, photo_position, remove_photo, ...fields }, photos) => {
      const change = { ...fields, photoOrder: photoOrderFrom(photo_position), removePhotoIds: remove_photo };
      const item = await updatePortfolioItem(user, itemId(params), change, photos);
      return {
        redirectTo: "/profile?tab=portfolio",
        toast: { type: "success", title: "Portfolio updated", description: `${item.title} has been saved.` },
      };
    },
  });
}

export default deferredPage(() => import("~/routes/profiles/_app.profile._own.portfolio.$id.edit.page"));

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

export const meta: MetaFunction = () => [{ title: `Edit portfolio item | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
