import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { getOwnCredential, MAX_FILES_PER_CREDENTIAL, updateCredential } from "~/domain/credentials.server";
import { CREDENTIAL_FILE_MAX_BYTES, credentialFormSchema } from "~/schemas/index.server";
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
    schema: credentialFormSchema,
    upload: {
      purpose: "credential",
      field: "files",
      maxFileBytes: CREDENTIAL_FILE_MAX_BYTES,
      maxFiles: MAX_FILES_PER_CREDENTIAL,
    },
    run: async ({ files: _chosen, remove_file, ...fields }, files) => {
      const change = { ...fields, removeFileIds: remove_file };
      const credential = await updateCredential(user, credentialId(params), change, files);
      return {
        redirectTo: "/profile?tab=certifications",
        toast: { type: "success", title: "Credential updated", description: `${credential.name} has been saved.` },
      };
    },
  });
}

export default deferredPage(() => import("~/routes/profiles/_app.profile._own.certifications.$id.edit.page"));

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

export const meta: MetaFunction = () => [{ title: `Edit credential | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
