import { useLoaderData } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
import type { loader } from "~/routes/connections/_app.connections.$id.remove";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function RemoveConnectionDialog() {
  const { connection } = useLoaderData<typeof loader>();
  const name = connection.other?.display_name ?? "this contractor";
  return (
    <RouteDialog title="Remove connection?" closeTo="/connections?tab=connected">
      <ConfirmForm
        action={`/connections/${connection.id}/remove?intent=remove`}
        text={`You and ${name} will no longer be connected. Your messages stay; either of you can ask to connect again.`}
        confirmLabel="Remove connection"
        cancelTo="/connections?tab=connected"
      />
    </RouteDialog>
  );
}
