import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { createCredential, MAX_FILES_PER_CREDENTIAL } from "~/domain/credentials.server";
import { CREDENTIAL_FILE_MAX_BYTES, credentialFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!abilitiesOf(user).keepProfile) throw redirect("/profile");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: credentialFormSchema,
    upload: {
      purpose: "credential",
      field: "files",
      maxFileBytes: CREDENTIAL_FILE_MAX_BYTES,
      maxFiles: MAX_FILES_PER_CREDENTIAL,
    },
    run: async (input, files) => {
      const credential = await createCredential(user, input, files);
      return {
        redirectTo: "/profile?tab=certifications",
        toast: { type: "success", title: "Credential added", description: `${credential.name} is in your wallet.` },
      };
    },
  });
}

export default deferredPage(() => import("~/routes/profiles/_app.profile._own.certifications.new.page"));

export const meta: MetaFunction = () => [{ title: `Add a credential | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
