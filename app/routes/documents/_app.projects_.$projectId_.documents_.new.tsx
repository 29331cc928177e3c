import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import {
  addDocument,
  addVersion,
  PLAN_FORM_SPOOL,
  uploadPageOf,
  spooledPlanFile,
} from "~/domain/plan-documents.server";
import { planDocumentFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

function documentParam(request: Request): number | undefined {
  const raw = new URL(request.url).searchParams.get("document");
  return raw ? idParam({ document: raw }, "document", "Document not found") : undefined;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(async () =>
    uploadPageOf(user, idParam(params, "projectId", "Project not found"), documentParam(request)),
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { projectId, documentId } = await pageData(async () => ({
    projectId: idParam(params, "projectId", "Project not found"),
    documentId: documentParam(request),
  }));
  return formAction(request, {
    schema: planDocumentFormSchema,
    spool: PLAN_FORM_SPOOL,
    run: async (input, _files, _form, spooled) => {
      await uploadPageOf(user, projectId, documentId);
      const file = spooledPlanFile(spooled);
      const doc = documentId
        ? await addVersion(user, documentId, file)
        : await addDocument(user, projectId, { ...input, file });
      return {
        redirectTo: `/projects/${projectId}/documents`,
        toast: {
          type: "success",
          title: documentId ? "New version uploaded" : "Document uploaded",
          description: documentId
            ? `${doc.title} is now at version ${doc.current_version}.`
            : `${doc.title} is in the plan room.`,
        },
      };
    },
  });
}

export default deferredPage(() => import("~/routes/documents/_app.projects_.$projectId_.documents_.new.page"));

export const meta: MetaFunction = () => [{ title: `Upload documents | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
