import { Star, StarHalf } from "~/components/icons";
import { cn } from "~/utils/cn";

/** Whole stars, a half star from .5, the average to one decimal (docs/constants.md#display). */
export function RatingStars({ rating, count, className }: { rating: number; count?: number; className?: string }) {
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  const label =
    count === 0
      ? "No reviews yet"
      : `Rated ${rating.toFixed(1)} out of 5${count === undefined ? "" : ` from ${count} ${count === 1 ? "review" : "reviews"}`}`;
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-sm", className)}>
      <span className="inline-flex text-amber-500" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) =>
          i < full ? (
            <Star key={i} className="size-4 fill-current" />
          ) : i === full && half ? (
            <StarHalf key={i} className="size-4 fill-current" />
          ) : (
            <Star key={i} className="size-4 text-muted-foreground/40" />
          ),
        )}
      </span>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="text-muted-foreground">
        {count === 0 ? "No reviews yet" : `${rating.toFixed(1)}${count === undefined ? "" : ` (${count})`}`}
      </span>
    </span>
  );
}
