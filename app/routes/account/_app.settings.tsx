import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type * as z from "zod";

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
import { APP_NAME, TRIAL_DAYS, type Role } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { planStatus, postingAllowance, saveBranding, savedBranding, startTrial } from "~/domain/plans.server";
import {
  changePassword,
  endOtherSessions,
  getPhone,
  getPrivacySettings,
  getTimeZone,
  listSessions,
  notificationPreferences,
  setPhone,
  setTimeZone,
  updateNotificationPreferences,
  updatePrivacySettings,
} from "~/domain/settings.server";
import {
  brandingFormSchema,
  noFields,
  notificationsFormSchema,
  passwordChangeSchema,
  phoneFormSchema,
  privacyFormSchema,
  timeZoneFormSchema,
} from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { getSession, requireUser } from "~/utils/session.server";
import { roleLabel } from "~/lib/user-display";

const TABS = [
  { id: "account", label: "Account" },
  { id: "security", label: "Security" },
  { id: "notifications", label: "Notifications" },
  { id: "privacy", label: "Privacy" },
  { id: "plan", label: "Plan" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** Administrators run the service and are on no plan. */
const tabsFor = (user: { role: Role }) => TABS.filter((t) => t.id !== "plan" || abilitiesOf(user).keepProfile);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const requested = new URL(request.url).searchParams.get("tab");
  const tabs = tabsFor(user);
  const tab: TabId = tabs.find((t) => t.id === requested)?.id ?? "account";
  const sessionId = (await getSession(request)).get("sessionId");
  const privacy = await getPrivacySettings(user);
  return {
    tab,
    account: { username: user.username, email: user.email, roleLabel: roleLabel(user.role) },
    keepsPhone: abilitiesOf(user).keepProfile,
    phone: abilitiesOf(user).keepProfile ? await getPhone(user) : null,
    timeZone: await getTimeZone(user),
    sessions: tab === "security" ? await listSessions(user, sessionId) : { items: [], total: 0 },
    privacy,
    notifications: notificationPreferences(privacy),
    tabs,
    plan: tab === "plan" ? await planStatus(user) : null,
    postings: tab === "plan" && abilitiesOf(user).hire ? await postingAllowance(user) : null,
    branding: await savedBranding(user),
  };
}

const SCHEMAS = {
  phone: phoneFormSchema,
  timezone: timeZoneFormSchema,
  password: passwordChangeSchema,
  end_sessions: noFields,
  notifications: notificationsFormSchema,
  privacy: privacyFormSchema,
  trial: noFields,
  branding: brandingFormSchema,
} as const;
type Intent = keyof typeof SCHEMAS;

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const requested = new URL(request.url).searchParams.get("intent") ?? "";
  if (!(requested in SCHEMAS)) return data({ message: "Unknown form" }, { status: 400 });
  const intent = requested as Intent;
  const sessionId = (await getSession(request)).get("sessionId");
  return formAction(request, {
    schema: SCHEMAS[intent] as z.ZodType,
    intent,
    run: async (input) => {
      if (intent === "phone") {
        await setPhone(user, (input as z.infer<typeof phoneFormSchema>).phone);
        return {
          redirectTo: "/settings",
          toast: { type: "success", title: "Phone saved", description: "Your phone number is saved." },
        };
      }
      if (intent === "timezone") {
        await setTimeZone(user, (input as z.infer<typeof timeZoneFormSchema>).time_zone);
        return {
          redirectTo: "/settings",
          toast: { type: "success", title: "Time zone saved", description: "Times are shown in it from now on." },
        };
      }
      if (intent === "password") {
        await changePassword(user, sessionId, input as z.infer<typeof passwordChangeSchema>);
        return {
          redirectTo: "/settings?tab=security",
          toast: { type: "success", title: "Password Updated", description: "Your other sessions were signed out." },
        };
      }
      if (intent === "end_sessions") {
        const n = await endOtherSessions(user, sessionId);
        return {
          redirectTo: "/settings?tab=security",
          toast: {
            type: "success",
            title: "Signed out",
            description: `${n} other ${n === 1 ? "session" : "sessions"} signed out.`,
          },
        };
      }
      if (intent === "trial") {
        const plan = await startTrial(user);
        return {
          redirectTo: "/settings?tab=plan",
          toast: {
            type: "success",
            title: "Pro trial started",
            description: `Every Pro feature is yours for ${plan.trial?.days_left ?? TRIAL_DAYS} days.`,
          },
        };
      }
      if (intent === "branding") {
        await saveBranding(user, input as z.infer<typeof brandingFormSchema>);
        return {
          redirectTo: "/settings?tab=plan",
          toast: { type: "success", title: "Branding saved", description: "Your public profile shows it." },
        };
      }
      if (intent === "notifications") {
        await updateNotificationPreferences(user, input as z.infer<typeof notificationsFormSchema>);
        return {
          redirectTo: "/settings?tab=notifications",
          toast: {
            type: "success",
            title: "Notification Settings Updated",
            description: "Your preferences are saved.",
          },
        };
      }
      await updatePrivacySettings(user, input as z.infer<typeof privacyFormSchema>);
      return {
        redirectTo: "/settings?tab=privacy",
        toast: { type: "success", title: "Privacy Settings Updated", description: "Your privacy settings are saved." },
      };
    },
    failure: (error) =>
      intent === "privacy"
        ? { title: "Error", message: "Failed to update privacy settings. Please try again." }
        : intent === "trial"
          ? { title: "Could not start the trial", message: error.message }
          : { title: "Error" },
  });
}

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

export const meta: MetaFunction = () => [{ title: `Settings | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
