/**
 * What the market's few administrators decided: which accounts they put on a paid plan, and which uploaded licenses
 * and insurance certificates they checked (the review queue). Each draws from its own random stream, so adding them
 * left every other generated row as it was.
 */
import { VERIFIABLE_CREDENTIAL_KINDS, type CredentialKind, type Plan } from "../../../app/constants";
import type { Rng } from "./random";

const DAY = 86_400_000;

/**
 * Paid plans are a minority and go mostly to accounts that use the service a lot: about 6 % of ordinary accounts
 * (Pro, and Enterprise for a few contractors' firms), a third of the busiest.
 */
export function planOf(rng: Rng, isContractor: boolean, activity: number): Plan {
  const paid = activity > 60 ? 0.35 : 0.06;
  if (rng.next() >= paid) return "free";
  return isContractor && rng.next() < 0.15 ? "enterprise" : "pro";
}

type CredentialReview = {
  state: "verified" | "refused";
  reviewedAt: number;
  reviewedBy: number;
  refusalReason: string | null;
};

/** Of the verifiable credentials whose review is due, the share an administrator got to. */
const REVIEWED_SHARE = 0.35;
/** Of those, the share refused for a bad file (an expired one is refused too, as the app requires). */
const REFUSED_SHARE = 0.1;
const REFUSAL_REASONS = [
  "The scan is unreadable",
  "The name on the document does not match the business",
  "The policy number is missing",
  "This is a quote, not a certificate of insurance",
];
const EXPIRED_REASON = "The credential had expired when it was checked";

/**
 * An administrator's decision on one credential, or null while it waits (or cannot be reviewed: only licenses and
 * insurance are). The queue runs a few days behind uploads, so the newest ones are still waiting; a third of the
 * older ones were checked, nine in ten of those verified. A credential expired on the day of its review is refused,
 * as the app refuses to verify it.
 */
export function credentialReview(
  rng: Rng,
  kind: CredentialKind,
  uploadedAt: number,
  expiresOn: string | null,
  { now, admins }: { now: number; admins: number },
): CredentialReview | null {
  if (!(VERIFIABLE_CREDENTIAL_KINDS as readonly string[]).includes(kind)) return null;
  const reviewedAt = Math.round(uploadedAt + 3_600_000 + rng.exponential(4 * DAY));
  if (reviewedAt >= now || rng.next() >= REVIEWED_SHARE) return null;
  const reviewedBy = rng.range(1, admins);
  const expired = expiresOn !== null && expiresOn < new Date(reviewedAt).toISOString().slice(0, 10);
  if (expired) return { state: "refused", reviewedAt, reviewedBy, refusalReason: EXPIRED_REASON };
  if (rng.next() < REFUSED_SHARE) {
    return { state: "refused", reviewedAt, reviewedBy, refusalReason: rng.pick(REFUSAL_REASONS) };
  }
  return { state: "verified", reviewedAt, reviewedBy, refusalReason: null };
}
