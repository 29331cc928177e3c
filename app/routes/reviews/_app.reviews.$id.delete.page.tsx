import { useLoaderData } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
import type { loader } from "~/routes/reviews/_app.reviews.$id.delete";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function DeleteReviewDialog() {
  const { review } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Delete review?" closeTo="/reviews?tab=given">
      <ConfirmForm
        action={`/reviews/${review.id}/delete?intent=delete`}
        text={`Your review of ${review.reviewee?.display_name ?? "this contractor"} will be removed and their rating recalculated.`}
        confirmLabel="Delete review"
        cancelTo="/reviews?tab=given"
      />
    </RouteDialog>
  );
}
