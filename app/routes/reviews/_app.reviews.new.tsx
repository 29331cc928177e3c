import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { ReviewForm } from "~/components/reviews/review-form";
import { ButtonLink } from "~/components/ui/button";
import { APP_NAME } from "~/constants";
import { invalid } from "~/domain/errors.server";
import { createReview, reviewTarget } from "~/domain/reviews.server";
import { aspectsFrom, reviewFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";

/** `?userId=&projectId=`, or `?pick=12` / `?pick=12-34` from the Leave a Review chooser. */
function pairing(url: URL) {
  const [pickUser, pickProject] = (url.searchParams.get("pick") ?? "").split("-");
  const userId = Number(url.searchParams.get("userId") ?? pickUser) || 0;
  const projectId = Number(url.searchParams.get("projectId") ?? pickProject) || null;
  return { userId, projectId };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { userId, projectId } = pairing(new URL(request.url));
  const target = userId ? await reviewTarget(user, userId, projectId) : null;
  return { target, userId, projectId };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { userId, projectId } = pairing(new URL(request.url));
  return formAction(request, {
    schema: reviewFormSchema,
    run: async (input) => {
      const target = await reviewTarget(user, userId, projectId);
      if (!target) throw invalid("Could not determine the review recipient");
      await createReview(user, {
        reviewee_id: userId,
        project_id: projectId ?? undefined,
        rating: input.rating,
        comment: input.comment,
        aspects: aspectsFrom(target.aspects, input),
      });
      return {
        redirectTo: "/reviews?tab=given",
        toast: {
          type: "success",
          title: "Review submitted",
          description: `Your review of ${target.person.display_name} is posted.`,
        },
      };
    },
    failure: () => ({ title: "Failed to submit review" }),
  });
}

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

export const meta: MetaFunction = () => [{ title: `Leave a Review | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
