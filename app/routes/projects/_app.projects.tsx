import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { Plus } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { PlaceMap } from "~/components/maps/place-map";
import { BrowseFilters, type BrowseQuery } from "~/components/projects/browse-filters";
import { MyApplicationsList, MyInvitationsList } from "~/components/projects/my-lists";
import { PostingLimitNotice } from "~/components/projects/posting-limit";
import { ProjectCard } from "~/components/projects/project-card";
import { DialogPage, useDialogOutlet } from "~/components/dialog-outlet";
import { TabLinks } from "~/components/tab-links";
import { ButtonLink } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
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

function pageHref(search: string, page: number) {
  const params = new URLSearchParams(search);
  params.set("page", String(page));
  return `/projects?${params}`;
}

export default function ProjectsPage() {
  const { can, tab, tabs, query, advancedFilters, search, browse, map, mine, applications, invitations, postings } =
    useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { outlet, alone } = useDialogOutlet();
  if (alone) return <DialogPage>{outlet}</DialogPage>;
  const list = browse ?? mine;
  return (
    <PageContainer>
      <PageHeader
        title="Projects"
        description={can.bid ? "Find work near you and track your bids." : "Post work, compare bids and hire."}
        actions={
          can.hire ? (
            <ButtonLink to="/projects/new" preventScrollReset>
              <Plus aria-hidden="true" className="size-4" />
              Post New Project
            </ButtonLink>
          ) : null
        }
      />
      <FormErrors title={failure?.title} errors={failure?.result.error?.[""] ?? undefined} />
      <TabLinks label="Project lists" tabs={tabs} current={tab} />
      {tab === "browse" ? <BrowseFilters query={query} advanced={advancedFilters} /> : null}
      {postings ? <PostingLimitNotice postings={postings} /> : null}
      {list ? (
        <>
          <h2 className="text-sm font-normal text-muted-foreground" aria-live="polite">
            {list.total.toLocaleString("en-US")}
            {"more" in list && list.more ? "+" : ""} {list.total === 1 ? "project" : "projects"}
          </h2>
          {list.items.length ? (
            <div className={map ? "grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]" : undefined}>
              {map ? <PlaceMap map={map} className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1" /> : null}
              <ul className="grid gap-3">
                {list.items.map((p, i) => (
                  <ProjectCard key={p.id} project={p} pin={map ? String(i + 1) : undefined} />
                ))}
              </ul>
            </div>
          ) : (
            <p className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-foreground">
              {tab === "mine" ? "You have not posted a project yet." : "No projects match these filters."}
            </p>
          )}
          <Pager page={list.page} pageCount={list.page_count} href={(p) => pageHref(search, p)} />
        </>
      ) : null}
      {applications ? (
        <>
          <MyApplicationsList items={applications.items} />
          <Pager page={applications.page} pageCount={applications.page_count} href={(p) => pageHref(search, p)} />
        </>
      ) : null}
      {invitations ? <MyInvitationsList items={invitations} /> : null}
      {outlet}
    </PageContainer>
  );
}

export const meta: MetaFunction = () => [{ title: `Projects | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
