import { useActionData, useNavigation } from "@remix-run/react";

import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import type { FormFailure } from "~/utils/forms.server";

/** The body of a confirmation dialog: what will happen, a destructive button that posts, and Cancel. */
export function ConfirmForm({
  action,
  text,
  confirmLabel,
  cancelTo,
}: {
  action: string;
  text: string;
  confirmLabel: string;
  cancelTo: string;
}) {
  const failure = useActionData<FormFailure>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <SafeForm action={action} className="grid gap-4">
      <FormErrors title={failure?.title} errors={failure?.result.error?.[""] ?? undefined} />
      <p className="text-sm">{text}</p>
      <FormActions
        label={confirmLabel}
        pendingLabel="Deleting..."
        pending={pending}
        cancelTo={cancelTo}
        variant="destructive"
      />
    </SafeForm>
  );
}
