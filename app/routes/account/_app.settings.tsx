import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import type * as z from "zod";

import { deferredPage } from "~/components/deferred-page";
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

export default deferredPage(() => import("~/routes/account/_app.settings.page"));

export const meta: MetaFunction = () => [{ title: `Settings | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
