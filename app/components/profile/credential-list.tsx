import { Link } from "@remix-run/react";

import { BadgeCheck, FileText, Lock, Pencil, ShieldCheck, Trash2 } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { VERIFIABLE_CREDENTIAL_KINDS, type CredentialReviewState } from "~/constants";
import type { CredentialStatus, CredentialView } from "~/domain/credentials.server";
import { cn } from "~/utils/cn";
import { formatDay } from "~/lib/dates";
import { formatBytes } from "~/lib/file-size";

const STATUS_CLASSES: Record<CredentialStatus, string> = {
  current: "bg-success/15 text-success",
  expiring: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  expired: "bg-destructive text-destructive-foreground",
};

export function CredentialStatusBadge({ credential }: { credential: Pick<CredentialView, "status" | "status_label"> }) {
  return <Badge className={STATUS_CLASSES[credential.status]}>{credential.status_label}</Badge>;
}

export function expiryText(c: CredentialView) {
  if (!c.expires_on) return "Does not expire";
  return `${c.status === "expired" ? "Expired" : "Expires"} ${formatDay(c.expires_on)}`;
}

/** Links to a credential's files, with their names and sizes. */
export function CredentialFileLinks({ files }: { files: CredentialView["files"] }) {
  return (
    <ul className="flex flex-wrap gap-2 pt-1">
      {files.map((f) => (
        <li key={f.id}>
          <a
            href={f.url}
            download
            className="inline-flex max-w-64 items-center gap-1.5 rounded-md border border-border px-2 py-1 text-xs hover:bg-muted"
          >
            <FileText aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{f.name}</span>
            <span className="shrink-0 text-muted-foreground">{formatBytes(f.size)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

const REVIEW_CLASSES: Record<CredentialReviewState, string> = {
  unreviewed: "border border-border text-muted-foreground",
  verified: "bg-accent text-accent-foreground",
  refused: "bg-destructive text-destructive-foreground",
};

/**
 * Where an admin's check of a license or insurance stands: the owner sees every state (and the reason of a refusal),
 * others only Verified. Other kinds are never reviewed.
 */
function ReviewState({ credential: c, owner }: { credential: CredentialView; owner?: boolean }) {
  const reviewed = (VERIFIABLE_CREDENTIAL_KINDS as readonly string[]).includes(c.kind);
  if (!reviewed || (!owner && c.review_state !== "verified")) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge className={REVIEW_CLASSES[c.review_state]}>
        {c.review_state === "verified" ? <BadgeCheck aria-hidden="true" className="mr-1 size-3.5" /> : null}
        {c.review_state_label}
      </Badge>
      {owner && c.review_state === "refused" && c.refusal_reason ? (
        <span className="break-words">Reason: {c.refusal_reason}</span>
      ) : null}
    </p>
  );
}

/** A wallet of credentials: the owner gets Edit and Delete; others see files only when they may download them. */
export function CredentialList({
  credentials,
  owner,
  emptyText,
}: {
  credentials: CredentialView[];
  owner?: boolean;
  emptyText: string;
}) {
  if (credentials.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <ShieldCheck aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {credentials.map((c) => (
        <li key={c.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words">{c.name}</h3>
              <CredentialStatusBadge credential={c} />
            </div>
            <p className="text-sm text-muted-foreground">
              {c.kind_label}
              {c.issuer ? ` · ${c.issuer}` : ""}
              {c.number ? ` · No. ${c.number}` : ""}
            </p>
            <p className={cn("text-sm", c.status === "current" ? "text-muted-foreground" : "font-medium")}>
              {expiryText(c)}
            </p>
            <ReviewState credential={c} owner={owner} />
            {c.files_visible ? (
              <CredentialFileLinks files={c.files} />
            ) : c.file_count ? (
              <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
                <Lock aria-hidden="true" className="size-3.5" />
                {c.file_count} {c.file_count === 1 ? "file" : "files"}, shared with connections
              </p>
            ) : null}
          </div>
          {owner ? (
            <div className="flex gap-2">
              <Link
                to={`/profile/certifications/${c.id}/edit`}
                preventScrollReset
                className="inline-flex h-8 items-center gap-1.5 rounded-md border border-input px-3 text-sm hover:bg-muted"
              >
                <Pencil aria-hidden="true" className="size-3.5" />
                Edit<span className="sr-only"> {c.name}</span>
              </Link>
              <Link
                to={`/profile/certifications/${c.id}/delete`}
                preventScrollReset
                className="inline-flex h-8 items-center gap-1.5 rounded-md border border-input px-3 text-sm text-destructive hover:bg-muted"
              >
                <Trash2 aria-hidden="true" className="size-3.5" />
                Delete<span className="sr-only"> {c.name}</span>
              </Link>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
