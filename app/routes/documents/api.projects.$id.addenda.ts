import { addendaOf, issueAddendum } from "~/domain/plan-addenda.server";
import { addendumSchema } from "~/schemas/index.server";
import { idParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

const projectId = (params: Parameters<typeof idParam>[0]) => idParam(params, "id", "Project not found");

/** GET /api/projects/{id}/addenda: the project's addenda, newest first (whoever may read its plan room). */
export const loader = userApiLoader(async ({ params, user }) => (await addendaOf(user, projectId(params))).items);

/** POST /api/projects/{id}/addenda { note, version_ids? } (the owner): 201 the addendum, with `bidders_told`. */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, params, user }) => {
      const { note, version_ids } = await readJsonWith(request, addendumSchema);
      return issueAddendum(user, projectId(params), { note, versionIds: version_ids });
    },
  },
});
