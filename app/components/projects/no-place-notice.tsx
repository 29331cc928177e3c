import { Link } from "@remix-run/react";

import type { ProjectView } from "~/domain/projects.server";

/**
 * Tells the owner that a project posted without a zip code (and with a location no zip resolves from) is left out
 * of distance searches and matches. `editTo` links to the form that fixes it, when the project can still be edited.
 */
export function NoPlaceNotice({ project, editTo }: { project: Pick<ProjectView, "zip_code">; editTo?: string }) {
  if (project.zip_code) return null;
  return (
    <p role="status" className="rounded-md border border-border bg-accent p-3 text-sm text-accent-foreground">
      Add a zip code to appear in distance searches.{" "}
      {editTo ? (
        <Link to={editTo} className="font-medium underline" preventScrollReset>
          Edit the project
        </Link>
      ) : null}
    </p>
  );
}
