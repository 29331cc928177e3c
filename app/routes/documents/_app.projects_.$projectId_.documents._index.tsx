import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useRevalidator,
  useParams,
  useRouteError,
  type Params,
} from "@remix-run/react";
import { useEffect } from "react";

import { AddendaPanel } from "~/components/documents/addenda-panel";
import { PlanRoomCategories } from "~/components/documents/plan-room-list";
import { MissingScreen, RouteErrorBoundary } from "~/components/error-screens";
import { ArrowLeft, ClipboardList, FilePlus2, Lock, Megaphone } from "~/components/icons";
import { PageContainer } from "~/components/page-header";
import { SafeForm } from "~/components/safe-form";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/field";
import { APP_NAME, DOCUMENT_ACCESS, DOCUMENT_ACCESS_LABELS } from "~/constants";
import { addendaOf } from "~/domain/plan-addenda.server";
import { listPlanRoom, setDocumentsAccess, type PlanRoomListing } from "~/domain/plan-room.server";
import { formatBytes } from "~/lib/file-size";
import { documentsAccessSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { pageIdParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => pageIdParam(params, "projectId", "Project not found");
/** While previews render, the page asks for fresh progress this often (with JavaScript). */
const PROGRESS_REFRESH_MS = 4000;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(async () => {
    const id = projectId(params);
    const room = await listPlanRoom(user, id);
    return { ...room, addenda: await addendaOf(user, id) };
  });
}

/** The owner's access setting: only the bidders, or every signed-in subcontractor. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = projectId(params);
  return formAction(request, {
    schema: documentsAccessSchema,
    run: async ({ documents_access }) => {
      await setDocumentsAccess(user, id, documents_access);
      return {
        redirectTo: `/projects/${id}/documents`,
        toast: {
          type: "success",
          title: "Access saved",
          description: `Documents are open to: ${DOCUMENT_ACCESS_LABELS[documents_access].toLowerCase()}.`,
        },
      };
    },
    failure: () => ({ title: "Access not saved" }),
  });
}

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

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Plan room: ${data.project.title}` : "Plan room"} | ${APP_NAME}` },
];

/** 403 shows planRoomOf's reason (who the documents are open to); 404 says the project is not there. */
export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <MissingScreen title="These documents are not open to you">
        <Lock aria-hidden="true" className="mr-1 inline size-4" />
        {String(error.data)}{" "}
        <Link to={`/projects/${params.projectId}`} className="font-medium text-primary hover:underline">
          Open the project
        </Link>
      </MissingScreen>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <MissingScreen title="Project not found">The project may have been removed, or the link is wrong.</MissingScreen>
    );
  }
  return <RouteErrorBoundary />;
}

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
