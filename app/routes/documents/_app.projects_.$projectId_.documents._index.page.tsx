import { Link, useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

import { AddendaPanel } from "~/components/documents/addenda-panel";
import { PlanRoomCategories } from "~/components/documents/plan-room-list";
import { ArrowLeft, ClipboardList, FilePlus2, Megaphone } from "~/components/icons";
import { PageContainer } from "~/components/page-header";
import { SafeForm } from "~/components/safe-form";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/field";
import { DOCUMENT_ACCESS, DOCUMENT_ACCESS_LABELS } from "~/constants";
import { type PlanRoomListing } from "~/domain/plan-room.server";
import { formatBytes } from "~/lib/file-size";
import type { action, loader } from "~/routes/documents/_app.projects_.$projectId_.documents._index";

/** While previews render, the page asks for fresh progress this often (with JavaScript). */
const PROGRESS_REFRESH_MS = 4000;

function OwnerActions({ id }: { id: number }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink to={`/projects/${id}/documents/new`} size="sm">
        <FilePlus2 aria-hidden="true" className="size-4" />
        Upload documents
      </ButtonLink>
      <ButtonLink to={`/projects/${id}/addenda/new`} size="sm" variant="outline">
        <Megaphone aria-hidden="true" className="size-4" />
        Issue addendum
      </ButtonLink>
      <ButtonLink to={`/projects/${id}/documents/activity`} size="sm" variant="outline">
        <ClipboardList aria-hidden="true" className="size-4" />
        Activity
      </ButtonLink>
    </div>
  );
}

function AccessForm({ room }: { room: PlanRoomListing }) {
  const failure = useActionData<typeof action>();
  return (
    <SafeForm action={`/projects/${room.project.id}/documents`} className="grid gap-2">
      <FormErrors title={failure?.title} errors={failure?.result.error?.[""] ?? undefined} />
      <fieldset className="grid gap-2" key={room.project.documents_access}>
        <legend className="mb-2 text-sm font-medium">Who may open these documents</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {DOCUMENT_ACCESS.map((access) => (
            <label
              key={access}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-input px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent"
            >
              <input
                type="radio"
                name="documents_access"
                value={access}
                defaultChecked={room.project.documents_access === access}
                className="mt-1 accent-[var(--primary)]"
              />
              <span>{DOCUMENT_ACCESS_LABELS[access]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="sm" variant="outline" className="justify-self-start">
        Save access
      </Button>
    </SafeForm>
  );
}

/** "Preparing previews: 34 of 120", asking for fresh progress every few seconds (a Refresh link without JS). */
function PreviewProgress({ preparing }: { preparing: NonNullable<PlanRoomListing["preparing"]> }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") revalidator.revalidate();
    }, PROGRESS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
  return (
    <p
      role="status"
      // Asks again every few seconds: a page hydrated when reached hydrates at once (components/deferred-page).
      data-hydrate-now
      className="flex flex-wrap items-center gap-2 rounded-md bg-accent p-3 text-sm text-accent-foreground"
    >
      {preparing.total ? `Preparing previews: ${preparing.done} of ${preparing.total}` : "Preparing previews"}
      <Link to="." className="font-medium underline underline-offset-4">
        Refresh
      </Link>
    </p>
  );
}

function EmptyRoom({ room }: { room: PlanRoomListing }) {
  return (
    <Card>
      <CardContent className="grid gap-2 pt-6">
        <h2 className="text-lg font-semibold">No documents yet</h2>
        <p className="text-sm text-muted-foreground">
          {room.can.manage
            ? "Upload the drawings, specifications and photos subcontractors need to price the work. PDF sheets become previews readable on a phone."
            : "The contractor has not added drawings or specifications yet. They will show here, and you will be told of any addendum."}
        </p>
        {room.can.manage ? (
          <ButtonLink to={`/projects/${room.project.id}/documents/new`} size="sm" className="justify-self-start">
            Upload documents
          </ButtonLink>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The page, hydrated when reached (components/deferred-page). */
export default function PlanRoomPage() {
  const room = useLoaderData<typeof loader>();
  const { project, can, storage } = room;
  return (
    <PageContainer>
      <Link
        to={`/projects/${project.id}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {project.title}
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Plan room</h1>
          <p className="mt-1 text-muted-foreground">
            {room.document_count === 1 ? "1 document" : `${room.document_count} documents`}
            {storage ? ` · ${formatBytes(storage.used)} of ${formatBytes(storage.limit)} used` : ""}
          </p>
        </div>
        {can.manage ? <OwnerActions id={project.id} /> : null}
      </div>
      {can.manage ? (
        <Card>
          <CardContent className="pt-6">
            <AccessForm room={room} />
          </CardContent>
        </Card>
      ) : null}
      {room.preparing ? <PreviewProgress preparing={room.preparing} /> : null}
      <AddendaPanel addenda={room.addenda} />
      {room.document_count === 0 ? (
        <EmptyRoom room={room} />
      ) : (
        <PlanRoomCategories categories={room.categories} manage={can.manage} projectId={project.id} />
      )}
    </PageContainer>
  );
}
