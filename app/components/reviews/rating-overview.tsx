import { RatingStars } from "~/components/rating-stars";
import { RATING_LABELS } from "~/constants";
import type { RatingOverview as Overview } from "~/domain/reviews.server";

/** The average to one decimal, the count, per-star bars scaled to the largest bucket (docs/constants.md#display). */
export function RatingOverview({ overview }: { overview: Overview }) {
  const largest = Math.max(1, ...Object.values(overview.buckets));
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8">
      <div className="text-center sm:text-left">
        <p className="text-5xl font-bold">{overview.count ? overview.average.toFixed(1) : "–"}</p>
        <RatingStars rating={overview.average} />
        <p className="text-sm text-muted-foreground">
          {overview.count} {overview.count === 1 ? "review" : "reviews"}
        </p>
      </div>
      <ul className="grid gap-1.5">
        {([5, 4, 3, 2, 1] as const).map((star) => (
          <li key={star} className="grid grid-cols-[7rem_1fr_2.5rem] items-center gap-2 text-sm">
            <span className="text-muted-foreground">
              {star} · {RATING_LABELS[star]}
            </span>
            <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-amber-500"
                style={{ width: `${(overview.buckets[star] / largest) * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums">
              {overview.buckets[star]}
              <span className="sr-only"> reviews with {star} stars</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
