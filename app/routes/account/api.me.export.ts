import { exportUserData } from "~/domain/data-export.server";
import { methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/me/export: everything the product holds about the signed-in user. */
export const loader = userApiLoader(({ user }) => exportUserData(user));
export const action = () => methodNotAllowed(["GET"]);
