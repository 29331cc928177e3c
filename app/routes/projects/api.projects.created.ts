import { listMyProjects } from "~/domain/projects.server";
import { methodNotAllowed, pageParam, userApiLoader } from "~/utils/http.server";

/** GET /api/projects/created: the general contractor's own projects. */
export const loader = userApiLoader(({ request, user }) =>
  listMyProjects(user, { page: pageParam(new URL(request.url).searchParams) }),
);
export const action = () => methodNotAllowed(["GET"]);
