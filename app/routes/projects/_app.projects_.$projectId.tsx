import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type Params } from "@remix-run/react";

import { ProjectQuestions } from "~/components/bids/project-questions";
import { ProjectBidDay } from "~/components/bids/project-bid-day";
import { AddendaNotice } from "~/components/documents/addenda-panel";
import { missingThingBoundary } from "~/components/error-screens";
import { ArrowLeft, FileText, Mail } from "~/components/icons";
import { PlaceMap } from "~/components/maps/place-map";
import { PageContainer } from "~/components/page-header";
import { NoPlaceNotice } from "~/components/projects/no-place-notice";
import { ProjectDetails } from "~/components/projects/project-details";
import { StatusBadge } from "~/components/projects/project-status-badge";
import { ReportLink } from "~/components/report-link";
import { DialogPage, useDialogOutlet } from "~/components/dialog-outlet";
import { SafeForm } from "~/components/safe-form";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/field";
import { APP_NAME } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { applicationCounts } from "~/domain/applications.server";
import { publishedQuestionsOf } from "~/domain/bid-questions.server";
import { projectBidDay } from "~/domain/bid-scope.server";
import { mayApplyTo, myApplicationTo } from "~/domain/bids.server";
import { invitationFor } from "~/domain/invitations.server";
import { bidderAddendaOf } from "~/domain/plan-addenda.server";
import { projectSiteMap } from "~/domain/maps.server";
import { planRoomLinkFor } from "~/domain/plan-room.server";
import { getProject, updateProject } from "~/domain/projects.server";
import { projectStatusSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => idParam(params, "projectId", "Project not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(async () => {
    const project = await getProject(user, projectId(params));
    const own = project.creator_id === user.id;
    const { bid } = abilitiesOf(user);
    return {
      project,
      own,
      bid,
      canApply: await mayApplyTo(user, project.id),
      counts: own ? await applicationCounts(user, project.id) : null,
      application: bid ? await myApplicationTo(user, project.id) : null,
      invitation: bid ? await invitationFor(user, project.id) : null,
      addenda: bid ? await bidderAddendaOf(user, project.id) : null,
      map: await projectSiteMap(user, project),
      planRoom: await planRoomLinkFor(user, project.id),
      questions: await publishedQuestionsOf(user, project.id),
      bidDay: await projectBidDay(user, project.id),
    };
  });
}

/** The owner moves the project along: Start work (in progress) and Mark completed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: projectStatusSchema,
    run: async ({ status }) => {
      const project = await updateProject(user, projectId(params), { status });
      return {
        redirectTo: `/projects/${project.id}`,
        toast: {
          type: "success",
          title: "Status updated",
          description: `The project is now ${status.replace("_", " ")}.`,
        },
      };
    },
    failure: () => ({ title: "Update failed" }),
  });
}

function StatusButton({
  id,
  status,
  label,
  variant,
}: {
  id: number;
  status: string;
  label: string;
  variant?: "outline";
}) {
  return (
    <SafeForm action={`/projects/${id}?intent=status`}>
      <input type="hidden" name="status" value={status} />
      <Button type="submit" size="sm" variant={variant}>
        {label}
      </Button>
    </SafeForm>
  );
}

function OwnerActions() {
  const { project, counts } = useLoaderData<typeof loader>();
  const total = Object.values(counts ?? {}).reduce((a, b) => a + (b ?? 0), 0);
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink to={`/projects/${project.id}/applications`} size="sm" variant="outline" preventScrollReset>
        Compare applications ({total}
        {counts?.pending ? `, ${counts.pending} pending` : ""})
      </ButtonLink>
      <ButtonLink to={`/projects/${project.id}/leveling`} size="sm" variant="outline">
        Level bids
      </ButtonLink>
      {project.status === "open" ? (
        <>
          {/* An open project's next step is finding bidders; starting work comes after an award. */}
          <ButtonLink to={`/projects/invite?projectId=${project.id}`} size="sm">
            <Mail aria-hidden="true" className="size-4" />
            Invite matched subcontractors
          </ButtonLink>
          <ButtonLink to={`/projects/${project.id}/edit`} size="sm" variant="outline" preventScrollReset>
            Edit
          </ButtonLink>
          <StatusButton id={project.id} status="in_progress" label="Start work" variant="outline" />
        </>
      ) : null}
      {project.status === "in_progress" ? (
        <StatusButton id={project.id} status="completed" label="Mark completed" />
      ) : null}
      {project.status === "open" || project.status === "in_progress" ? (
        <ButtonLink
          to={`/projects/${project.id}/cancel`}
          size="sm"
          variant="ghost"
          className="text-destructive"
          preventScrollReset
        >
          Cancel project
        </ButtonLink>
      ) : null}
    </div>
  );
}

