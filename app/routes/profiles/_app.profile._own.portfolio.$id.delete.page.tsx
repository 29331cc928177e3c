import { useLoaderData } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
import type { loader } from "~/routes/profiles/_app.profile._own.portfolio.$id.delete";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
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
