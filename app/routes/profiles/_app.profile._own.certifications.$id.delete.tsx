import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { deleteCredential, getOwnCredential } from "~/domain/credentials.server";
import { noFields } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const credentialId = (params: Params) => idParam(params, "id", "Credential not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { credential: await pageData(() => getOwnCredential(user, credentialId(params))) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: noFields,
    run: async () => {
      await deleteCredential(user, credentialId(params));
      return {
        redirectTo: "/profile?tab=certifications",
        toast: { type: "success", title: "Credential deleted", description: "The credential and its files are gone." },
      };
    },
  });
}

export default deferredPage(() => import("~/routes/profiles/_app.profile._own.certifications.$id.delete.page"));

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

export const meta: MetaFunction = () => [{ title: `Delete credential | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
