import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME, PORTFOLIO_MAX_PHOTOS } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { createPortfolioItem } from "~/domain/portfolio.server";
import { PHOTO_MAX_BYTES, portfolioFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!abilitiesOf(user).bid) throw redirect("/profile");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: portfolioFormSchema,
    upload: {
      purpose: "portfolio_photo",
      field: "photos",
      maxFileBytes: PHOTO_MAX_BYTES,
      maxFiles: PORTFOLIO_MAX_PHOTOS,
    },
    run: async ({ title, description, location, client, completion_date, features }, photos) => {
      const item = await createPortfolioItem(
        user,
        { title, description, location, client, completion_date, features },
        photos,
      );
      return {
        redirectTo: "/profile?tab=portfolio",
        toast: { type: "success", title: "Portfolio updated", description: `${item.title} is on your profile.` },
      };
    },
  });
}

export default deferredPage(() => import("~/routes/profiles/_app.profile._own.portfolio.new.page"));

export const meta: MetaFunction = () => [{ title: `Add a portfolio item | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
