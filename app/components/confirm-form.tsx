import { useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import { SafeForm } from "~/components/safe-form";
import { FormActions, type ButtonStyle } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import type { FormFailure } from "~/utils/forms.server";

/**
 * The body of a confirmation dialog: what will happen, any choice about it (`children`), a button that posts
 * (destructive unless said otherwise), and Cancel.
 */
export function ConfirmForm({
  action,
  text,
  confirmLabel,
  pendingLabel = "Deleting...",
  cancelTo,
  cancelLabel,
  variant = "destructive",
  children,
}: {
  action: string;
  text: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  cancelTo: string;
  cancelLabel?: string;
  variant?: ButtonStyle["variant"];
  children?: ReactNode;
}) {
  const failure = useActionData<FormFailure>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <SafeForm action={action} className="grid gap-4">
      <FormErrors title={failure?.title} errors={failure?.result.error?.[""] ?? undefined} />
      <div className="grid gap-2 text-sm">{text}</div>
      {children}
      <FormActions
        label={confirmLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        cancelTo={cancelTo}
        cancelLabel={cancelLabel}
        variant={variant}
      />
    </SafeForm>
  );
}
