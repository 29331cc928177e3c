import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";

import type { ReactNode } from "react";

import { CardConnect } from "~/components/discovery/card-connect";
import { ContractorCard } from "~/components/discovery/contractor-card";
import { MatchReasons, MatchScore } from "~/components/discovery/match-parts";
import { ProjectMatchCard, SubcontractorMatchCard } from "~/components/discovery/match-cards";
import { Loader2, SearchX, SlidersHorizontal, TriangleAlert } from "~/components/icons";
import { PlaceMap } from "~/components/maps/place-map";
import { PageContainer, PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/field";
import { APP_NAME } from "~/constants";
import { abilitiesOf, type Abilities } from "~/domain/abilities.server";
import { matchesMap, type MapView } from "~/domain/maps.server";
import { matchContractors, matchProjects, matchSubcontractors, matchTradesOf } from "~/domain/matching.server";
import type { MatchPreferences } from "~/domain/match-scoring";
import { keptMatchesPage } from "~/domain/recommendations.server";
import { matchPreferencesSchema, queryOf } from "~/schemas/index.server";
import { parseWith } from "~/utils/http.server";
import { quickConnectAction } from "~/routes/connections/quick-connect.server";
import { requireUser } from "~/utils/session.server";

const CONNECT_FAILED = "There was an error sending your connection request.";
const OFFLINE = "There was an error connecting to the server.";

/** The 'Customize Your Matches' checkboxes: four for everyone, one more per role. */
const OPTIONS = [
  { name: "prioritizeLocation", label: "Prioritize Location", key: "location" },
  { name: "prioritizeRating", label: "Prioritize Rating", key: "rating" },
  { name: "prioritizeCertifications", label: "Prioritize Certifications", key: "certifications" },
  { name: "prioritizePastCollaboration", label: "Prioritize Past Collaboration", key: "pastCollaboration" },
  { name: "prioritizeAvailability", label: "Prioritize Availability", key: "availability", only: "hire" },
  { name: "prioritizeProjectVolume", label: "Prioritize Project Volume", key: "projectVolume", only: "bid" },
] as const;

async function loadMatches(user: Parameters<typeof matchSubcontractors>[0], url: URL) {
  const prefs = parseWith(matchPreferencesSchema, queryOf(url));
  return keptMatchesPage(user, prefs, () => computeMatches(user, prefs));
}

async function computeMatches(user: Parameters<typeof matchSubcontractors>[0], prefs: MatchPreferences) {
  const trades = await matchTradesOf(user);
  if (abilitiesOf(user).hire) {
    const subcontractors = await matchSubcontractors(user, prefs);
    const map = await matchesMap(
      user,
      "matched subcontractors",
      subcontractors.map(({ subcontractor: s }) => ({
        name: s.business_name,
        zip: s.zip_code,
        href: `#person-${s.user_id}`,
      })),
    );
    return { prefs, trades, subcontractors, projects: [], contractors: [], map };
  }
  const [projects, contractors] = await Promise.all([matchProjects(user, prefs), matchContractors(user, prefs)]);
  const map = await matchesMap(
    user,
    "matched projects",
    projects.map(({ project: p }) => ({ name: p.title, zip: p.zip_code, href: `#project-${p.id}` })),
  );
  return { prefs, trades, subcontractors: [], projects, contractors, map };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const can = abilitiesOf(user);
  if (can.administer) throw redirect("/admin");
  const url = new URL(request.url);
  const params = new URLSearchParams(url.search);
  params.set("intent", "connect");
  const page = { can, back: url.pathname + url.search, connectAction: `/matches?${params}` };
  try {
    return { ...page, ...(await loadMatches(user, url)), failed: false };
  } catch (error) {
    console.error("matches: failed to load", error);
    return data(
      { ...page, prefs: null, trades: [], subcontractors: [], projects: [], contractors: [], map: null, failed: true },
      500,
    );
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return quickConnectAction(request, user, CONNECT_FAILED);
}

/** Which trades the matches hold, in words. */
function tradeScope(can: Abilities, trades: string[], otherTrades: boolean) {
  if (trades.length === 0) return "Showing every trade.";
  if (otherTrades) return "Showing every trade, the closest fit first.";
  const list = trades.join(", ");
  return can.hire
    ? `Showing the trades you hire for (${list}) and related trades.`
    : `Showing your trade (${list}) and related trades.`;
}

function Preferences({
  can,
  prefs,
  trades,
}: {
  can: Abilities;
  prefs: Record<string, boolean> | null;
  trades: string[];
}) {
  const submit = useSubmit();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <SlidersHorizontal aria-hidden="true" className="size-5 text-primary" />
          Customize Your Matches
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">{tradeScope(can, trades, prefs?.otherTrades ?? false)}</p>
        <Form
          method="get"
          action="/matches"
          className="flex flex-wrap items-center gap-x-6 gap-y-3"
          onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
        >
          {OPTIONS.filter((o) => !("only" in o) || can[o.only]).map((o) => (
            <label key={o.name} className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                name={o.name}
                value="true"
                defaultChecked={prefs?.[o.key] ?? false}
                className="size-4 accent-[var(--primary)]"
              />
              {o.label}
            </label>
          ))}
          {trades.length ? (
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                name="otherTrades"
                value="true"
                defaultChecked={prefs?.otherTrades ?? false}
                className="size-4 accent-[var(--primary)]"
              />
              Include other trades
            </label>
          ) : null}
          {/* Without JavaScript the changes apply with this button; with it they apply as soon as a box changes. */}
          <Button type="submit" size="sm" variant="outline" className="sm:ml-auto">
            Update matches
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

function State({ icon: Icon, title, text }: { icon: typeof SearchX; title: string; text?: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-12 text-center"
    >
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">{title}</p>
      {text ? <p className="max-w-md text-sm text-muted-foreground">{text}</p> : null}
    </div>
  );
}

const GRID = "grid gap-4 sm:grid-cols-2 2xl:grid-cols-3";

/** A list with its map: beside it on a wide screen, above it (folded to a strip) on a phone. */
function WithMap({ map, children }: { map: MapView | null; children: ReactNode }) {
  if (!map) return children;
  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <PlaceMap map={map} className="xl:sticky xl:top-20 xl:col-start-2 xl:row-start-1" />
      {children}
    </div>
  );
}

export default function MatchesPage() {
  const page = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/matches";
  const { can, back, connectAction } = page;
  const empty = page.subcontractors.length + page.projects.length + page.contractors.length === 0;
  const connect = (userId: number, state: Parameters<typeof CardConnect>[0]["state"]) => (
    <CardConnect userId={userId} state={state} action={connectAction} back={back} offlineText={OFFLINE} />
  );

  let body;
  if (loading) body = <State icon={Loader2} title="Finding your best matches..." />;
  else if (page.failed) body = <State icon={TriangleAlert} title="Failed to load matches. Please try again." />;
  else if (empty) {
    body = (
      <State
        icon={SearchX}
        title="No matches found"
        text="Try adjusting your filters or update your profile to get better matches."
      />
    );
  } else if (can.hire) {
    body = (
      <WithMap map={page.map}>
        <ul className={GRID}>
          {page.subcontractors.map((m, i) => (
            <SubcontractorMatchCard
              key={m.subcontractor.user_id}
              match={m}
              pin={page.map && m.subcontractor.zip_code ? String(i + 1) : undefined}
              connect={connect(m.subcontractor.user_id, m.connection)}
            />
          ))}
        </ul>
      </WithMap>
    );
  } else {
    body = (
      <div className="grid gap-8">
        <section aria-labelledby="project-matches" className="grid gap-4">
          <h2 id="project-matches" className="text-xl font-semibold">
            Projects for you
          </h2>
          {page.projects.length ? (
            <WithMap map={page.map}>
              <ul className={GRID}>
                {page.projects.map((m, i) => (
                  <ProjectMatchCard key={m.project.id} match={m} pin={page.map ? String(i + 1) : undefined} />
                ))}
              </ul>
            </WithMap>
          ) : (
            <p className="text-sm text-muted-foreground">No open projects in your reach right now.</p>
          )}
        </section>
        <section aria-labelledby="contractor-matches" className="grid gap-4">
          <h2 id="contractor-matches" className="text-xl font-semibold">
            Contractors for you
          </h2>
          {page.contractors.length ? (
            <ul className={GRID}>
              {page.contractors.map((m) => (
                <ContractorCard
                  key={m.contractor.user_id}
                  contractor={m.contractor}
                  top={<MatchScore score={m.matchScore} />}
                  body={<MatchReasons reasons={m.matchReasons} />}
                  connect={connect(m.contractor.user_id, m.connection)}
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No contractors in your reach right now.</p>
          )}
        </section>
      </div>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        title="Smart Matches"
        description="Ranked by trade, distance, reputation, credentials and the work you have done together, with the reasons."
      />
      {failure && "result" in failure ? (
        <FormErrors title={failure.title} errors={failure.result.error?.[""] ?? undefined} />
      ) : null}
      <Preferences can={can} prefs={page.prefs} trades={page.trades} />
      {body}
    </PageContainer>
  );
}

export const meta: MetaFunction = () => [{ title: `Smart Matches | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
