import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { type BrowseQuery } from "~/components/projects/browse-filters";
import { APP_NAME } from "~/constants";
import { abilitiesOf, projectTabsFor } from "~/domain/abilities.server";
import { listMyApplications } from "~/domain/applications.server";
import { declineInvitation, listMyInvitations, setContractorMuted } from "~/domain/invitations.server";
import { projectResultsMap } from "~/domain/maps.server";
import { planAllows, postingAllowance } from "~/domain/plans.server";
import { browseProjects, listMyProjects } from "~/domain/projects.server";
import { projectListActionSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";
import { pageParam } from "~/utils/http.server";

const TABS = [
  { id: "browse", label: "Browse Projects" },
  { id: "mine", label: "My Projects" },
  { id: "applications", label: "My Applications" },
  { id: "invitations", label: "Invitations" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const can = abilitiesOf(user);
  const open = projectTabsFor(user);
  const tabs = TABS.filter((t) => open.includes(t.id));
  const tab: TabId = tabs.find((t) => t.id === params.get("tab"))?.id ?? "browse";
  const page = pageParam(params);
  const query: BrowseQuery = {
    q: params.get("q") ?? "",
    trade: params.get("trade") ?? "",
    status: params.get("status") ?? "",
    zip: params.get("zip") ?? "",
    distance: params.get("distance") ?? "",
    budget: params.get("budget") ?? "",
    posted_within: params.get("posted_within") ?? "",
    sort: params.get("sort") ?? "",
  };
  // A Free account's page ignores the Pro filters (shown locked) rather than failing on a shared link.
  const advancedFilters = await planAllows(user, "advancedFilters");
  if (!advancedFilters) Object.assign(query, { budget: "", posted_within: "" });
  const [browse, mine, applications, invitations] = await Promise.all([
    tab === "browse"
      ? browseProjects(user, {
          ...query,
          distance: Number(query.distance) || undefined,
          postedWithin: Number(query.posted_within) || undefined,
          page,
        })
      : null,
    tab === "mine" ? listMyProjects(user, { page }) : null,
    tab === "applications" ? listMyApplications(user, { page }) : null,
    tab === "invitations" ? listMyInvitations(user) : null,
  ]);
  const map = browse
    ? projectResultsMap(browse.items, { zip: query.zip, distance: Number(query.distance) || undefined })
    : null;
  const pendingInvitations = can.bid
    ? (invitations ?? (await listMyInvitations(user))).filter((i) => i.status === "sent").length
    : 0;
  return {
    can,
    tab,
    tabs: tabs.map(({ id, label }) => ({
      id,
      label,
      to: id === "browse" ? "/projects" : `/projects?tab=${id}`,
      badge: id === "invitations" ? pendingInvitations : undefined,
    })),
    query,
    advancedFilters,
    search: params.toString(),
    browse,
    map,
    mine,
    applications,
    invitations,
    postings: tab === "mine" ? await postingAllowance(user) : null,
  };
}

/** Decline an invitation, mute or unmute a contractor (Withdraw has its confirmation: projects.applications.$applicationId.withdraw). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: projectListActionSchema,
    run: async (input) => {
      if (input.intent === "decline") {
        await declineInvitation(user, input.invitation_id, input.reason);
        return {
          redirectTo: "/projects?tab=invitations",
          toast: { type: "success", title: "Status updated", description: "You declined the invitation." },
        };
      }
      await setContractorMuted(user, input.contractor_id, input.intent === "mute");
      const description =
        input.intent === "mute"
          ? "You will get no more invitations from this company."
          : "Invitations from this company are back on.";
      return {
        redirectTo: "/projects?tab=invitations",
        toast: { type: "success", title: "Status updated", description },
      };
    },
    failure: () => ({ title: "Update failed" }),
  });
}

export default deferredPage(() => import("~/routes/projects/_app.projects.page"));

export const meta: MetaFunction = () => [{ title: `Projects | ${APP_NAME}` }];

/** The page's first screen is marked (components/first-screen). */
export const handle = { firstScreen: true };

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
