import { withdrawApplication } from "~/domain/applications.server";
import { bidDetail, reviseBid } from "~/domain/bids.server";
import { bidRevisionSchema } from "~/schemas/index.server";
import { idParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

const applicationId = (params: Parameters<typeof idParam>[0]) => idParam(params, "id", "Application not found");

/** GET /api/applications/{id}: the bid with its history, for its bidder or the project's owner (sealed rule). */
export const loader = userApiLoader(({ params, user }) => bidDetail(user, applicationId(params)));

/** PATCH revises the bid (what is left out stays); DELETE: the applicant withdraws a pending application. */
export const action = userApiAction({
  PATCH: async ({ request, params, user }) =>
    reviseBid(user, applicationId(params), await readJsonWith(request, bidRevisionSchema)),
  DELETE: async ({ params, user }) => {
    await withdrawApplication(user, applicationId(params));
  },
});
