import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";

import { FirstScreenEnd } from "~/components/first-screen";
import { Chart } from "~/components/charts/chart";
import { PlaceMap } from "~/components/maps/place-map";
import { RecentActivity, RecentMessages } from "~/components/dashboard/recent-lists";
import { SearchCard } from "~/components/dashboard/search-card";
import { StatTiles } from "~/components/dashboard/stat-tiles";
import { CardConnect } from "~/components/discovery/card-connect";
import { ProjectMatchCard, SubcontractorMatchCard } from "~/components/discovery/match-cards";
import { SubcontractorCard } from "~/components/discovery/subcontractor-card";
import { InstallHint } from "~/components/dashboard/install-hint";
import { Mail, UserRoundPen } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { CredentialAlerts } from "~/components/profile/credential-alerts";
import { ProjectCard } from "~/components/projects/project-card";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/field";
import { APP_NAME } from "~/constants";
import type { action, loader } from "~/routes/dashboard/_app.dashboard";
import type { loader as appLoader } from "~/routes/shell/_app";

/** The dashboard's page, hydrated when reached (components/deferred-page). */
function pageHref(back: string, page: number) {
  const url = new URL(back, "http://x");
  url.searchParams.set("page", String(page));
  return `${url.pathname}${url.search}`;
}

function Welcome({ hire, name }: { hire: boolean; name: string }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-8">
      <Card>
        <CardContent className="flex flex-col items-start gap-4 py-8">
          <UserRoundPen aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-2xl font-bold">
            Welcome to {APP_NAME}, {name}
          </h1>
          <p className="text-muted-foreground">
            Your account is ready. Add your{" "}
            {hire ? "company name, location and zip code" : "business, trade, location and service area"} so the right{" "}
            {hire ? "subcontractors" : "contractors"} can find you.
          </p>
          <ButtonLink to="/profile">Complete your profile</ButtonLink>
          <FirstScreenEnd />
        </CardContent>
      </Card>
    </main>
  );
}

type Data = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { ready: true }>;

function SearchResults({ data, connectAction }: { data: Data; connectAction: string }) {
  const { search, back, can, map } = data;
  if (!search) return null;
  const noun = search.kind === "subcontractors" ? "subcontractors" : "projects";
  const count = `${search.total.toLocaleString("en-US")}${search.more ? "+" : ""}`;
  const where = search.origin ? ` near ${search.origin.place} (${search.origin.zip})` : "";
  return (
    <section aria-labelledby="results-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-title" className="text-xl font-semibold">
          {count} {search.total === 1 ? noun.slice(0, -1) : noun}
          {where}
        </h2>
        <Link to="/dashboard" className="text-sm font-medium text-primary hover:underline">
          Clear search
        </Link>
      </div>
      {search.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
          Nothing matches. Try a wider distance or fewer filters.
        </p>
      ) : (
        <div className={map ? "grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]" : undefined}>
          {map ? <PlaceMap map={map} className="xl:sticky xl:top-20 xl:col-start-2 xl:row-start-1" /> : null}
          {search.kind === "subcontractors" ? (
            <ul className="grid gap-4 md:grid-cols-2">
              {search.items.map((sub, i) => (
                <SubcontractorCard
                  key={sub.user_id}
                  sub={sub}
                  canInvite={can.hire}
                  pin={map ? String(i + 1) : undefined}
                  connect={
                    <CardConnect userId={sub.user_id} state={sub.connection} action={connectAction} back={back} />
                  }
                />
              ))}
            </ul>
          ) : (
            <ul className="grid gap-4">
              {search.items.map((project, i) => (
                <ProjectCard key={project.id} project={project} pin={map ? String(i + 1) : undefined} />
              ))}
            </ul>
          )}
        </div>
      )}
      <Pager page={search.page} pageCount={search.page_count} href={(p) => pageHref(back, p)} />
    </section>
  );
}

function Recommended({ data, connectAction }: { data: Data; connectAction: string }) {
  const { recommendations, back } = data;
  if (!recommendations) return null;
  return (
    <section aria-labelledby="recommended-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recommended-title" className="text-xl font-semibold">
          Recommended for You
        </h2>
        <Link to="/matches" className="text-sm font-medium text-primary hover:underline">
          See all matches
        </Link>
      </div>
      {recommendations.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
          No recommendations yet. Add your trade, zip code and service area to your profile to get them.
        </p>
      ) : recommendations.kind === "subcontractors" ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {recommendations.items.map((m) => (
            <SubcontractorMatchCard
              key={m.subcontractor.user_id}
              match={m}
              connect={
                <CardConnect userId={m.subcontractor.user_id} state={m.connection} action={connectAction} back={back} />
              }
            />
          ))}
        </ul>
      ) : (
        <ul className="grid gap-4">
          {recommendations.items.map((m) => (
            <ProjectMatchCard key={m.project.id} match={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function DashboardPage() {
  const data = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const app = useRouteLoaderData<typeof appLoader>("routes/shell/_app");
  if (!data.ready) return <Welcome hire={app?.user.can.hire ?? false} name={app?.user.displayName ?? ""} />;
  const { connectAction } = data;
  return (
    <PageContainer>
      <PageHeader title="Dashboard" description="Your connections, messages, projects and the right partners nearby." />
      {data.installHint ? (
        <InstallHint ios={data.installHint.ios} dismissAction={data.dismissInstallHintAction} />
      ) : null}
      <FirstScreenEnd />
      {data.alerts.length ? <CredentialAlerts alerts={data.alerts} /> : null}
      {data.invitations ? (
        <Link
          to="/projects?tab=invitations"
          className="flex items-center gap-3 rounded-xl border border-primary/40 bg-primary/10 p-4 text-sm font-medium hover:bg-primary/15"
        >
          <Mail aria-hidden="true" className="size-5 text-primary" />
          You have {data.invitations} {data.invitations === 1 ? "invitation" : "invitations"} to bid waiting for an
          answer.
        </Link>
      ) : null}
      {failure && "result" in failure ? (
        <FormErrors title={failure.title} errors={failure.result.error?.[""] ?? undefined} />
      ) : null}
      <StatTiles stats={data.stats} role={data.role} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <SearchCard role={data.role} values={data.values} error={data.searchError} />
          <SearchResults data={data} connectAction={connectAction} />
          <Recommended data={data} connectAction={connectAction} />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          {data.activityChart ? (
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">{data.activityChart.wide.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <Chart chart={data.activityChart} />
              </CardContent>
            </Card>
          ) : null}
          <RecentMessages items={data.conversations} />
          <RecentActivity items={data.activity} />
        </div>
      </div>
    </PageContainer>
  );
}
