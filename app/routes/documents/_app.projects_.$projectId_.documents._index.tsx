import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useParams, useRouteError, type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { MissingScreen, RouteErrorBoundary } from "~/components/error-screens";
import { Lock } from "~/components/icons";
import { APP_NAME, DOCUMENT_ACCESS_LABELS } from "~/constants";
import { addendaOf } from "~/domain/plan-addenda.server";
import { listPlanRoom, setDocumentsAccess } from "~/domain/plan-room.server";
import { documentsAccessSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { pageIdParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => pageIdParam(params, "projectId", "Project not found");

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

export default deferredPage(() => import("~/routes/documents/_app.projects_.$projectId_.documents._index.page"));

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
