import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { deleteOwnAccount } from "~/domain/settings.server";
import { deleteAccountSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!abilitiesOf(user).keepProfile) throw redirect("/profile?tab=account");
  return null;
}

/** Delete Account (from the profile's Account Settings): the password and DELETE, then the goodbye page. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: deleteAccountSchema,
    run: async ({ password }) => {
      await deleteOwnAccount(user, password);
      // The session went with the account; the goodbye page clears the cookie and the browser's cache.
      return { redirectTo: "/goodbye" };
    },
    failure: () => ({ title: "Your account was not deleted" }),
  });
}

export default deferredPage(() => import("~/routes/account/_app.profile._own.delete-account.page"));

export const meta: MetaFunction = () => [{ title: `Delete account | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
