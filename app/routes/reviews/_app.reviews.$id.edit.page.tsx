import { useActionData, useLoaderData } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { ReviewForm } from "~/components/reviews/review-form";
import type { action, loader } from "~/routes/reviews/_app.reviews.$id.edit";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function EditReviewDialog() {
  const { review, aspects } = useLoaderData<typeof loader>();
  return (
    <RouteDialog
      title={`Edit your review of ${review.reviewee?.display_name ?? "this contractor"}`}
      closeTo="/reviews?tab=given"
    >
      <ReviewForm
        action={`/reviews/${review.id}/edit?intent=save`}
        aspects={aspects}
        defaults={review}
        lastResult={useActionData<typeof action>()}
        cancelTo="/reviews?tab=given"
        submitLabel="Save review"
      />
    </RouteDialog>
  );
}
