import { Avatar } from "~/components/avatar";
import { DecisionButton } from "~/components/connections/connection-buttons";
import { MapPin, MessageSquare, UserMinus } from "~/components/icons";
import { VerificationBadge } from "~/components/profile/verification-badge";
import { TimeAgo } from "~/components/time-ago";
import { ButtonLink } from "~/components/ui/button";
import type { ConnectionView } from "~/domain/connections.server";
import { imageVariant } from "~/lib/images";
import { PersonLink } from "~/components/person-link";
import { CONNECTION_TYPE_LABELS } from "~/constants";

/** A connection on /connections: who, their trade and place, and what the viewer can do with it. */
export function ConnectionCard({ connection, back }: { connection: ConnectionView; back: string }) {
  const other = connection.other;
  if (!other) return null;
  const pending = connection.status === "pending";
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-start">
      <Avatar name={other.display_name} src={imageVariant(other.logo_url, "avatar")} className="size-12 text-lg" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <PersonLink person={other} className="font-semibold hover:underline" />
          <VerificationBadge mark={other.verification} />
        </div>
        <p className="text-sm text-muted-foreground">
          {other.role_label}
          {other.specialty ? ` · ${other.specialty}` : ""}
        </p>
        {other.location ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5" />
            {other.location}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {pending ? (
            <>
              {connection.direction === "received" ? "Asked to connect" : "Request sent"}{" "}
              <TimeAgo date={connection.updated_at} /> · {CONNECTION_TYPE_LABELS[connection.type]}
            </>
          ) : (
            <>
              Connected <TimeAgo date={connection.updated_at} />
            </>
          )}
        </p>
        {pending && connection.message ? (
          <blockquote className="mt-1 border-l-2 border-border pl-3 text-sm italic">{connection.message}</blockquote>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:max-w-56 sm:justify-end">
        {pending && connection.direction === "received" ? (
          <>
            <DecisionButton id={connection.id} decision="accept" back={back} label="Accept" variant="primary" />
            <DecisionButton id={connection.id} decision="decline" back={back} label="Decline" />
          </>
        ) : null}
        {pending && connection.direction === "sent" ? (
          <DecisionButton id={connection.id} decision="cancel" back={back} label="Cancel" variant="ghost" />
        ) : null}
        {other.profile_url ? (
          <ButtonLink to={other.profile_url} size="sm" variant="outline">
            Profile
          </ButtonLink>
        ) : null}
        <ButtonLink to={`/messages?userId=${other.id}`} size="sm" variant="outline">
          <MessageSquare aria-hidden="true" className="size-4" />
          Message
        </ButtonLink>
        {connection.status === "accepted" ? (
          <ButtonLink to={`/connections/${connection.id}/remove`} size="sm" variant="ghost" preventScrollReset>
            <UserMinus aria-hidden="true" className="size-4" />
            Remove
          </ButtonLink>
        ) : null}
      </div>
    </li>
  );
}
