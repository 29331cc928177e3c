import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FormErrors, Textarea } from "~/components/ui/field";
import { moderationForms } from "~/schemas/constraints/moderation";
import { getFormProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, loader } from "~/routes/admin/_app.admin.users.$id.$change";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function AccountChangeDialog() {
  const { target, change, title, text, button, tab } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const actionUrl = `/admin/users/${target.id}/${change}?tab=${tab}&intent=${change}`;
  const back = `/admin?tab=${tab}`;
  const [form, fields] = useSchemaForm(moderationForms.account, {
    instance: change,
    lastResult: lastResult?.result,
    shouldValidate: "onBlur",
  });
  return (
    <RouteDialog title={`${title} ${target.username}?`} closeTo={back}>
      <SafeForm action={actionUrl} {...getFormProps(form)} noValidate className="grid gap-4">
        <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
        <p className="text-sm">{text}</p>
        <Field
          label="Reason"
          hint={change === "suspend" ? "Shown to them when they try to sign in." : "Kept in the audit log."}
          meta={fields.reason}
        >
          <Textarea {...getTextareaProps(fields.reason)} rows={3} maxLength={500} />
        </Field>
        <FormActions
          label={button}
          pendingLabel="Saving..."
          pending={navigation.state !== "idle" && navigation.formAction === actionUrl}
          cancelTo={back}
          variant="destructive"
        />
      </SafeForm>
    </RouteDialog>
  );
}
