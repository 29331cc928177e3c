import { listMyApplications } from "~/domain/applications.server";
import { submitBid } from "~/domain/bids.server";
import { bidSchema } from "~/schemas/index.server";
import { pageParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/** GET /api/applications: the subcontractor's own, each with its project. */
export const loader = userApiLoader(({ request, user }) =>
  listMyApplications(user, { page: pageParam(new URL(request.url).searchParams) }),
);

/** POST /api/applications: the original application, or a structured bid (every structured field optional). */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, user }) => submitBid(user, await readJsonWith(request, bidSchema)),
  },
});
