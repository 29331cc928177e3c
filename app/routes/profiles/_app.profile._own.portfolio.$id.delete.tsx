import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, type Params } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
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

export default function DeletePortfolioItemDialog() {
  const { item } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Delete portfolio item?" closeTo="/profile?tab=portfolio">
      <ConfirmForm
        action={`/profile/portfolio/${item.id}/delete?intent=delete`}
        text={`${item.title} and its ${item.photos.length} ${item.photos.length === 1 ? "photo" : "photos"} will be removed from your profile for good.`}
        confirmLabel="Delete item"
        cancelTo="/profile?tab=portfolio"
      />
    </RouteDialog>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

export const meta: MetaFunction = () => [{ title: `Delete portfolio item | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
