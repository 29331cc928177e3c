import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { Avatar } from "~/components/avatar";
import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FormErrors, Select, Textarea } from "~/components/ui/field";
import { CONNECTION_MESSAGE_MAX, CONNECTION_TYPE_LABELS, CONNECTION_TYPES } from "~/constants";
import { imageVariant } from "~/lib/images";
import { connectionForms } from "~/schemas/constraints/connection";
import { getFormProps, getSelectProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, loader } from "~/routes/connections/_app.connections.new";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function ConnectDialog() {
  const { person, state } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const actionUrl = `/connections/new?userId=${person.id}&intent=send`;
  const [form, fields] = useSchemaForm(connectionForms.connect, {
    lastResult: lastResult?.result,
    defaultValue: { type: "general" },
    shouldValidate: "onBlur",
  });
  const back = person.profile_url ?? "/connections";
  return (
    <RouteDialog title={`Connect with ${person.display_name}`} closeTo={back}>
      {state.state !== "none" && state.state !== "declined" ? (
        <p className="text-sm">
          {state.state === "connected"
            ? "You are already connected."
            : state.state === "sent"
              ? "Your request is waiting for an answer."
              : "They have asked to connect with you: answer on their profile or in Pending Requests."}
        </p>
      ) : (
        <SafeForm action={actionUrl} {...getFormProps(form)} noValidate className="grid gap-4">
          <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
          <div className="flex items-center gap-3">
            <Avatar name={person.display_name} src={imageVariant(person.logo_url, "avatar")} />
            <div>
              <p className="font-medium">{person.display_name}</p>
              <p className="text-sm text-muted-foreground">
                {person.role_label}
                {person.location ? ` · ${person.location}` : ""}
              </p>
            </div>
          </div>
          <input type="hidden" name="recipient_id" value={person.id} />
          <input type="hidden" name="back" value={back} />
          <Field label="Type" meta={fields.type}>
            <Select {...getSelectProps(fields.type)}>
              {CONNECTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CONNECTION_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Message (optional)" hint={`Up to ${CONNECTION_MESSAGE_MAX} characters`} meta={fields.message}>
            <Textarea
              {...getTextareaProps(fields.message)}
              rows={4}
              placeholder="Say who you are and why you'd like to connect."
            />
          </Field>
          <FormActions
            label="Send request"
            pendingLabel="Sending..."
            pending={navigation.state === "submitting" && navigation.formAction === actionUrl}
            cancelTo={back}
          />
        </SafeForm>
      )}
    </RouteDialog>
  );
}
