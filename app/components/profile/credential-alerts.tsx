import { Link } from "@remix-run/react";

import { TriangleAlert } from "~/components/icons";
import type { CredentialStatus } from "~/domain/credentials.server";
import { formatDay } from "~/lib/dates";

export type CredentialAlert = { id: number; name: string; expires_on: string; status: CredentialStatus };

/** The owner's warning: credentials that expire within 30 days or have expired. */
export function CredentialAlerts({ alerts }: { alerts: CredentialAlert[] }) {
  if (alerts.length === 0) return null;
  const expired = alerts.filter((a) => a.status === "expired").length;
  return (
    <section
      aria-labelledby="credential-alerts-title"
      className="rounded-xl border border-amber-500/50 bg-amber-500/10 p-4 text-sm"
    >
      <h2 id="credential-alerts-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" />
        {expired
          ? `${expired} ${expired === 1 ? "credential has" : "credentials have"} expired`
          : `${alerts.length} ${alerts.length === 1 ? "credential expires" : "credentials expire"} within 30 days`}
      </h2>
      <ul className="mt-2 grid gap-1">
        {alerts.map((a) => (
          <li key={a.id}>
            <span className="font-medium">{a.name}</span>: {a.status === "expired" ? "expired" : "expires"}{" "}
            {formatDay(a.expires_on)}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to="/profile?tab=certifications" className="font-medium underline underline-offset-4">
          Update your credentials
        </Link>{" "}
        so contractors see them as current.
      </p>
    </section>
  );
}
