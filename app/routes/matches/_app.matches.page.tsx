import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import type { ReactNode } from "react";

import { FirstScreenEnd } from "~/components/first-screen";
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
import type { Abilities } from "~/domain/abilities.server";
import type { MapView } from "~/domain/maps.server";
import type { action, loader } from "~/routes/matches/_app.matches";

/** The 'Customize Your Matches' checkboxes: four for everyone, one more per role. */
const OPTIONS = [
  { name: "prioritizeLocation", label: "Prioritize Location", key: "location" },
  { name: "prioritizeRating", label: "Prioritize Rating", key: "rating" },
  { name: "prioritizeCertifications", label: "Prioritize Certifications", key: "certifications" },
  { name: "prioritizePastCollaboration", label: "Prioritize Past Collaboration", key: "pastCollaboration" },
  { name: "prioritizeAvailability", label: "Prioritize Availability", key: "availability", only: "hire" },
  { name: "prioritizeProjectVolume", label: "Prioritize Project Volume", key: "projectVolume", only: "bid" },
] as const;

const OFFLINE = "There was an error connecting to the server.";

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

/** The page, hydrated when reached (components/deferred-page). */
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
      <FirstScreenEnd />
      {failure && "result" in failure ? (
        <FormErrors title={failure.title} errors={failure.result.error?.[""] ?? undefined} />
      ) : null}
      <Preferences can={can} prefs={page.prefs} trades={page.trades} />
      {body}
    </PageContainer>
  );
}
