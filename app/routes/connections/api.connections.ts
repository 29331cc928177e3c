import { CONNECTION_TABS, type ConnectionTab } from "~/constants";
import { listConnections, requestConnection } from "~/domain/connections.server";
import { connectionRequestSchema } from "~/schemas/index.server";
import { pageParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/** GET /api/connections?tab=all|pending|sent|connected&q=&page= (nested requester and recipient, no secrets). */
export const loader = userApiLoader(({ request, user }) => {
  const query = new URL(request.url).searchParams;
  const tab = query.get("tab") ?? "all";
  return listConnections(user, {
    tab: (CONNECTION_TABS as readonly string[]).includes(tab) ? (tab as ConnectionTab) : "all",
    q: query.get("q") ?? "",
    page: pageParam(query),
  });
});

export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, user }) => requestConnection(user, await readJsonWith(request, connectionRequestSchema)),
  },
});
