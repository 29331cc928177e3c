import { Chart } from "~/components/charts/chart";
import { RatingStars } from "~/components/rating-stars";
import type { reputationCharts } from "~/domain/charts.server";
import type { RatingOverview as Overview } from "~/domain/reviews.server";

/** The average to one decimal and the count, the reviews per star, and the average month by month. */
export function RatingOverview({
  overview,
  charts,
}: {
  overview: Overview;
  charts: ReturnType<typeof reputationCharts>;
}) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8">
        <div className="text-center sm:text-left">
          <p className="text-5xl font-bold">{overview.count ? overview.average.toFixed(1) : "–"}</p>
          <RatingStars rating={overview.average} />
          <p className="text-sm text-muted-foreground">
            {overview.count} {overview.count === 1 ? "review" : "reviews"}
          </p>
        </div>
        <Chart chart={charts.distribution} />
      </div>
      {charts.trend ? (
        <section aria-labelledby="rating-trend" className="grid gap-2">
          <h3 id="rating-trend" className="text-sm font-semibold">
            Average rating over the last 12 months
          </h3>
          <Chart chart={charts.trend} />
        </section>
      ) : null}
    </div>
  );
}
