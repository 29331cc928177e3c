import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { ButtonLink, FormActions } from "~/components/ui/button";
import { Field, FormErrors, Select, Textarea } from "~/components/ui/field";
import { INVITATION_NOTE_MAX } from "~/constants";
import { projectForms } from "~/schemas/constraints/project";
import { getFormProps, getSelectProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, loader } from "~/routes/invitations/_app.projects.invite";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function InviteDialog() {
  const { projects, projectId, sub, connected, matched } = useLoaderData<typeof loader>();
  const matchedIds = new Set(matched.map((m) => m.id));
  const others = connected.filter((c) => c && !matchedIds.has(c.id));
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const actionUrl = "/projects/invite?intent=invite";
  const [form, fields] = useSchemaForm(projectForms.invite, {
    lastResult: lastResult?.result,
    defaultValue: {
      project_id: projectId ? String(projectId) : "",
      subcontractor_id: String(sub?.id ?? matched[0]?.id ?? ""),
    },
    shouldValidate: "onBlur",
  });
  const back = sub ? `/profile/${sub.id}` : projectId ? `/projects/${projectId}` : "/projects?tab=mine";
  if (projects.length === 0) {
    return (
      <RouteDialog title="Invite to bid" closeTo={back}>
        <p className="mb-4 text-sm">You have no open project to invite to. Post one first.</p>
        <ButtonLink to="/projects/new">Post New Project</ButtonLink>
      </RouteDialog>
    );
  }
  return (
    <RouteDialog title={sub ? `Invite ${sub.display_name} to bid` : "Invite to bid"} closeTo={back}>
      <SafeForm action={actionUrl} {...getFormProps(form)} noValidate className="grid gap-4">
        <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
        <Field label="Project" meta={fields.project_id}>
          <Select {...getSelectProps(fields.project_id)}>
            <option value="">Choose one of your open projects</option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title} ({p.location})
              </option>
            ))}
          </Select>
        </Field>
        {sub ? (
          <input type="hidden" name="subcontractor_id" value={sub.id} />
        ) : (
          <Field
            label="Subcontractor"
            hint={
              matched.length
                ? "Best matches for this project's trade first, then your connections"
                : "Your connected subcontractors; more from search and matches"
            }
            meta={fields.subcontractor_id}
          >
            <Select {...getSelectProps(fields.subcontractor_id)}>
              <option value="">Choose a subcontractor</option>
              {matched.length ? (
                <optgroup label="Matched for this project">
                  {matched.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                      {m.specialty ? ` (${m.specialty}` : " ("}
                      {m.distance === null ? ")" : `, ${Math.round(m.distance)} mi)`}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <optgroup label="Your connections">
                {others.map((c) =>
                  c ? (
                    <option key={c.id} value={c.id}>
                      {c.display_name}
                      {c.specialty ? ` (${c.specialty})` : ""}
                    </option>
                  ) : null,
                )}
              </optgroup>
            </Select>
          </Field>
        )}
        <Field label="Note (optional)" hint={`Up to ${INVITATION_NOTE_MAX} characters`} meta={fields.note}>
          <Textarea {...getTextareaProps(fields.note)} rows={3} placeholder="Why you think they are a good fit." />
        </Field>
        <FormActions
          label="Send invitation"
          pendingLabel="Sending..."
          pending={navigation.state !== "idle" && navigation.formAction === actionUrl}
          cancelTo={back}
        />
      </SafeForm>
    </RouteDialog>
  );
}
