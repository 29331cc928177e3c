import { useActionData, useLoaderData } from "@remix-run/react";

import { ProjectForm } from "~/components/projects/project-form";
import { RouteDialog } from "~/components/route-dialog";
import type { action, loader } from "~/routes/projects/_app.projects_.$projectId.edit";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function EditProjectDialog() {
  const { project, zone } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Edit project" closeTo={`/projects/${project.id}`}>
      <ProjectForm
        action={`/projects/${project.id}/edit?intent=save`}
        project={project}
        lastResult={useActionData<typeof action>()}
        cancelTo={`/projects/${project.id}`}
        zone={zone}
      />
    </RouteDialog>
  );
}
