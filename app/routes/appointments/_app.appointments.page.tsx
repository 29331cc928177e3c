import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { AppointmentCard } from "~/components/appointments/appointment-card";
import { CalendarPlus, CalendarX2 } from "~/components/icons";
import { PlaceMap } from "~/components/maps/place-map";
import { PageContainer, PageHeader } from "~/components/page-header";
import { DialogPage, useDialogOutlet } from "~/components/dialog-outlet";
import { SafeForm } from "~/components/safe-form";
import { TabLinks } from "~/components/tab-links";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormErrors, Input, Label } from "~/components/ui/field";
import { type MapView } from "~/domain/maps.server";
import type { action, loader } from "~/routes/appointments/_app.appointments";

const TABS = [
  { id: "upcoming", label: "Upcoming", to: "/appointments" },
  { id: "past", label: "Past", to: "/appointments?tab=past" },
];

const pinLabel = (map: MapView, id: number) => map.pins.find((p) => p.href === `#appointment-${id}`)?.label;

/** The page, hydrated when reached (components/deferred-page). */
export default function AppointmentsPage() {
  const { viewerId, tab, list, zone, feedUrl, back, map } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { outlet, alone } = useDialogOutlet();
  if (alone) return <DialogPage>{outlet}</DialogPage>;
  return (
    <PageContainer>
      <PageHeader
        title="Schedule"
        description="Site visits and walkthroughs with the contractors you work with."
        actions={
          <ButtonLink to="/appointments/new" preventScrollReset>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Book a site visit
          </ButtonLink>
        }
      />
      {failure && "result" in failure ? (
        <FormErrors title={failure.title} errors={failure.result.error?.[""] ?? undefined} />
      ) : null}
      <TabLinks label="Appointments" tabs={TABS} current={tab} />
      <h2 className="sr-only">{tab === "past" ? "Past appointments" : "Upcoming appointments"}</h2>
      {list.items.length ? (
        <div className={map ? "grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]" : undefined}>
          {map ? <PlaceMap map={map} className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1" /> : null}
          <ul className="grid gap-3">
            {list.items.map((a) => (
              <AppointmentCard
                key={a.id}
                appointment={a}
                viewerId={viewerId}
                zone={zone}
                back={back}
                pin={map ? pinLabel(map, a.id) : undefined}
              />
            ))}
          </ul>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <CalendarX2 aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-semibold">{tab === "past" ? "No past appointments" : "No upcoming appointments"}</p>
          <p className="text-sm text-muted-foreground">
            Book a site visit from a contractor&apos;s profile or with the button above.
          </p>
        </div>
      )}
      {list.page > 1 || list.has_more ? (
        <nav aria-label="Pages" className="flex justify-between text-sm font-medium">
          {list.page > 1 ? (
            <Link to={`/appointments?tab=${tab}&page=${list.page - 1}`} className="text-primary hover:underline">
              Newer
            </Link>
          ) : (
            <span />
          )}
          {list.has_more ? (
            <Link to={`/appointments?tab=${tab}&page=${list.page + 1}`} className="text-primary hover:underline">
              More
            </Link>
          ) : null}
        </nav>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Subscribe from your phone</CardTitle>
          <CardDescription>
            Add this private link to your phone&apos;s calendar (Google, Apple or Outlook: &ldquo;add calendar from
            URL&rdquo;) and your appointments stay in sync. Anyone with the link can read them: reset it if it leaks.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Label htmlFor="feed-url">Calendar link</Label>
          <Input id="feed-url" readOnly value={feedUrl} className="font-mono text-xs" />
          <SafeForm action="/appointments?intent=reset_feed">
            <Button type="submit" size="sm" variant="outline">
              Reset link
            </Button>
          </SafeForm>
        </CardContent>
      </Card>
      {outlet}
    </PageContainer>
  );
}
