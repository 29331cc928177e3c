import { Form, Link } from "@remix-run/react";

import { Search } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Input, Label, Select } from "~/components/ui/field";
import {
  BUDGET_RANGES,
  POSTED_WITHIN_DAYS,
  PROJECT_FILTER_STATUSES,
  PROJECT_STATUS_LABELS,
  SEARCH_DISTANCES,
  TRADES,
} from "~/constants";

export type BrowseQuery = {
  q: string;
  trade: string;
  status: string;
  zip: string;
  distance: string;
  budget: string;
  posted_within: string;
  sort: string;
};

const STATUS_LABELS: Record<string, string> = { all: "All statuses", ...PROJECT_STATUS_LABELS };

/** Browse Projects' search and filters: a GET form, so it works without JavaScript and the URL can be shared. */
export function BrowseFilters({ query, advanced }: { query: BrowseQuery; advanced: boolean }) {
  return (
    <Form
      method="get"
      action="/projects"
      role="search"
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex gap-2">
        <label htmlFor="projects-q" className="sr-only">
          Search projects
        </label>
        <Input
          id="projects-q"
          name="q"
          defaultValue={query.q}
          placeholder="Search title, description, trade or location"
        />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </div>
      <details
        open={Boolean(
          query.trade ||
          query.zip ||
          query.budget ||
          query.posted_within ||
          (query.status && query.status !== "open") ||
          query.sort,
        )}
      >
        <summary className="text-sm font-medium text-primary">Filters</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor="f-trade">Trade</Label>
            <Select id="f-trade" name="trade" defaultValue={query.trade}>
              <option value="">All trades</option>
              {TRADES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="f-status">Status</Label>
            <Select id="f-status" name="status" defaultValue={query.status || "open"}>
              {PROJECT_FILTER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="f-zip">Zip code</Label>
            <Input id="f-zip" name="zip" defaultValue={query.zip} inputMode="numeric" placeholder="e.g. 85004" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="f-distance">Distance</Label>
            <Select id="f-distance" name="distance" defaultValue={query.distance || "25"}>
              {SEARCH_DISTANCES.map((d, i) => (
                <option key={d} value={d}>
                  {d}
                  {i === SEARCH_DISTANCES.length - 1 ? "+" : ""} miles
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="f-sort">Sort</Label>
            <Select id="f-sort" name="sort" defaultValue={query.sort || "newest"}>
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
              <option value="nearest">Nearest first (with a zip code)</option>
            </Select>
          </div>
        </div>
        <fieldset
          className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          disabled={!advanced}
          aria-describedby={advanced ? undefined : "pro-filters-note"}
        >
          <legend className="mb-2 text-sm font-medium">Advanced filters (Pro)</legend>
          <div className="grid gap-1.5">
            <Label htmlFor="f-budget">Budget</Label>
            <Select id="f-budget" name="budget" defaultValue={query.budget}>
              <option value="">Any budget</option>
              {BUDGET_RANGES.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="f-posted">Posted within</Label>
            <Select id="f-posted" name="posted_within" defaultValue={query.posted_within}>
              <option value="">Any time</option>
              {POSTED_WITHIN_DAYS.map((d) => (
                <option key={d} value={d}>
                  Last {d} days
                </option>
              ))}
            </Select>
          </div>
          {advanced ? null : (
            <p id="pro-filters-note" className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-3">
              Budget and posted-within are Pro filters.{" "}
              <Link to="/settings?tab=plan" className="font-medium text-primary underline underline-offset-4">
                Start a Pro trial
              </Link>{" "}
              to use them.
            </p>
          )}
        </fieldset>
      </details>
    </Form>
  );
}
