import { listUsersForAdmin } from "~/domain/admin.server";
import { methodNotAllowed, pageParam, userApiLoader } from "~/utils/http.server";

/** GET /api/admin/users?includeDeleted=true|false&q=&role=&status=&page= (admin user records, newest first). */
export const loader = userApiLoader(({ request, user }) => {
  const query = new URL(request.url).searchParams;
  return listUsersForAdmin(user, {
    includeDeleted: query.get("includeDeleted") === "true",
    q: query.get("q") ?? "",
    role: query.get("role") ?? "",
    status: query.get("status") ?? "",
    page: pageParam(query),
  });
});
export const action = () => methodNotAllowed(["GET"]);
