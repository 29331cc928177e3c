import { myApplicationTo } from "~/domain/bids.server";
import { getProject } from "~/domain/projects.server";
import { idParam, methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/projects/{id}/user-applied: whether the signed-in user has applied (a boolean). */
export const loader = userApiLoader(async ({ params, user }) => {
  const project = await getProject(user, idParam(params, "id", "Project not found"));
  return (await myApplicationTo(user, project.id)) !== null;
});
export const action = () => methodNotAllowed(["GET"]);
