import { Form } from "@remix-run/react";

import { Search } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input, Label, Select } from "~/components/ui/field";
import { RATING_FILTERS, SEARCH_DISTANCES, TRADES } from "~/constants";

/** What the form shows: the last search's values, or the defaults (the zip defaults to the user's own). */
export type SearchFormValues = {
  trade: string;
  location: string;
  distance: number;
  rating: number;
  availability: boolean;
  verified: boolean;
  accepting: boolean;
};

const distanceLabel = (d: number) =>
  d === SEARCH_DISTANCES[SEARCH_DISTANCES.length - 1] ? `${d}+ miles` : `${d} miles`;

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={checked}
        className="size-4 accent-[var(--primary)]"
      />
      {label}
    </label>
  );
}

/**
 * Find Subcontractors (general contractors) or Find Projects (subcontractors): a GET form to /dashboard, so it runs
 * only when Search is pressed, works without JavaScript and leaves a shareable URL.
 */
export function SearchCard({
  role,
  values,
  error,
}: {
  role: "general_contractor" | "subcontractor";
  values: SearchFormValues;
  error: string | null;
}) {
  const contractor = role === "general_contractor";
  const tradeName = contractor ? "specialty" : "projectType";
  return (
    <Card>
      <CardHeader>
        <CardTitle>{contractor ? "Find Subcontractors" : "Find Projects"}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="get" action="/dashboard" className="grid gap-4" role="search">
          <input type="hidden" name="search" value="1" />
          {error ? (
            <div
              role="alert"
              className="rounded-md border border-destructive bg-destructive p-3 text-sm text-destructive-foreground"
            >
              <p className="font-semibold">Search failed</p>
              <p>{error}</p>
            </div>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="grid gap-1.5">
              <Label htmlFor="search-trade">{contractor ? "Specialty" : "Project Type"}</Label>
              <Select id="search-trade" name={tradeName} defaultValue={values.trade || "all"}>
                <option value="all">{contractor ? "All Specialties" : "All Project Types"}</option>
                {TRADES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="search-location">Zip code</Label>
              <Input
                id="search-location"
                name="location"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                placeholder="e.g. 10001"
                defaultValue={values.location}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="search-distance">Distance</Label>
              <Select id="search-distance" name="distance" defaultValue={String(values.distance)}>
                {SEARCH_DISTANCES.map((d) => (
                  <option key={d} value={d}>
                    {distanceLabel(d)}
                  </option>
                ))}
              </Select>
            </div>
            {contractor ? (
              <div className="grid gap-1.5">
                <Label htmlFor="search-rating">Minimum rating</Label>
                <Select id="search-rating" name="rating" defaultValue={String(values.rating)}>
                  {RATING_FILTERS.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            {contractor ? (
              <>
                <Check name="availability" label="Available Now" checked={values.availability} />
                <Check name="verified" label="Verified only" checked={values.verified} />
              </>
            ) : (
              <Check name="accepting" label="Accepting Projects" checked={values.accepting} />
            )}
            <Button type="submit" className="sm:ml-auto">
              <Search aria-hidden="true" className="size-4" />
              Search
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
