import { Link } from "@remix-run/react";

import { Avatar } from "~/components/avatar";
import { ThumbsUp } from "~/components/icons";
import { RatingStars } from "~/components/rating-stars";
import { SafeForm } from "~/components/safe-form";
import { TimeAgo } from "~/components/time-ago";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/field";
import { RATING_LABELS, REVIEW_COMMENT_MAX } from "~/constants";
import type { ReviewView } from "~/domain/reviews.server";
import { cn } from "~/utils/cn";
import { imageVariant } from "~/lib/images";
import { PersonLink } from "~/components/person-link";
import { ReportLink } from "~/components/report-link";

/**
 * A review: author (or, among reviews given, the one reviewed), stars with their label, date, comment, aspects, the
 * project it followed, the reviewee's reply; Helpful for everyone but the author, Reply for the reviewee.
 */
export function ReviewCard({
  review,
  viewerId,
  show = "reviewer",
  back,
  reportTo,
}: {
  review: ReviewView;
  viewerId: number;
  show?: "reviewer" | "reviewee";
  back: string;
  /** The Report dialog for this review, where it is someone else's. */
  reportTo?: string;
}) {
  const person = show === "reviewer" ? review.reviewer : review.reviewee;
  const mineToAnswer = review.reviewee_id === viewerId;
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex items-start gap-3">
        <Avatar name={person?.display_name ?? "?"} src={imageVariant(person?.logo_url, "avatar")} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {show === "reviewee" ? "You reviewed " : ""}
            <PersonLink person={person} />
          </p>
          <div className="flex flex-wrap items-center gap-x-2 text-sm">
            <RatingStars rating={review.rating} />
            <span className="font-medium">{RATING_LABELS[review.rating]}</span>
            <span className="text-muted-foreground">
              · <TimeAgo date={review.created_at} />
            </span>
          </div>
          {review.project_title ? (
            <p className="text-xs text-muted-foreground">Reviewed after: {review.project_title}</p>
          ) : null}
        </div>
      </div>
      {review.comment ? <p className="text-sm whitespace-pre-line">{review.comment}</p> : null}
      {review.aspects ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {Object.entries(review.aspects).map(([aspect, stars]) => (
            <li key={aspect}>
              {aspect}: <span className="font-medium text-foreground">{stars}/5</span>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="text-xs font-semibold">Reply from {review.reviewee?.display_name ?? "the contractor"}</p>
          <p className="whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {review.reviewer_id !== viewerId ? (
          <SafeForm action="/reviews?intent=helpful">
            <input type="hidden" name="intent" value="helpful" />
            <input type="hidden" name="review_id" value={review.id} />
            <input type="hidden" name="back" value={back} />
            <Button type="submit" size="sm" variant="ghost" aria-pressed={review.helpful_by_viewer}>
              <ThumbsUp aria-hidden="true" className={cn("size-4", review.helpful_by_viewer && "fill-current")} />
              Helpful ({review.helpful_count})
            </Button>
          </SafeForm>
        ) : (
          <span className="text-sm text-muted-foreground">{review.helpful_count} found this helpful</span>
        )}
        {review.editable ? (
          <>
            <Link
              to={`/reviews/${review.id}/edit`}
              preventScrollReset
              className="text-sm font-medium text-primary hover:underline"
            >
              Edit
            </Link>
            <Link
              to={`/reviews/${review.id}/delete`}
              preventScrollReset
              className="text-sm font-medium text-destructive hover:underline"
            >
              Delete
            </Link>
          </>
        ) : null}
        {reportTo && review.reviewer_id !== viewerId ? <ReportLink to={reportTo} /> : null}
      </div>
      {mineToAnswer ? (
        <details>
          <summary className="text-sm font-medium text-primary">{review.reply ? "Edit your reply" : "Reply"}</summary>
          <SafeForm action="/reviews?intent=reply" draft={`reply-${review.id}`} className="mt-2 grid gap-2">
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="review_id" value={review.id} />
            <input type="hidden" name="back" value={back} />
            <label htmlFor={`reply-${review.id}`} className="sr-only">
              Your reply
            </label>
            <Textarea
              id={`reply-${review.id}`}
              name="reply"
              rows={3}
              maxLength={REVIEW_COMMENT_MAX}
              defaultValue={review.reply ?? ""}
              required
            />
            <Button type="submit" size="sm" className="justify-self-start">
              Post reply
            </Button>
          </SafeForm>
        </details>
      ) : null}
    </li>
  );
}
