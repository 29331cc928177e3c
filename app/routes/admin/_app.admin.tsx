import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import type * as z from "zod";

import { deferredPage } from "~/components/deferred-page";
import { adminDashboardCharts } from "~/domain/charts.server";
import { type OutboxData } from "~/components/admin/outbox-panel";
import { APP_NAME, OUTBOX_STATES, PLAN_LABELS } from "~/constants";
import { changeAccountStatus } from "~/domain/accounts.server";
import {
  adminDashboard,
  getOutboxEmail,
  listOutbox,
  listUsersForAdmin,
  mailSetup,
  outboxCounts,
  retryOutboxEmail,
  setAdminVerified,
} from "~/domain/admin.server";
import { listReviewQueue, reviewCredential, reviewQueueCount } from "~/domain/credential-review.server";
import { setPlan } from "~/domain/plans.server";
import { listContactMessages, setContactHandled } from "~/domain/contact.server";
import { listAuditLog } from "~/domain/audit.server";
import { decideReport, listReportGroups, reportCounts, unhideContent } from "~/domain/moderation.server";
import { adminIntentSchemas, sameSitePath, type AdminIntent } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { pageData, pageParam } from "~/utils/http.server";
import { requireAdmin } from "~/utils/session.server";

const TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "users", label: "Users" },
  { id: "moderation", label: "Moderation Queue" },
  { id: "verification", label: "Verification" },
  { id: "messages", label: "Messages" },
  { id: "audit", label: "Audit Log" },
  { id: "outbox", label: "Email Outbox" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** The texts for a tab whose data could not be read. */
const LOAD_ERRORS: Record<TabId, string> = {
  dashboard: "Error loading dashboard data",
  users: "Error loading users. Please try again.",
  moderation: "Error loading moderation data",
  verification: "Error loading the verification queue. Please try again.",
  messages: "Error loading messages. Please try again.",
  audit: "Error loading the audit log. Please try again.",
  outbox: "Error loading the outbox. Please try again.",
};

async function tabData(user: Parameters<typeof adminDashboard>[0], tab: TabId, query: URLSearchParams) {
  const page = pageParam(query);
  switch (tab) {
    case "dashboard": {
      const dashboard = await adminDashboard(user);
      return { tab, dashboard, charts: adminDashboardCharts(dashboard) } as const;
    }
    case "users": {
      const filters = {
        q: query.get("q") ?? "",
        role: query.get("role") ?? "",
        status: query.get("status") ?? "",
        includeDeleted: query.get("includeDeleted") === "true",
      };
      return { tab, filters, users: await listUsersForAdmin(user, { ...filters, page }) } as const;
    }
    case "moderation": {
      const view = query.get("view") === "decided" ? "decided" : "pending";
      return { tab, view, reports: await listReportGroups(user, { view, page }) } as const;
    }
    case "verification":
      return { tab, queue: await listReviewQueue(user, { page }) } as const;
    case "messages": {
      const show = query.get("show") === "open" ? "open" : "all";
      return { tab, show, messages: await listContactMessages(user, { page, show }) } as const;
    }
    case "audit":
      return { tab, log: await listAuditLog(user, { page }) } as const;
    case "outbox": {
      const state = OUTBOX_STATES.find((s) => s === query.get("state")) ?? null;
      const selected = Number(query.get("email"));
      const outbox: OutboxData = {
        state,
        emails: await listOutbox(user, { state: state ?? undefined, page }),
        counts: await outboxCounts(user),
        ...(await mailSetup(user)),
        selected: selected ? await pageData(() => getOutboxEmail(user, selected)) : null,
      };
      return { tab, outbox } as const;
    }
  }
}

// Non-admins (and signed-out visitors) are sent to "/".
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const query = new URL(request.url).searchParams;
  const tab: TabId = TABS.find((t) => t.id === query.get("tab"))?.id ?? "dashboard";
  const pending = (await reportCounts()).pendingCount;
  const awaitingReview = await reviewQueueCount();
  try {
    return {
      viewerId: user.id,
      tabs: TABS,
      pending,
      awaitingReview,
      content: await tabData(user, tab, query),
      loadError: null,
    };
  } catch (error) {
    console.error(error);
    return {
      viewerId: user.id,
      tabs: TABS,
      pending,
      awaitingReview,
      content: null,
      loadError: { tab, message: LOAD_ERRORS[tab] },
    };
  }
}

