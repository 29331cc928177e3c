import { getProfileView } from "~/domain/profiles.server";
import { idParam, methodNotAllowed, userApiLoader } from "~/utils/http.server";

export const loader = userApiLoader(({ params, user }) =>
  getProfileView(user, idParam(params, "userId", "Profile not found")),
);
export const action = () => methodNotAllowed(["GET"]);
