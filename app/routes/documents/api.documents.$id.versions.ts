import { addVersion, PLAN_FORM_SPOOL, spooledPlanFile } from "~/domain/plan-documents.server";
import { planVersionFormSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, userApiAction, withSpooledMultipart } from "~/utils/http.server";

/** POST /api/documents/{id}/versions: multipart `file`, a new version of the document (its history kept). */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, params, user }) => {
      const documentId = idParam(params, "id", "Document not found");
      return withSpooledMultipart(request, planVersionFormSchema, PLAN_FORM_SPOOL, (_input, spooled) =>
        addVersion(user, documentId, spooledPlanFile(spooled)),
      );
    },
  },
});
export const loader = () => methodNotAllowed(["POST"]);
