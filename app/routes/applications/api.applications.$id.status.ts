import { decideApplication } from "~/domain/applications.server";
import { applicationStatusSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

/** PATCH /api/applications/{id}/status { status: accepted | rejected } (the project's owner; 409 when not pending). */
export const action = userApiAction({
  PATCH: async ({ request, params, user }) => {
    const { status } = await readJsonWith(request, applicationStatusSchema);
    return decideApplication(user, idParam(params, "id", "Application not found"), status);
  },
});
export const loader = () => methodNotAllowed(["PATCH"]);
