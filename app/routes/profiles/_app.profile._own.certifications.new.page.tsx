import { useActionData } from "@remix-run/react";

import { CredentialForm } from "~/components/profile/credential-form";
import { RouteDialog } from "~/components/route-dialog";
import type { action } from "~/routes/profiles/_app.profile._own.certifications.new";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function NewCredentialDialog() {
  return (
    <RouteDialog
      title="Add a credential"
      description="A license, insurance certificate, bond, certification or W-9, with its files."
      closeTo="/profile?tab=certifications"
    >
      <CredentialForm action="/profile/certifications/new?intent=add" lastResult={useActionData<typeof action>()} />
    </RouteDialog>
  );
}
