import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { FirstScreenEnd } from "~/components/first-screen";
import { ArrowLeft, Plus } from "~/components/icons";
import { PageContainer } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { AvailabilityCalendar, Legend } from "~/components/availability/availability-calendar";
import { AvailabilityRangeForm } from "~/components/availability/range-form";
import { AccountDetails } from "~/components/profile/account-details";
import { CredentialAlerts } from "~/components/profile/credential-alerts";
import { CredentialList } from "~/components/profile/credential-list";
import { PortfolioGrid } from "~/components/profile/portfolio-grid";
import { ProfileHeader } from "~/components/profile/profile-header";
import { GcProfileForm, SubProfileForm } from "~/components/profile/profile-info-form";
import { useDialogOutlet } from "~/components/dialog-outlet";
import { TabLinks } from "~/components/tab-links";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { shiftMonth } from "~/lib/dates";
import { displayName, logoUrl, roleLabel } from "~/lib/user-display";
import type { action, loader, TabId } from "~/routes/profiles/_app.profile._own";

function TabContent() {
  const { user, can, tab, credentials, portfolio, availability } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const name = displayName(user);
  if (tab === "info") {
    if (can.hire) return <GcProfileForm profile={user.gcProfile} name={name} lastResult={lastResult} />;
    if (can.bid) return <SubProfileForm profile={user.subProfile} name={name} lastResult={lastResult} />;
    return <p className="text-sm text-muted-foreground">Administrators have no public profile.</p>;
  }
  if (tab === "certifications" && credentials) {
    return (
      <CredentialList
        credentials={credentials}
        owner
        emptyText="No credentials yet. Add your license, insurance certificate or W-9 so contractors can check them."
      />
    );
  }
  if (tab === "portfolio" && portfolio) {
    return (
      <>
        <PortfolioGrid
          items={portfolio.items}
          ownerActions
          emptyText="No portfolio projects yet. Show your best finished jobs with photos."
        />
        <Pager
          page={portfolio.page}
          pageCount={portfolio.page_count}
          href={(p) => `/profile?tab=portfolio&page=${p}`}
        />
      </>
    );
  }
  if (tab === "availability" && availability) {
    const { month, marks, today: day } = availability;
    const href = (m: string) => `/profile?tab=availability&month=${m}`;
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-3">
          <AvailabilityCalendar
            month={month}
            marks={marks}
            today={day}
            cycleAction={`/profile?tab=availability&month=${month}&intent=cycle`}
            nav={{
              prev: month > day.slice(0, 7) ? href(shiftMonth(month, -1)) : null,
              next: href(shiftMonth(month, 1)),
            }}
          />
          <Legend />
          <p className="text-xs text-muted-foreground">
            Tap a day to change it: available, unavailable, tentative, not marked.
          </p>
        </div>
        <div className="grid content-start gap-3">
          <h3 className="font-semibold">Set several days at once</h3>
          <AvailabilityRangeForm
            action={`/profile?tab=availability&month=${month}&intent=range`}
            defaultDate={month === day.slice(0, 7) ? day : `${month}-01`}
            lastResult={lastResult && "intent" in lastResult && lastResult.intent === "range" ? lastResult : null}
          />
        </div>
      </div>
    );
  }
  return <AccountDetails user={user} canDelete={can.keepProfile} />;
}

const ADD_ACTIONS: Partial<Record<TabId, { to: string; label: string }>> = {
  certifications: { to: "/profile/certifications/new", label: "Add credential" },
  portfolio: { to: "/profile/portfolio/new", label: "Add portfolio item" },
};

const DESCRIPTIONS: Record<TabId, string> = {
  info: "This is what contractors see when they find you in search and matches.",
  certifications: "Licenses, insurance certificates, bonds and W-9s. Your connections can download the files.",
  portfolio: "Finished jobs with photos, shown on your profile.",
  account: "Your sign-in details.",
  availability: "Mark the days you can take work. Contractors see the next three months on your profile.",
};

/** The page, hydrated when reached (components/deferred-page). */
export default function OwnProfilePage() {
  const { user, can, tab, tabs, alerts, verification, availableToday, branding } = useLoaderData<typeof loader>();
  const { outlet, alone } = useDialogOutlet();
  if (alone) {
    return (
      <PageContainer>
        <Link to="/profile" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to profile
        </Link>
        {outlet}
      </PageContainer>
    );
  }
  const profile = user.gcProfile ?? user.subProfile;
  const add = ADD_ACTIONS[tab];
  return (
    <PageContainer>
      <ProfileHeader
        data={{
          branding,
          displayName: displayName(user),
          roleLabel: roleLabel(user.role),
          specialty: user.subProfile?.specialty,
          location: profile?.location,
          logoUrl: logoUrl(user),
          verification,
          availableNow: availableToday?.available_now,
          nextAvailable: availableToday?.next_available,
          rating: profile ? { average: profile.avg_rating, count: profile.review_count } : null,
          memberSince: user.created_at,
        }}
      />
      <CredentialAlerts alerts={alerts} />
      <TabLinks label="Profile sections" tabs={tabs} current={tab} />
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle>{tabs.find((t) => t.id === tab)?.label}</CardTitle>
            <CardDescription>{can.administer && tab === "info" ? "" : DESCRIPTIONS[tab]}</CardDescription>
            <FirstScreenEnd />
          </div>
          {add ? (
            <ButtonLink to={add.to} size="sm" preventScrollReset>
              <Plus aria-hidden="true" className="size-4" />
              {add.label}
            </ButtonLink>
          ) : null}
        </CardHeader>
        <CardContent>
          <TabContent />
        </CardContent>
      </Card>
      {outlet}
    </PageContainer>
  );
}
