import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useNavigation } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FormErrors, Input } from "~/components/ui/field";
import { APP_NAME, DELETE_CONFIRMATION } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { deleteOwnAccount } from "~/domain/settings.server";
import { deleteAccountSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";
import { settingsForms } from "~/schemas/constraints/settings";
import { getFormProps, getInputProps, useSchemaForm } from "~/utils/use-schema-form";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!abilitiesOf(user).keepProfile) throw redirect("/profile?tab=account");
  return null;
}

/** Delete Account (from the profile's Account Settings): the password and DELETE, then the goodbye page. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: deleteAccountSchema,
    run: async ({ password }) => {
      await deleteOwnAccount(user, password);
      // The session went with the account; the goodbye page clears the cookie and the browser's cache.
      return { redirectTo: "/goodbye" };
    },
    failure: () => ({ title: "Your account was not deleted" }),
  });
}

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

export const meta: MetaFunction = () => [{ title: `Delete account | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
