import { useActionData, useNavigation } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FormErrors, Input } from "~/components/ui/field";
import { DELETE_CONFIRMATION } from "~/constants";
import { settingsForms } from "~/schemas/constraints/settings";
import { getFormProps, getInputProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action } from "~/routes/account/_app.profile._own.delete-account";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function DeleteAccountDialog() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const actionUrl = "/profile/delete-account?intent=delete";
  const [form, fields] = useSchemaForm(settingsForms["delete-account"], {
    lastResult: lastResult?.result,
    shouldValidate: "onBlur",
  });
  return (
    <RouteDialog title="Delete your account?" closeTo="/profile?tab=account">
      <SafeForm action={actionUrl} {...getFormProps(form)} noValidate className="grid gap-4">
        <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
        <p className="text-sm">
          This permanently removes your profile, projects and their applications, your applications, portfolio,
          credentials and files, messages, connections and reviews. It cannot be undone.
        </p>
        <Field label="Password" meta={fields.password}>
          <Input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" />
        </Field>
        <Field label={`Type ${DELETE_CONFIRMATION} to confirm`} meta={fields.confirmation}>
          <Input
            {...getInputProps(fields.confirmation, { type: "text" })}
            autoComplete="off"
            autoCapitalize="characters"
          />
        </Field>
        <FormActions
          label="Delete Account"
          pendingLabel="Deleting..."
          pending={navigation.state !== "idle" && navigation.formAction === actionUrl}
          cancelTo="/profile?tab=account"
          variant="destructive"
        />
      </SafeForm>
    </RouteDialog>
  );
}
