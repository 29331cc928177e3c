import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { shownBranding } from "~/domain/plans.server";
import { abilitiesOf, ownProfileTabsFor } from "~/domain/abilities.server";
import { credentialAlerts, listOwnCredentials, verificationOfUser } from "~/domain/credentials.server";
import {
  availabilityMonth,
  calendarMonth,
  cycleDay,
  availabilitySummary,
  setAvailability,
} from "~/domain/availability.server";
import { listOwnPortfolio } from "~/domain/portfolio.server";
import { saveGcProfile, saveSubProfile } from "~/domain/profiles.server";
import {
  availabilityDaySchema,
  availabilityRangeSchema,
  gcProfileFormSchema,
  PHOTO_MAX_BYTES,
  subProfileFormSchema,
} from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";
import { pageParam } from "~/utils/http.server";

const TABS = [
  { id: "info", label: "Profile Information" },
  { id: "certifications", label: "Certifications" },
  { id: "portfolio", label: "Portfolio" },
  { id: "availability", label: "Availability" },
  { id: "account", label: "Account Settings" },
] as const;
export type TabId = (typeof TABS)[number]["id"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const can = abilitiesOf(user);
  const open = ownProfileTabsFor(user);
  const tabs = TABS.filter((t) => open.includes(t.id));
  const tab: TabId = tabs.find((t) => t.id === query.get("tab"))?.id ?? "info";
  const page = pageParam(query);
  const month = calendarMonth(query.get("month"));
  const [alerts, verification, credentials, portfolio, availability] = await Promise.all([
    can.keepProfile ? credentialAlerts(user.id) : [],
    verificationOfUser(user.id),
    tab === "certifications" ? listOwnCredentials(user) : null,
    tab === "portfolio" ? listOwnPortfolio(user, { page }) : null,
    tab === "availability" ? availabilityMonth(user, user.id, month) : null,
  ]);
  return {
    user,
    can,
    tab,
    tabs: tabs.map(({ id, label }) => ({ id, label, to: id === "info" ? "/profile" : `/profile?tab=${id}` })),
    alerts,
    verification,
    credentials,
    portfolio,
    availability,
    availableToday: can.bid ? await availabilitySummary(user.id) : null,
    branding: await shownBranding(user),
  };
}

/** The Availability tab's two forms: a click on a day, and a range. */
async function availabilityAction(request: Request, user: Awaited<ReturnType<typeof requireUser>>, intent: string) {
  const month = calendarMonth(new URL(request.url).searchParams.get("month"));
  const back = `/profile?tab=availability&month=${month}`;
  if (intent === "cycle") {
    return formAction(request, {
      schema: availabilityDaySchema,
      intent,
      run: async ({ date }) => {
        await cycleDay(user, date);
        return { redirectTo: back };
      },
      failure: () => ({ title: "Failed to update availability" }),
    });
  }
  return formAction(request, {
    schema: availabilityRangeSchema,
    intent,
    run: async (range) => {
      const { days } = await setAvailability(user, range);
      return {
        redirectTo: `/profile?tab=availability&month=${range.from.slice(0, 7)}`,
        toast: {
          type: "success",
          title: "Availability updated",
          description: `${days} ${days === 1 ? "day" : "days"} ${range.status === "clear" ? "cleared" : `marked ${range.status}`}.`,
        },
      };
    },
    failure: () => ({ title: "Failed to update availability" }),
  });
}

/** The profile information form, with the photo when one was chosen (one multipart POST, with or without JS). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const intent = new URL(request.url).searchParams.get("intent");
  if (intent === "cycle" || intent === "range") return availabilityAction(request, user, intent);
  return formAction(request, {
    schema: abilitiesOf(user).hire ? gcProfileFormSchema : subProfileFormSchema,
    upload: { purpose: "logo", field: "photo", maxFileBytes: PHOTO_MAX_BYTES, maxFiles: 1 },
    run: async ({ photo: _chosen, ...fields }, [photo]) => {
      // The domain decides who may have which profile (an admin has none).
      if ("company_name" in fields) await saveGcProfile(user, fields, photo);
      else await saveSubProfile(user, fields, photo);
      return {
        redirectTo: "/profile",
        toast: photo
          ? {
              type: "success",
              title: "Profile updated",
              description: "Your profile photo has been updated successfully.",
            }
          : { type: "success", title: "Profile Updated", description: "Your profile has been updated successfully." },
      };
    },
    failure: (error) =>
      error.fieldErrors?.photo
        ? { message: "Failed to update profile photo", title: "Update failed" }
        : { message: "Failed to update profile" },
  });
}

/** The page's first screen is marked (components/first-screen). */
export const handle = { firstScreen: true };

export default deferredPage(() => import("~/routes/profiles/_app.profile._own.page"));

export const meta: MetaFunction = () => [{ title: `My Profile | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
