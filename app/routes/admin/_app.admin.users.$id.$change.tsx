import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, type Params } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FormErrors, Textarea } from "~/components/ui/field";
import { APP_NAME } from "~/constants";
import { changeAccountStatus } from "~/domain/accounts.server";
import { getUserForAdmin } from "~/domain/admin.server";
import { notFound } from "~/domain/errors.server";
import { accountActionFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireAdmin } from "~/utils/session.server";
import { moderationForms } from "~/schemas/constraints/moderation";
import { getFormProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";

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
    return { target, change: params.change as keyof typeof CHANGES, title: change.title, tab: tabOf(request) };
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

export default function AccountChangeDialog() {
  const { target, change, tab } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const details = CHANGES[change];
  const actionUrl = `/admin/users/${target.id}/${change}?tab=${tab}&intent=${change}`;
  const back = `/admin?tab=${tab}`;
  const [form, fields] = useSchemaForm(moderationForms.account, {
    instance: change,
    lastResult: lastResult?.result,
    shouldValidate: "onBlur",
  });
  return (
    <RouteDialog title={`${details.title} ${target.username}?`} closeTo={back}>
      <SafeForm action={actionUrl} {...getFormProps(form)} noValidate className="grid gap-4">
        <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
        <p className="text-sm">{details.text}</p>
        <Field
          label="Reason"
          hint={change === "suspend" ? "Shown to them when they try to sign in." : "Kept in the audit log."}
          meta={fields.reason}
        >
          <Textarea {...getTextareaProps(fields.reason)} rows={3} maxLength={500} />
        </Field>
        <FormActions
          label={details.button}
          pendingLabel="Saving..."
          pending={navigation.state !== "idle" && navigation.formAction === actionUrl}
          cancelTo={back}
          variant="destructive"
        />
      </SafeForm>
    </RouteDialog>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Change"} user | ${APP_NAME}` },
];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
