import { listPlanRoom } from "~/domain/plan-room.server";
import { idParam, userApiLoader } from "~/utils/http.server";

/** GET /api/projects/{id}/documents: the plan room's documents by category (docs/api.md#plan-room). */
export const loader = userApiLoader(async ({ params, user }) =>
  listPlanRoom(user, idParam(params, "id", "Project not found")),
);
