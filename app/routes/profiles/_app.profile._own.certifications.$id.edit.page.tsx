import { useActionData, useLoaderData } from "@remix-run/react";

import { CredentialForm } from "~/components/profile/credential-form";
import { RouteDialog } from "~/components/route-dialog";
import type { action, loader } from "~/routes/profiles/_app.profile._own.certifications.$id.edit";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function EditCredentialDialog() {
  const { credential } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Edit credential" closeTo="/profile?tab=certifications">
      <CredentialForm
        action={`/profile/certifications/${credential.id}/edit?intent=save`}
        credential={credential}
        lastResult={useActionData<typeof action>()}
      />
    </RouteDialog>
  );
}
