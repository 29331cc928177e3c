import { useActionData, useLoaderData } from "@remix-run/react";

import { PostingLimitNotice } from "~/components/projects/posting-limit";
import { ProjectForm } from "~/components/projects/project-form";
import { RouteDialog } from "~/components/route-dialog";
import type { action, loader } from "~/routes/projects/_app.projects.new";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function PostProjectDialog() {
  const { postings, zone } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog
      title="Post New Project"
      description="Subcontractors nearby see it and can apply."
      closeTo="/projects?tab=mine"
    >
      {postings.may_post ? (
        <ProjectForm
          action="/projects/new?intent=post"
          lastResult={lastResult}
          cancelTo="/projects?tab=mine"
          zone={zone}
        />
      ) : (
        <PostingLimitNotice postings={postings} />
      )}
    </RouteDialog>
  );
}
