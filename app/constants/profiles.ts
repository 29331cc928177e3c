/** Profiles: uploads, credentials, availability, visibility, service area. (docs/constants.md lists every constant.) */

export const UPLOAD_PURPOSES = ["logo", "portfolio_photo", "credential"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const CREDENTIAL_KINDS = ["license", "insurance", "bond", "certification", "w9", "other"] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
export const CREDENTIAL_KIND_LABELS: Record<CredentialKind, string> = {
  license: "License",
  insurance: "Insurance certificate",
  bond: "Bond",
  certification: "Safety or trade certification",
  w9: "W-9",
  other: "Other",
};
/** Where an admin's review of an uploaded credential stands (only a verified, current one earns the badge). */
export const CREDENTIAL_REVIEW_STATES = ["unreviewed", "verified", "refused"] as const;
export type CredentialReviewState = (typeof CREDENTIAL_REVIEW_STATES)[number];
/** What the owner reads beside each credential. */
export const CREDENTIAL_REVIEW_STATE_LABELS: Record<CredentialReviewState, string> = {
  unreviewed: "Awaiting review",
  verified: "Verified",
  refused: "Refused",
};
/**
 * The kinds an admin checks against the issuer (a license board, an insurer): only these earn the Verified badge.
 * A bond is tied to one job and one surety, so it stays a document on file.
 */
export const VERIFIABLE_CREDENTIAL_KINDS = ["license", "insurance"] as const satisfies readonly CredentialKind[];
/** The longest reason an admin may give when refusing a credential. */
export const REFUSAL_REASON_MAX = 500;
/** A credential expiring within this many days is shown as Expiring. */
export const CREDENTIAL_EXPIRING_DAYS = 30;

export const AVAILABILITY_STATUSES = ["available", "unavailable", "tentative"] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  available: "Available",
  unavailable: "Unavailable",
  tentative: "Tentative",
};

export const PROFILE_VISIBILITIES = ["public", "connections_only", "private"] as const;
export const CONTACT_VISIBILITIES = ["all", "connections", "none"] as const;

/** Profile service radius in miles; 200 stands for "200+". */
export const SERVICE_RADII = [10, 25, 50, 100, 200] as const;
export const DEFAULT_SERVICE_RADIUS = 25;
export const CREW_SIZES = ["1-5", "6-10", "11-20", "21-50", "50+"] as const;

export const AVAILABILITY_NOTE_MAX = 200;
export const CREDENTIAL_FILE_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
export const PORTFOLIO_MAX_PHOTOS = 8;
