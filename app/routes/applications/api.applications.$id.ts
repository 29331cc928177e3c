import { withdrawApplication } from "~/domain/applications.server";
import { idParam, methodNotAllowed, userApiAction } from "~/utils/http.server";

/** DELETE /api/applications/{id}: the applicant withdraws a pending application. */
export const action = userApiAction({
  DELETE: async ({ params, user }) => {
    await withdrawApplication(user, idParam(params, "id", "Application not found"));
  },
});
export const loader = () => methodNotAllowed(["DELETE"]);
