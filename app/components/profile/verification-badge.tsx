import { Link } from "@remix-run/react";

import { BadgeCheck, FileText } from "~/components/icons";
import { cn } from "~/utils/cn";

/** The badge a person earned (see verificationOf in credentials.server), linking to what it means. */
export type VerificationMark = "verified" | "on_file" | null;

/** Where the criteria are published. */
const VERIFICATION_PAGE = "/verification";

const BADGE = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold hover:underline";

/** "Verified" (an admin checked a current license or insurance) or "Credentials on file" (uploaded, not checked). */
export function VerificationBadge({ mark }: { mark: VerificationMark | undefined }) {
  if (mark === "verified") {
    return (
      <Link
        to={VERIFICATION_PAGE}
        className={cn(BADGE, "bg-accent text-accent-foreground")}
        title="An admin checked a current license or insurance certificate"
      >
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        Verified
      </Link>
    );
  }
  if (mark === "on_file") {
    return (
      <Link
        to={VERIFICATION_PAGE}
        className={cn(BADGE, "border border-border text-muted-foreground")}
        title="Credentials uploaded, not yet checked by an admin"
      >
        <FileText aria-hidden="true" className="size-3.5" />
        Credentials on file
      </Link>
    );
  }
  return null;
}
