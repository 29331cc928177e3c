import { removeConnection, respondToConnection } from "~/domain/connections.server";
import { connectionAnswerSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

export const action = userApiAction({
  PATCH: async ({ request, params, user }) => {
    const { status } = await readJsonWith(request, connectionAnswerSchema);
    return respondToConnection(user, idParam(params, "id", "Connection not found"), status);
  },
  DELETE: async ({ params, user }) => {
    await removeConnection(user, idParam(params, "id", "Connection not found"));
  },
});
export const loader = () => methodNotAllowed(["PATCH", "DELETE"]);