/** Where a one-click form returns: the admin page it was sent from (its `back`), else the tab. */
function backTo(formData: FormData, tab: string) {
  const back = sameSitePath(String(formData.get("back") ?? ""));
  return back && /^\/admin(?=$|[/?#])/.test(back) ? back : `/admin?tab=${tab}`;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const requested = new URL(request.url).searchParams.get("intent") ?? "";
  if (!(requested in adminIntentSchemas)) return data({ message: "Unknown form" }, { status: 400 });
  const intent = requested as AdminIntent;
  const tab =
    intent === "activate" || intent === "verify" || intent === "plan"
      ? "users"
      : intent === "contact"
        ? "messages"
        : intent === "retry-email"
          ? "outbox"
          : intent === "review-credential"
            ? "verification"
            : "moderation";
  return formAction(request, {
    schema: adminIntentSchemas[intent] as z.ZodType,
    intent,
    run: async (input, _files, formData) => {
      const redirectTo = backTo(formData, tab);
      if (intent === "activate") {
        const { user_id } = input as z.infer<(typeof adminIntentSchemas)["activate"]>;
        await changeAccountStatus(user, user_id, { status: "active" });
        return { redirectTo, toast: { type: "success", title: "User activated successfully" } };
      }
      if (intent === "verify") {
        const { user_id, verified } = input as z.infer<(typeof adminIntentSchemas)["verify"]>;
        await setAdminVerified(user, user_id, verified);
        return {
          redirectTo,
          toast: { type: "success", title: verified ? "Marked business checked" : "Business check removed" },
        };
      }
      if (intent === "review-credential") {
        const { credential_id, ...review } = input as z.infer<(typeof adminIntentSchemas)["review-credential"]>;
        const credential = await reviewCredential(user, credential_id, review);
        return {
          redirectTo,
          toast: {
            type: "success",
            title: review.decision === "verified" ? `Verified: ${credential.name}` : `Refused: ${credential.name}`,
            description: "The owner has been notified.",
          },
        };
      }
      if (intent === "plan") {
        const { user_id, plan } = input as z.infer<(typeof adminIntentSchemas)["plan"]>;
        await setPlan(user, user_id, plan);
        return { redirectTo, toast: { type: "success", title: `Plan set to ${PLAN_LABELS[plan]}` } };
      }
      if (intent === "decide") {
        const { report_id, ...decision } = input as z.infer<(typeof adminIntentSchemas)["decide"]>;
        await decideReport(user, report_id, decision);
        return { redirectTo, toast: { type: "success", title: "Content moderation updated" } };
      }
      if (intent === "unhide") {
        const { content_type, content_id } = input as z.infer<(typeof adminIntentSchemas)["unhide"]>;
        await unhideContent(user, content_type, content_id);
        return { redirectTo, toast: { type: "success", title: "Content moderation updated" } };
      }
      if (intent === "retry-email") {
        const { email_id } = input as z.infer<(typeof adminIntentSchemas)["retry-email"]>;
        await retryOutboxEmail(user, email_id);
        return { redirectTo, toast: { type: "success", title: "Email queued again" } };
      }
      const { message_id, handled } = input as z.infer<(typeof adminIntentSchemas)["contact"]>;
      await setContactHandled(user, message_id, handled);
      return { redirectTo, toast: { type: "success", title: handled ? "Marked as handled" : "Marked as not handled" } };
    },
    failure: (error) =>
      intent === "decide" || intent === "unhide"
        ? { title: "Failed to update moderation" }
        : intent === "activate" || intent === "verify" || intent === "plan"
          ? { title: `Failed to update user: ${error.message}` }
          : intent === "review-credential"
            ? { title: "Could not record the review" }
            : { title: "Error" },
  });
}

export default deferredPage(() => import("~/routes/admin/_app.admin.page"));

export const meta: MetaFunction = () => [{ title: `Admin Panel | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
