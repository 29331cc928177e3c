import { Link } from "@remix-run/react";

import { TriangleAlert } from "~/components/icons";
import { CREDENTIAL_EXPIRING_DAYS } from "~/constants";
import type { CredentialStatus } from "~/domain/credentials.server";
import { formatDay } from "~/lib/dates";

export type CredentialAlert = { id: number; name: string; expires_on: string; status: CredentialStatus };

const credentials = (n: number) => (n === 1 ? "1 credential" : `${n} credentials`);

/** The warning's headline, counted from the same list it shows (expired ones and those about to expire). */
export function credentialAlertsTitle(alerts: CredentialAlert[]) {
  const expired = alerts.filter((a) => a.status === "expired").length;
  const expiring = alerts.length - expired;
  const expiredText = `${expired === 1 ? "has" : "have"} expired`;
  const expiringText = `${expiring === 1 ? "expires" : "expire"} within ${CREDENTIAL_EXPIRING_DAYS} days`;
  if (!expiring) return `${credentials(expired)} ${expiredText}`;
  if (!expired) return `${credentials(expiring)} ${expiringText}`;
  return `${credentials(expired)} ${expiredText} and ${expiring} ${expiringText}`;
}

/** The owner's warning: credentials that expire within 30 days or have expired. */
export function CredentialAlerts({ alerts }: { alerts: CredentialAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <section
      aria-labelledby="credential-alerts-title"
      className="rounded-xl border border-amber-500/50 bg-amber-500/10 p-4 text-sm"
    >
      <h2 id="credential-alerts-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" />
        {credentialAlertsTitle(alerts)}
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
