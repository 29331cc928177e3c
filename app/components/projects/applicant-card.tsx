import { Avatar } from "~/components/avatar";
import { Check, TriangleAlert, X } from "~/components/icons";
import { VerificationBadge } from "~/components/profile/verification-badge";
import { StatusBadge } from "~/components/projects/project-status-badge";
import { RatingStars } from "~/components/rating-stars";
import { SafeForm } from "~/components/safe-form";
import { TimeAgo } from "~/components/time-ago";
import { Button, ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import type { Applicant, ApplicantFlags } from "~/domain/applications.server";
import { applicationAnchor } from "~/lib/applications-list";
import { imageVariant } from "~/lib/images";
import { PersonLink } from "~/components/person-link";
import { bidLabel } from "~/lib/bids";

/** Accept opens the award confirmation (carrying the list's query back); Reject posts at once. */
function Decide({
  projectId,
  applicationId,
  listQuery,
  sealed,
}: {
  projectId: number;
  applicationId: number;
  listQuery: string;
  /** A sealed bid is accepted only after the opening. */
  sealed: boolean;
}) {
  return (
    <div className="flex gap-2">
      {sealed ? null : (
        <ButtonLink to={`/projects/${projectId}/award/${applicationId}${listQuery}`} size="sm" preventScrollReset>
          <Check aria-hidden="true" className="size-4" />
          Accept
        </ButtonLink>
      )}
      <SafeForm action={`/projects/${projectId}/applications${listQuery}`}>
        <input type="hidden" name="intent" value="decide" />
        <input type="hidden" name="application_id" value={applicationId} />
        <input type="hidden" name="status" value="rejected" />
        <Button type="submit" size="sm" variant="outline">
          <X aria-hidden="true" className="size-4" />
          Reject
        </Button>
      </SafeForm>
    </div>
  );
}

const FLAG_LABELS: Record<keyof ApplicantFlags, string> = {
  different_trade: "Different trade",
  outside_service_area: "Outside their service area",
  credentials_expired: "Credentials expired",
};

/** What may make an applicant a poor fit, in plain words. */
function FitFlags({ flags }: { flags: ApplicantFlags }) {
  const raised = (Object.keys(FLAG_LABELS) as (keyof ApplicantFlags)[]).filter((f) => flags[f]);
  if (raised.length === 0) return null;
  return (
    <ul aria-label="Fit warnings" className="flex flex-wrap gap-1.5">
      {raised.map((f) => (
        <li key={f}>
          <Badge variant="outline" className="gap-1 border-destructive">
            <TriangleAlert aria-hidden="true" className="size-3.5 text-destructive" />
            {FLAG_LABELS[f]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** One applicant in the side-by-side comparison: who, how far, how rated, the bid and the letter. */
export function ApplicantCard({
  projectId,
  applicant: a,
  listQuery,
}: {
  projectId: number;
  applicant: Applicant;
  /** The list's sort, filters and page ("" or "?…"), kept through Accept and Reject. */
  listQuery: string;
}) {
  const sub = a.applicant.subProfile;
  return (
    <li
      id={applicationAnchor(a.id)}
      className="flex scroll-mt-20 flex-col gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex items-start gap-3">
        <Avatar name={a.applicant.display_name} src={imageVariant(a.applicant.logo_url, "avatar")} />
        <div className="min-w-0 flex-1">
          <PersonLink person={a.applicant} className="font-semibold break-words hover:underline" />
          <p className="text-xs text-muted-foreground">
            {a.applicant.specialty ?? "Subcontractor"}
            {a.applicant.location ? ` · ${a.applicant.location}` : ""}
          </p>
        </div>
        <StatusBadge status={a.status} />
      </div>
      <div className="flex flex-wrap gap-1.5">
        <VerificationBadge mark={a.applicant.verification} />
        {a.invited ? <Badge variant="outline">Invited</Badge> : null}
        {a.revision > 1 ? <Badge variant="accent">Revised</Badge> : null}
        {a.submitted_late ? <Badge variant="destructive">Late</Badge> : null}
      </div>
      <FitFlags flags={a.flags} />
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Bid</dt>
          <dd className="font-semibold">
            {a.amounts_visible ? (bidLabel(a) ?? "No bid given") : "Sealed until the opening"}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Distance</dt>
          <dd>{a.distance_miles === null ? "Unknown" : `${a.distance_miles} mi`}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Rating</dt>
          <dd>{sub ? <RatingStars rating={sub.avg_rating} count={sub.review_count} /> : "No profile"}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Crew size</dt>
          <dd>{sub ? `${sub.crew_size} people` : "Unknown"}</dd>
        </div>
      </dl>
      <details className="text-sm">
        <summary className="font-medium">Cover letter</summary>
        <p className="mt-2 whitespace-pre-line">{a.cover_letter}</p>
      </details>
      {a.priced_on_addenda.length ? (
        <p className="text-xs">Priced on Addendum {a.priced_on_addenda.join(", ")}</p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        Submitted <TimeAgo date={a.created_at} />
        {a.revised_at ? (
          <>
            {" "}
            · revised <TimeAgo date={a.revised_at} />
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        {a.status === "pending" ? (
          <Decide projectId={projectId} applicationId={a.id} listQuery={listQuery} sealed={!a.amounts_visible} />
        ) : null}
        <ButtonLink to={`/projects/${projectId}/applications/${a.id}`} size="sm" variant="outline">
          View bid
        </ButtonLink>
        <ButtonLink
          to={`/appointments/new?userId=${a.applicant.id}&project_id=${projectId}`}
          size="sm"
          variant="outline"
        >
          Book a site visit
        </ButtonLink>
      </div>
    </li>
  );
}
