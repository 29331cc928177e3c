import { useActionData, useLoaderData } from "@remix-run/react";

import { FirstScreenEnd } from "~/components/first-screen";
import { Plus } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { PlaceMap } from "~/components/maps/place-map";
import { BrowseFilters } from "~/components/projects/browse-filters";
import { MyApplicationsList, MyInvitationsList } from "~/components/projects/my-lists";
import { PostingLimitNotice } from "~/components/projects/posting-limit";
import { ProjectCard } from "~/components/projects/project-card";
import { DialogPage, useDialogOutlet } from "~/components/dialog-outlet";
import { TabLinks } from "~/components/tab-links";
import { ButtonLink } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import type { action, loader } from "~/routes/projects/_app.projects";

function pageHref(search: string, page: number) {
  const params = new URLSearchParams(search);
  params.set("page", String(page));
  return `/projects?${params}`;
}

/** The page, hydrated when reached (components/deferred-page). */
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
      {/* A phone's first screen ends after the first project, or here when there is none to show. */}
      {list?.items.length ? null : <FirstScreenEnd />}
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
                  <ProjectCard
                    key={p.id}
                    project={p}
                    pin={map ? String(i + 1) : undefined}
                    extra={i === 0 ? <FirstScreenEnd /> : undefined}
                  />
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