function SubcontractorActions() {
  const { project, canApply, application, invitation, addenda } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-3">
      {addenda ? <AddendaNotice addenda={addenda} /> : null}
      {invitation ? (
        <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">
          You were invited to bid on this project.{invitation.status === "declined" ? " You declined." : ""}
        </p>
      ) : null}
      {application ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" disabled>
            Already Applied
          </Button>
          <StatusBadge status={application.status} />
          <ButtonLink to={`/projects/${project.id}/bid`} variant="outline" size="sm">
            Your bid
          </ButtonLink>
        </div>
      ) : canApply ? (
        <ButtonLink to={`/projects/${project.id}/apply`} className="justify-self-start" preventScrollReset>
          Apply
        </ButtonLink>
      ) : (
        <p className="text-sm text-muted-foreground">This project is no longer taking applications.</p>
      )}
      {application || invitation ? (
        <ButtonLink
          to={`/appointments/new?userId=${project.creator_id}&project_id=${project.id}`}
          variant="outline"
          size="sm"
          className="justify-self-start"
        >
          Book a site visit
        </ButtonLink>
      ) : null}
    </div>
  );
}

export default function ProjectPage() {
  const { project, own, bid, map, planRoom, questions, bidDay } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { outlet, alone } = useDialogOutlet();
  if (alone) return <DialogPage>{outlet}</DialogPage>;
  return (
    <PageContainer>
      <Link
        to={own ? "/projects?tab=mine" : "/projects"}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to projects
      </Link>
      <FormErrors title={failure?.title} errors={failure?.result.error?.[""] ?? undefined} />
      <div className={map ? "grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]" : "grid"}>
        {map ? <PlaceMap map={map} className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1" /> : null}
        <Card>
          <CardContent className="grid gap-5 pt-6">
            <ProjectDetails project={project} />
            <ProjectBidDay
              window={project.bid_window}
              {...bidDay}
              scopeTo={own && project.status === "open" ? `/projects/${project.id}/scope` : null}
            />
            {planRoom ? (
              <ButtonLink
                to={`/projects/${project.id}/documents`}
                size="sm"
                variant="outline"
                className="justify-self-start"
              >
                <FileText aria-hidden="true" className="size-4" />
                Plan room ({planRoom.documents === 1 ? "1 document" : `${planRoom.documents} documents`})
              </ButtonLink>
            ) : null}
            {own ? (
              <NoPlaceNotice
                project={project}
                editTo={project.status === "open" ? `/projects/${project.id}/edit` : undefined}
              />
            ) : null}
            {own ? <OwnerActions /> : null}
            {bid ? <SubcontractorActions /> : null}
            <ProjectQuestions projectId={project.id} questions={questions} />
            {own ? null : <ReportLink to={`/projects/${project.id}/report`} />}
          </CardContent>
        </Card>
      </div>
      {outlet}
    </PageContainer>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.project.title ?? "Project not found"} | ${APP_NAME}` },
];

export const ErrorBoundary = missingThingBoundary(
  "Project not found",
  "The project may have been removed, or the link is wrong.",
);

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
