import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { FirstScreenEnd } from "~/components/first-screen";
import { ProjectQuestions } from "~/components/bids/project-questions";
import { ProjectBidDay } from "~/components/bids/project-bid-day";
import { AddendaNotice } from "~/components/documents/addenda-panel";
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
import type { action, loader } from "~/routes/projects/_app.projects_.$projectId";

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

/** The page, hydrated when reached (components/deferred-page). */
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
        <Card>
          <CardContent className="grid gap-5 pt-6">
            <ProjectDetails project={project} />
            <FirstScreenEnd />
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
        {/* After the project on a phone: the title and details are the first screen (components/first-screen). */}
        {map ? <PlaceMap map={map} className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1" /> : null}
      </div>
      {outlet}
    </PageContainer>
  );
}
