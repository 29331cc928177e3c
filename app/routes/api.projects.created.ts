import { listMyProjects } from "~/domain/projects.server";
import { methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/projects/created: the general contractor's own projects. */
export const loader = userApiLoader(({ request, user }) =>
  listMyProjects(user, { page: Number(new URL(request.url).searchParams.get("page")) || 1 }),
);
export const action = () => methodNotAllowed(["GET"]);
