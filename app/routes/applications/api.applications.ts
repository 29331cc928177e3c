import { applyToProject, listMyApplications } from "~/domain/applications.server";
import { applicationSchema } from "~/schemas/index.server";
import { pageParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/** GET /api/applications: the subcontractor's own, each with its project. */
export const loader = userApiLoader(({ request, user }) =>
  listMyApplications(user, { page: pageParam(new URL(request.url).searchParams) }),
);

export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, user }) => applyToProject(user, await readJsonWith(request, applicationSchema)),
  },
});
