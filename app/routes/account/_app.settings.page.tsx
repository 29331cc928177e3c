import { useActionData, useLoaderData } from "@remix-run/react";

import { Download } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import {
  AccountFacts,
  NotificationsForm,
  PasswordForm,
  PhoneForm,
  TimeZoneForm,
  PrivacyForm,
  SessionsList,
  type SettingsFailure,
} from "~/components/settings/settings-forms";
import { BrandingCard, PlanCard } from "~/components/settings/plan-settings";
import { TabLinks } from "~/components/tab-links";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { action, loader } from "~/routes/account/_app.settings";

/** The page, hydrated when reached (components/deferred-page). */
export default function SettingsPage() {
  const {
    tab,
    tabs,
    account,
    keepsPhone,
    phone,
    timeZone,
    sessions,
    privacy,
    notifications,
    plan,
    postings,
    branding,
  } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const failed = failure && "result" in failure ? (failure as SettingsFailure) : undefined;
  return (
    <PageContainer>
      <PageHeader title="Settings" />
      <TabLinks
        label="Settings sections"
        current={tab}
        tabs={tabs.map((t) => ({
          id: t.id,
          label: t.label,
          to: t.id === "account" ? "/settings" : `/settings?tab=${t.id}`,
        }))}
      />
      {tab === "account" ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Account</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6">
              <AccountFacts {...account} />
              {keepsPhone ? <PhoneForm phone={phone} failure={failed} /> : null}
              <TimeZoneForm zone={timeZone} failure={failed} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Your data</CardTitle>
              <CardDescription>Everything TradeLink holds about you, to keep or to take elsewhere.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              {[
                ["/resources/export/data", "Download my data (JSON)"],
                ["/resources/export/projects", "Export projects (CSV)"],
                ["/resources/export/applications", "Export applications (CSV)"],
              ].map(([href, label]) => (
                <a
                  key={href}
                  href={href}
                  download
                  className="inline-flex h-10 items-center gap-2 rounded-md border border-input px-4 text-sm font-medium hover:bg-muted"
                >
                  <Download aria-hidden="true" className="size-4" />
                  {label}
                </a>
              ))}
            </CardContent>
          </Card>
        </>
      ) : null}
      {tab === "security" ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Change password</CardTitle>
              <CardDescription>Changing it signs you out everywhere else.</CardDescription>
            </CardHeader>
            <CardContent>
              <PasswordForm failure={failed} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Where you are signed in</CardTitle>
            </CardHeader>
            <CardContent>
              <SessionsList sessions={sessions.items} total={sessions.total} />
            </CardContent>
          </Card>
        </>
      ) : null}
      {tab === "notifications" ? (
        <Card>
          <CardHeader>
            <CardTitle>Notifications</CardTitle>
            <CardDescription>
              Everything reaches your inbox (the bell); these choose what also comes by email.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <NotificationsForm prefs={notifications} failure={failed} />
          </CardContent>
        </Card>
      ) : null}
      {tab === "privacy" ? (
        <Card>
          <CardHeader>
            <CardTitle>Privacy</CardTitle>
            <CardDescription>Who sees your profile and details, and who may contact you.</CardDescription>
          </CardHeader>
          <CardContent>
            <PrivacyForm privacy={privacy} failure={failed} />
          </CardContent>
        </Card>
      ) : null}
      {tab === "plan" && plan ? (
        <>
          <PlanCard plan={plan} postings={postings} failure={failed} />
          <BrandingCard allowed={plan.allows.branding} branding={branding} failure={failed} />
        </>
      ) : null}
    </PageContainer>
  );
}
