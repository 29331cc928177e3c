import { useActionData, useLoaderData } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { ReviewForm } from "~/components/reviews/review-form";
import { ButtonLink } from "~/components/ui/button";
import type { action, loader } from "~/routes/reviews/_app.reviews.new";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function NewReviewDialog() {
  const { target, userId, projectId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  if (!target || target.alreadyReviewed) {
    return (
      <RouteDialog title="Leave a Review" closeTo="/reviews">
        <p role="alert" className="mb-4 text-sm">
          {target?.alreadyReviewed
            ? "You have already reviewed this collaboration."
            : "Could not determine the review recipient"}
        </p>
        <ButtonLink to="/reviews" variant="outline">
          Back to reviews
        </ButtonLink>
      </RouteDialog>
    );
  }
  return (
    <RouteDialog
      title={`Review ${target.person.display_name}`}
      description={target.project ? `After: ${target.project.title}` : "As a connection"}
      closeTo="/reviews"
    >
      <ReviewForm
        action={`/reviews/new?userId=${userId}${projectId ? `&projectId=${projectId}` : ""}&intent=review`}
        aspects={target.aspects}
        lastResult={lastResult}
        cancelTo="/reviews"
        submitLabel="Submit review"
      />
    </RouteDialog>
  );
}
