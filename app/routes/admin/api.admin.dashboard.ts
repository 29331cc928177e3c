import { adminDashboard } from "~/domain/admin.server";
import { methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/admin/dashboard: pendingCount, reportsByType, reportsByReason and the dashboard's figures. */
export const loader = userApiLoader(({ user }) => adminDashboard(user));
export const action = () => methodNotAllowed(["GET"]);
