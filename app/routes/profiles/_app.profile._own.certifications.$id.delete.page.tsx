import { useLoaderData } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
import type { loader } from "~/routes/profiles/_app.profile._own.certifications.$id.delete";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function DeleteCredentialDialog() {
  const { credential } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Delete credential?" closeTo="/profile?tab=certifications">
      <ConfirmForm
        action={`/profile/certifications/${credential.id}/delete?intent=delete`}
        text={`${credential.name} and its ${credential.file_count} ${credential.file_count === 1 ? "file" : "files"} will be removed for good.`}
        confirmLabel="Delete credential"
        cancelTo="/profile?tab=certifications"
      />
    </RouteDialog>
  );
}
