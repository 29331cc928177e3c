import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { changeAccountStatus } from "~/domain/accounts.server";
import { getUserForAdmin } from "~/domain/admin.server";
import { notFound } from "~/domain/errors.server";
import { accountActionFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireAdmin } from "~/utils/session.server";

/** Suspend and Delete from the Users tab: both ask for a reason, in a dialog (a page without JavaScript). */
const CHANGES = {
  suspend: {
    status: "suspended",
    title: "Suspend",
    text: "They are signed out at their next request, see the reason when they try to sign in, and their profile and projects leave search until you activate them again.",
    button: "Suspend user",
    done: "User suspended successfully",
  },
  delete: {
    status: "deleted",
    title: "Delete",
    text: "Their profile, projects, applications, messages, connections, reviews and files are removed for good, and they can no longer sign in. This cannot be undone.",
    button: "Delete user",
    done: "User deleted successfully",
  },
} as const;

function changeOf(params: Params) {
  const change = CHANGES[params.change as keyof typeof CHANGES];
  if (!change) throw notFound("Page not found");
  return change;
}

/** The tab the dialog was opened from (Users, or a report's card in the Moderation Queue), where it returns. */
function tabOf(request: Request) {
  return new URL(request.url).searchParams.get("tab") === "moderation" ? "moderation" : "users";
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return pageData(async () => {
    const change = changeOf(params);
    const target = await getUserForAdmin(admin, idParam(params, "id", "User not found"));
    const { title, text, button } = change;
    return { target, change: params.change as keyof typeof CHANGES, title, text, button, tab: tabOf(request) };
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const change = await pageData(async () => changeOf(params));
  return formAction(request, {
    schema: accountActionFormSchema,
    run: async ({ reason }) => {
      await changeAccountStatus(admin, idParam(params, "id", "User not found"), { status: change.status, reason });
      return { redirectTo: `/admin?tab=${tabOf(request)}`, toast: { type: "success", title: change.done } };
    },
    failure: (error) => ({ title: `Failed to update user: ${error.message}` }),
  });
}

export default deferredPage(() => import("~/routes/admin/_app.admin.users.$id.$change.page"));

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Change"} user | ${APP_NAME}` },
];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
