import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { Avatar } from "~/components/avatar";
import { HardHat, MapPin, Navigation, Users } from "~/components/icons";
import { RatingStars } from "~/components/rating-stars";
import { ButtonLink } from "~/components/ui/button";
import { formatDay } from "~/lib/dates";
import { imageVariant } from "~/lib/images";
import { MapPinNumber } from "~/components/maps/place-map";
import { VerificationBadge, type VerificationMark } from "~/components/profile/verification-badge";

/** A subcontractor's card fields, plus distance, photo, review count and the earned Verified mark. */
export type SubcontractorCardData = {
  user_id: number;
  business_name: string;
  specialty: string | null;
  location: string;
  zip_code: string;
  service_radius: number;
  crew_size: string;
  available_now: boolean;
  avg_rating: number;
  review_count: number;
  logo_url: string | null;
  verification: VerificationMark;
  distance_miles: number | null;
  next_available?: string | null;
};

const miles = (n: number) =>
  n < 1 ? "Less than 1 mile away" : `${Math.round(n)} ${Math.round(n) === 1 ? "mile" : "miles"} away`;

/** The top of a person's card: photo, linked name, the Verified or Credentials on file badge, a subtitle, the rating. */
export function CardHeading({
  userId,
  name,
  logoUrl,
  verification,
  rating,
  subtitle,
  pin,
}: {
  userId: number;
  name: string;
  logoUrl: string | null;
  verification: VerificationMark;
  rating: { average: number; count: number };
  subtitle: ReactNode;
  /** The card's number on the map beside its list. */
  pin?: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <Avatar name={name} src={imageVariant(logoUrl, "avatar")} className="size-12" />
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-x-2 font-semibold">
          {pin ? <MapPinNumber label={pin} /> : null}
          <Link to={`/profile/${userId}`} className="hover:underline">
            {name}
          </Link>
          <VerificationBadge mark={verification} />
        </h3>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
        <RatingStars rating={rating.average} count={rating.count} className="text-sm" />
      </div>
    </div>
  );
}

/** A subcontractor in search results, recommendations and matches; `top` and `body` carry a match's score and reasons. */
export function SubcontractorCard({
  sub,
  connect,
  canInvite,
  top,
  body,
  pin,
}: {
  sub: SubcontractorCardData;
  /** The Connect control (see CardConnect). */
  connect: ReactNode;
  canInvite: boolean;
  top?: ReactNode;
  body?: ReactNode;
  pin?: string;
}) {
  return (
    <li
      id={`person-${sub.user_id}`}
      className="card-in-long-list flex scroll-mt-20 flex-col gap-3 rounded-lg border border-border bg-card p-4"
    >
      {top}
      <CardHeading
        userId={sub.user_id}
        name={sub.business_name}
        logoUrl={sub.logo_url}
        verification={sub.verification}
        rating={{ average: sub.avg_rating, count: sub.review_count }}
        subtitle={<span className="font-medium text-primary">{sub.specialty ?? "General trades"}</span>}
        pin={pin}
      />
      <dl className="grid gap-1.5 text-sm text-muted-foreground">
        <div className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <dt className="sr-only">Location</dt>
          <dd>
            {sub.location} {sub.zip_code}
          </dd>
        </div>
        {sub.distance_miles !== null ? (
          <div className="flex items-center gap-1.5">
            <Navigation aria-hidden="true" className="size-4 shrink-0" />
            <dt className="sr-only">Distance</dt>
            <dd>
              {miles(sub.distance_miles)} · serves {sub.service_radius >= 200 ? "200+" : sub.service_radius} miles
            </dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          <dt className="sr-only">Crew size</dt>
          <dd>Crew of {sub.crew_size}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <HardHat aria-hidden="true" className="size-4 shrink-0" />
          <dt className="sr-only">Availability</dt>
          <dd className={sub.available_now ? "font-medium text-success" : undefined}>
            {sub.available_now
              ? "Available now"
              : sub.next_available
                ? `Next available: ${formatDay(sub.next_available)}`
                : "Booked for now"}
          </dd>
        </div>
      </dl>
      {body}
      <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
        {connect}
        <ButtonLink to={`/profile/${sub.user_id}`} size="sm" variant="outline">
          View Profile
        </ButtonLink>
        {canInvite ? (
          <ButtonLink to={`/projects/invite?subcontractorId=${sub.user_id}`} size="sm" variant="ghost">
            Invite to bid
          </ButtonLink>
        ) : null}
      </div>
    </li>
  );
}
