import type { ReactNode } from "react";

import { CardHeading } from "~/components/discovery/subcontractor-card";
import { Briefcase, MapPin, Navigation } from "~/components/icons";
import type { VerificationMark } from "~/components/profile/verification-badge";
import { ButtonLink } from "~/components/ui/button";

/** The fields of a contractor match (GET /api/matches/contractors), plus what the card shows. */
export type ContractorCardData = {
  user_id: number;
  company_name: string;
  location: string;
  zip_code: string;
  project_types: string[];
  preferred_trades: string[];
  avg_rating: number;
  review_count: number;
  logo_url: string | null;
  verification: VerificationMark;
  distance_miles: number | null;
};

/** A general contractor among a subcontractor's matches. */
export function ContractorCard({
  contractor: c,
  connect,
  top,
  body,
}: {
  contractor: ContractorCardData;
  connect: ReactNode;
  top?: ReactNode;
  body?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      {top}
      <CardHeading
        userId={c.user_id}
        name={c.company_name}
        logoUrl={c.logo_url}
        verification={c.verification}
        rating={{ average: c.avg_rating, count: c.review_count }}
        subtitle="General Contractor"
      />
      <dl className="grid gap-1.5 text-sm text-muted-foreground">
        <div className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <dt className="sr-only">Location</dt>
          <dd>
            {c.location} {c.zip_code}
            {c.distance_miles !== null ? ` · ${Math.round(c.distance_miles)} mi away` : ""}
          </dd>
        </div>
        {c.project_types.length ? (
          <div className="flex items-center gap-1.5">
            <Briefcase aria-hidden="true" className="size-4 shrink-0" />
            <dt className="sr-only">Project types</dt>
            <dd>{c.project_types.slice(0, 3).join(", ")}</dd>
          </div>
        ) : null}
        {c.preferred_trades.length ? (
          <div className="flex items-center gap-1.5">
            <Navigation aria-hidden="true" className="size-4 shrink-0" />
            <dt className="sr-only">Hires</dt>
            <dd>Hires {c.preferred_trades.slice(0, 3).join(", ")}</dd>
          </div>
        ) : null}
      </dl>
      {body}
      <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
        {connect}
        <ButtonLink to={`/profile/${c.user_id}`} size="sm" variant="outline">
          View Profile
        </ButtonLink>
      </div>
    </li>
  );
}
