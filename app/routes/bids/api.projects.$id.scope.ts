import { projectScope, replaceScope } from "~/domain/bid-scope.server";
import { scopeSchema } from "~/schemas/index.server";
import { idParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/** GET /api/projects/{id}/scope: the checklist of a project the user may see. */
export const loader = userApiLoader(({ params, user }) =>
  projectScope(user, idParam(params, "id", "Project not found")),
);

/** PUT /api/projects/{id}/scope: the owner replaces the checklist (rows sent with their id are kept). */
export const action = userApiAction({
  PUT: async ({ request, params, user }) =>
    replaceScope(user, idParam(params, "id", "Project not found"), await readJsonWith(request, scopeSchema)),
});
