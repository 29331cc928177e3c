import { useLoaderData } from "@remix-run/react";

import { ConnectControl } from "~/components/connections/connection-buttons";
import { MessageSquare } from "~/components/icons";
import { PageContainer } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { CredentialList } from "~/components/profile/credential-list";
import { PortfolioGrid } from "~/components/profile/portfolio-grid";
import { ProfileDetails } from "~/components/profile/profile-details";
import { ProfileHeader } from "~/components/profile/profile-header";
import { AvailabilityCalendar, Legend } from "~/components/availability/availability-calendar";
import { ReportLink } from "~/components/report-link";
import { DialogPage, useDialogOutlet } from "~/components/dialog-outlet";
import { RatingOverview } from "~/components/reviews/rating-overview";
import { ReviewCard } from "~/components/reviews/review-card";
import { TabLinks } from "~/components/tab-links";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { PlaceMap } from "~/components/maps/place-map";
import type { loader } from "~/routes/profiles/_app.profile.$userId";

/** The page, hydrated when reached (components/deferred-page). */
export default function UserProfilePage() {
  const {
    viewerId,
    profile,
    tabs,
    tab,
    connection,
    replyHours,
    canInvite,
    overview,
    reviews,
    availability,
    back,
    map,
    charts,
    branding,
  } = useLoaderData<typeof loader>();
  const { outlet, alone } = useDialogOutlet();
  if (alone) return <DialogPage>{outlet}</DialogPage>;
  const details = profile.gcProfile ?? profile.subProfile;
  return (
    <PageContainer>
      <ProfileHeader
        data={{
          branding,
          displayName: profile.display_name,
          roleLabel: profile.role_label,
          specialty: profile.subProfile?.specialty,
          location: details?.location,
          logoUrl: details?.logo_url ?? null,
          verification: profile.verification,
          availableNow: profile.availability?.available_now,
          nextAvailable: profile.availability?.next_available,
          rating: details ? { average: details.avg_rating, count: details.review_count } : null,
          memberSince: profile.created_at,
          lastActiveAt: profile.last_active_at,
          replyHours,
        }}
        actions={
          <>
            <ButtonLink to={`/messages?userId=${profile.id}`} size="sm">
              <MessageSquare aria-hidden="true" className="size-4" />
              Message
            </ButtonLink>
            <ConnectControl userId={profile.id} state={connection} back={back} />
            {canInvite ? (
              <ButtonLink to={`/projects/invite?subcontractorId=${profile.id}`} size="sm" variant="outline">
                Invite to bid
              </ButtonLink>
            ) : null}
            <ButtonLink to={`/appointments/new?userId=${profile.id}`} size="sm" variant="outline">
              Book a site visit
            </ButtonLink>
            <ReportLink to={`/profile/${profile.id}/report`} />
          </>
        }
      />
      <TabLinks label="Profile sections" tabs={tabs} current={tab} />
      <Card>
        <CardHeader>
          <CardTitle>{tabs.find((t) => t.id === tab)?.label}</CardTitle>
          {tab === "certifications" && !profile.credential_files_visible ? (
            <CardDescription>Files are shared with connections; the status and expiry are public.</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          {tab === "info" ? (
            <div className={map ? "grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" : undefined}>
              {map ? <PlaceMap map={map} className="lg:col-start-2 lg:row-start-1" /> : null}
              <ProfileDetails profile={profile} />
            </div>
          ) : null}
          {tab === "certifications" ? (
            <CredentialList credentials={profile.credentials} emptyText="No credentials added yet." />
          ) : null}
          {tab === "reviews" && overview && charts && reviews ? (
            <div className="grid gap-6">
              <RatingOverview overview={overview} charts={charts} />
              {reviews.items.length ? (
                <ul className="grid gap-3">
                  {reviews.items.map((r) => (
                    <ReviewCard
                      key={r.id}
                      review={r}
                      viewerId={viewerId}
                      back={back}
                      reportTo={`/profile/${profile.id}/reviews/${r.id}/report`}
                    />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No reviews yet</p>
              )}
              <Pager
                page={reviews.page}
                pageCount={reviews.page_count}
                href={(p) => `/profile/${profile.id}?tab=reviews&page=${p}`}
              />
            </div>
          ) : null}
          {tab === "availability" && availability ? (
            <div className="grid gap-4">
              <div className="grid gap-6 md:grid-cols-3">
                {availability.months.map((month) => (
                  <AvailabilityCalendar
                    key={month}
                    month={month}
                    marks={availability.marks}
                    today={availability.today}
                  />
                ))}
              </div>
              <Legend />
              {availability.marks.length === 0 ? (
                <p className="text-sm text-muted-foreground">No days marked for the next three months.</p>
              ) : null}
            </div>
          ) : null}
          {tab === "portfolio" ? (
            <>
              <PortfolioGrid items={profile.portfolio.items} emptyText="No portfolio projects yet." />
              <Pager
                page={profile.portfolio.page}
                pageCount={profile.portfolio.page_count}
                href={(p) => `/profile/${profile.id}?tab=portfolio&page=${p}`}
              />
            </>
          ) : null}
        </CardContent>
      </Card>
      {outlet}
    </PageContainer>
  );
}
