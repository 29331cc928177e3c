import { addDocument, PLAN_FORM_SPOOL, spooledPlanFile } from "~/domain/plan-documents.server";
import { planDocumentFormSchema } from "~/schemas/index.server";
import { idParam, userApiAction, withSpooledMultipart } from "~/utils/http.server";

/** POST /api/projects/{id}/documents: multipart `title`, `category` and `file` (up to 50 MB; bigger ones by tus). */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, params, user }) => {
      const projectId = idParam(params, "id", "Project not found");
      return withSpooledMultipart(request, planDocumentFormSchema, PLAN_FORM_SPOOL, (input, spooled) =>
        addDocument(user, projectId, { ...input, file: spooledPlanFile(spooled) }),
      );
    },
  },
});
