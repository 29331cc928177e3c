import { applyToProject, listMyApplications } from "~/domain/applications.server";
import { applicationSchema } from "~/schemas/project";
import { readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/** GET /api/applications: the subcontractor's own, each with its project. */
export const loader = userApiLoader(({ request, user }) =>
  listMyApplications(user, { page: Number(new URL(request.url).searchParams.get("page")) || 1 }),
);

export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, user }) => applyToProject(user, await readJsonWith(request, applicationSchema)),
  },
});
