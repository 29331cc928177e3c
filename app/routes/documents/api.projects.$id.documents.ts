import { addDocument, PLAN_FORM_SPOOL, spooledPlanFile } from "~/domain/plan-documents.server";
import { listPlanRoom } from "~/domain/plan-room.server";
import { planDocumentFormSchema } from "~/schemas/index.server";
import { idParam, userApiAction, userApiLoader, withSpooledMultipart } from "~/utils/http.server";

const projectIdOf = (params: Parameters<typeof idParam>[0]) => idParam(params, "id", "Project not found");

/** GET /api/projects/{id}/documents: the plan room's documents by category (docs/api.md#plan-room). */
export const loader = userApiLoader(async ({ params, user }) => listPlanRoom(user, projectIdOf(params)));

/** POST /api/projects/{id}/documents: multipart `title`, `category` and `file` (up to 50 MB; bigger ones by tus). */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, params, user }) =>
      withSpooledMultipart(request, planDocumentFormSchema, PLAN_FORM_SPOOL, (input, spooled) =>
        addDocument(user, projectIdOf(params), { ...input, file: spooledPlanFile(spooled) }),
      ),
  },
});
