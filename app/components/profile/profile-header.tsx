import type { ReactNode } from "react";

import { Avatar } from "~/components/avatar";
import { CalendarCheck, Clock, MapPin } from "~/components/icons";
import { VerificationBadge, type VerificationMark } from "~/components/profile/verification-badge";
import { RatingStars } from "~/components/rating-stars";
import { TimeAgo } from "~/components/time-ago";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent } from "~/components/ui/card";
import { formatDay, formatMonth } from "~/lib/dates";
import { imageVariant } from "~/lib/images";

export type ProfileHeaderData = {
  displayName: string;
  /** Pro branding: an accent stripe (checked for contrast on both themes' cards) and a tagline. */
  branding?: { color: string | null; tagline: string | null } | null;
  roleLabel: string;
  specialty?: string | null;
  location?: string | null;
  logoUrl: string | null;
  verification: VerificationMark;
  availableNow?: boolean | null;
  /** The first day marked available on their calendar, from today on. */
  nextAvailable?: string | null;
  rating: { average: number; count: number } | null;
  memberSince: string;
  lastActiveAt?: string | null;
  /** 'Usually replies within N hours' once there is enough to tell. */
  replyHours?: number | null;
};

/** The top card of a profile (own or another's): photo, name, role, trade, place, badges, rating, activity. */
export function ProfileHeader({ data, actions }: { data: ProfileHeaderData; actions?: ReactNode }) {
  return (
    <Card
      className={data.branding?.color ? "border-t-4" : undefined}
      style={data.branding?.color ? { borderTopColor: data.branding.color } : undefined}
    >
      <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center">
        <Avatar
          name={data.displayName}
          src={imageVariant(data.logoUrl, "avatar")}
          className="size-20 text-3xl sm:size-24"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-bold break-words">{data.displayName}</h1>
            <VerificationBadge mark={data.verification} />
            {data.availableNow ? <Badge className="bg-success/15 text-success">Available now</Badge> : null}
          </div>
          {data.branding?.tagline ? <p className="font-medium">{data.branding.tagline}</p> : null}
          <p className="text-sm text-muted-foreground">
            {data.roleLabel}
            {data.specialty ? ` · ${data.specialty}` : ""}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {data.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {data.location}
              </span>
            ) : null}
            {data.rating ? <RatingStars rating={data.rating.average} count={data.rating.count} /> : null}
            {data.nextAvailable ? (
              <span className="inline-flex items-center gap-1">
                <CalendarCheck aria-hidden="true" className="size-4" />
                Next available: {formatDay(data.nextAvailable)}
              </span>
            ) : null}
          </div>
          <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
            <span>Member since {formatMonth(data.memberSince)}</span>
            {data.lastActiveAt ? (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-3.5" />
                Active <TimeAgo date={data.lastActiveAt} />
              </span>
            ) : null}
            {data.replyHours ? (
              <span>
                Usually replies within {data.replyHours} {data.replyHours === 1 ? "hour" : "hours"}
              </span>
            ) : null}
          </p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">{actions}</div> : null}
      </CardContent>
    </Card>
  );
}
