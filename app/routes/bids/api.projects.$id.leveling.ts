import { levelingGrid } from "~/domain/leveling.server";
import { idParam, methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/projects/{id}/leveling (the owner): the grid; amounts absent before a sealed project's bid opening. */
export const loader = userApiLoader(({ params, user }) =>
  levelingGrid(user, idParam(params, "id", "Project not found")),
);
export const action = () => methodNotAllowed(["GET"]);
