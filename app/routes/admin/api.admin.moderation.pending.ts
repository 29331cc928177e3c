import { listReports } from "~/domain/moderation.server";
import { methodNotAllowed, pageParam, userApiLoader } from "~/utils/http.server";

/** GET /api/admin/moderation/pending?page=: pending reports, oldest first, reporter as username, notes. */
export const loader = userApiLoader(({ request, user }) =>
  listReports(user, { view: "pending", page: pageParam(new URL(request.url).searchParams) }),
);
export const action = () => methodNotAllowed(["GET"]);
