import { Link } from "@remix-run/react";

import { Pager } from "~/components/pager";
import { CredentialFileLinks, CredentialStatusBadge, expiryText } from "~/components/profile/credential-list";
import { SafeForm } from "~/components/safe-form";
import { TimeAgo } from "~/components/time-ago";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/field";
import { REFUSAL_REASON_MAX } from "~/constants";
import type { QueuedCredential } from "~/domain/credential-review.server";

const ACTION = "/admin?tab=verification&intent=review-credential";

/** Verify in one click; refusing needs a reason, which the owner reads. */
function ReviewForms({ credential, back }: { credential: QueuedCredential; back: string }) {
  const reasonId = `refusal-${credential.id}`;
  const expired = credential.status === "expired";
  return (
    <div className="grid gap-3 border-t border-border pt-3 sm:grid-cols-[auto_1fr] sm:items-start">
      <SafeForm action={ACTION}>
        <input type="hidden" name="credential_id" value={credential.id} />
        <input type="hidden" name="back" value={back} />
        <Button type="submit" name="decision" value="verified" size="sm" disabled={expired}>
          Approve<span className="sr-only"> {credential.name}</span>
        </Button>
      </SafeForm>
      <SafeForm action={ACTION} className="grid gap-2">
        <input type="hidden" name="credential_id" value={credential.id} />
        <input type="hidden" name="back" value={back} />
        <Label htmlFor={reasonId}>Reason for refusing (the owner reads it)</Label>
        <Textarea id={reasonId} name="reason" rows={2} required maxLength={REFUSAL_REASON_MAX} className="min-h-16" />
        <div>
          <Button type="submit" name="decision" value="refused" variant="destructive" size="sm">
            Refuse<span className="sr-only"> {credential.name}</span>
          </Button>
        </div>
      </SafeForm>
    </div>
  );
}

function QueuedCard({ credential: c, back }: { credential: QueuedCredential; back: string }) {
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words">{c.name}</h3>
        <Badge variant="outline">{c.kind_label}</Badge>
        <CredentialStatusBadge credential={c} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Owner</dt>
        <dd className="break-words">
          <Link to={c.owner.profile_url} className="font-medium text-primary hover:underline">
            {c.owner.display_name}
          </Link>{" "}
          <span className="text-muted-foreground">@{c.owner.username}</span>
        </dd>
        <dt className="text-muted-foreground">Issuer</dt>
        <dd className="break-words">{c.issuer ?? "Not given"}</dd>
        <dt className="text-muted-foreground">Number</dt>
        <dd className="break-words">{c.number ?? "Not given"}</dd>
        <dt className="text-muted-foreground">Expiry</dt>
        <dd>{expiryText(c)}</dd>
        <dt className="text-muted-foreground">Uploaded</dt>
        <dd>
          <TimeAgo date={c.submitted_at} />
        </dd>
      </dl>
      <CredentialFileLinks files={c.files} />
      {c.status === "expired" ? (
        <p className="text-sm font-medium">
          An expired credential cannot be verified: refuse it, or wait for a renewal.
        </p>
      ) : null}
      <ReviewForms credential={c} back={back} />
    </li>
  );
}

/** The verification queue: licenses and insurance certificates waiting for an admin's check, oldest first. */
export function VerificationPanel({
  queue,
  back,
  href,
}: {
  queue: { items: QueuedCredential[]; total: number; page: number; page_count: number };
  back: string;
  href: (page: number) => string;
}) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Check each document against its issuer (license board lookup, the insurer&apos;s certificate) before approving.
        The owner shows the Verified badge while an approved credential is current.{" "}
        <Link to="/verification" className="font-medium text-primary hover:underline">
          The published criteria
        </Link>
      </p>
      {queue.items.length ? (
        <ul className="grid gap-3">
          {queue.items.map((c) => (
            <QueuedCard key={c.id} credential={c} back={back} />
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No credentials waiting for review.
        </p>
      )}
      <Pager page={queue.page} pageCount={queue.page_count} href={href} />
    </div>
  );
}
