import { attachToBid } from "~/domain/bid-attachments.server";
import { PLAN_FORM_SPOOL, spooledPlanFile } from "~/domain/plan-documents.server";
import { bidAttachmentFormSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, userApiAction, withSpooledMultipart } from "~/utils/http.server";

/** POST /api/applications/{id}/attachments: multipart `file` (the bidder's proposal: PDF, DOCX, XLSX, images). */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, params, user }) =>
      withSpooledMultipart(request, bidAttachmentFormSchema, PLAN_FORM_SPOOL, (_, spooled) =>
        attachToBid(user, idParam(params, "id", "Application not found"), spooledPlanFile(spooled)),
      ),
  },
});
export const loader = () => methodNotAllowed(["POST"]);
