import { projectScope } from "~/domain/bid-scope.server";
import { getProject, updateProject } from "~/domain/projects.server";
import { projectPatchSchema } from "~/schemas/index.server";
import { idParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/** GET /api/projects/{id}: the project with its bid window and (added) its scope checklist. */
export const loader = userApiLoader(async ({ params, user }) => {
  const id = idParam(params, "id", "Project not found");
  return { ...(await getProject(user, id)), scope: await projectScope(user, id) };
});

export const action = userApiAction({
  PATCH: async ({ request, params, user }) =>
    updateProject(user, idParam(params, "id", "Project not found"), await readJsonWith(request, projectPatchSchema)),
});
