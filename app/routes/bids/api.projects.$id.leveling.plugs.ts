import { levelingGrid, setPlugs } from "~/domain/leveling.server";
import { levelingPlugsSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

/** PUT /api/projects/{id}/leveling/plugs { plugs: [{ application_id, scope_item_id, plug_cents, note }] }: the grid. */
export const action = userApiAction({
  PUT: async ({ request, params, user }) => {
    const projectId = idParam(params, "id", "Project not found");
    const { plugs } = await readJsonWith(request, levelingPlugsSchema);
    await setPlugs(user, projectId, plugs);
    return levelingGrid(user, projectId);
  },
});
export const loader = () => methodNotAllowed(["PUT"]);
