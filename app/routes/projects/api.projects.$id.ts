import { getProject, updateProject } from "~/domain/projects.server";
import { projectPatchSchema } from "~/schemas/index.server";
import { idParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

export const loader = userApiLoader(({ params, user }) => getProject(user, idParam(params, "id", "Project not found")));

export const action = userApiAction({
  PATCH: async ({ request, params, user }) =>
    updateProject(user, idParam(params, "id", "Project not found"), await readJsonWith(request, projectPatchSchema)),
});
