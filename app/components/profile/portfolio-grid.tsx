import { Link } from "@remix-run/react";

import { Images, MapPin } from "~/components/icons";
import type { PortfolioSummary } from "~/domain/portfolio.server";
import { formatDay } from "~/lib/dates";

/** Portfolio cards linking to each item's page (`/project/{id}/user/{userId}`). */
export function PortfolioGrid({
  items,
  emptyText,
  ownerActions,
}: {
  items: PortfolioSummary[];
  emptyText: string;
  ownerActions?: boolean;
}) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <Images aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="overflow-hidden rounded-lg border border-border bg-card">
          <Link to={`/project/${item.id}/user/${item.user_id}`} className="group block">
            <div className="aspect-[4/3] bg-muted">
              {item.cover_url ? (
                <img
                  src={item.cover_url}
                  alt=""
                  width={480}
                  height={360}
                  loading="lazy"
                  className="size-full object-cover transition-opacity group-hover:opacity-90"
                />
              ) : (
                <div className="flex size-full items-center justify-center text-muted-foreground">
                  <Images aria-hidden="true" className="size-8" />
                </div>
              )}
            </div>
            <div className="space-y-1 p-3">
              <h3 className="font-semibold group-hover:underline">{item.title}</h3>
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                {item.location ? (
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-3" />
                    {item.location}
                  </span>
                ) : null}
                {item.completion_date ? <span>Completed {formatDay(item.completion_date)}</span> : null}
                <span>
                  {item.photo_count} {item.photo_count === 1 ? "photo" : "photos"}
                </span>
              </p>
            </div>
          </Link>
          {ownerActions ? (
            <div className="flex gap-2 border-t border-border px-3 py-2 text-sm">
              <Link
                to={`/profile/portfolio/${item.id}/edit`}
                preventScrollReset
                className="font-medium text-primary hover:underline"
              >
                Edit<span className="sr-only"> {item.title}</span>
              </Link>
              <Link
                to={`/profile/portfolio/${item.id}/delete`}
                preventScrollReset
                className="font-medium text-destructive hover:underline"
              >
                Delete<span className="sr-only"> {item.title}</span>
              </Link>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
