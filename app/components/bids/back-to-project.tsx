import { Link } from "@remix-run/react";

import { ArrowLeft } from "~/components/icons";

/** The link above a bid-day page (scope, bid, questions, leveling) back to its project. */
export function BackToProject({ projectId }: { projectId: number }) {
  return (
    <Link
      to={`/projects/${projectId}`}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to the project
    </Link>
  );
}
