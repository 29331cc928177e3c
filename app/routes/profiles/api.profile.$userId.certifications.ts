import { listCredentials } from "~/domain/credentials.server";
import { idParam, methodNotAllowed, userApiLoader } from "~/utils/http.server";

export const loader = userApiLoader(({ params, user }) =>
  listCredentials(user, idParam(params, "userId", "Profile not found")),
);
export const action = () => methodNotAllowed(["GET"]);
