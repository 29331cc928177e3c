import { listReports } from "~/domain/moderation.server";
import { methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/admin/moderation/pending?page=: pending reports, oldest first, reporter as username, notes. */
export const loader = userApiLoader(({ request, user }) =>
  listReports(user, { view: "pending", page: Number(new URL(request.url).searchParams.get("page")) || 1 }),
);
export const action = () => methodNotAllowed(["GET"]);
