import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { ButtonLink, FormActions } from "~/components/ui/button";
import { Field, FormErrors, Select, Textarea } from "~/components/ui/field";
import { APP_NAME, INVITATION_NOTE_MAX } from "~/constants";
import { abilitiesOf, mayInviteToBid } from "~/domain/abilities.server";
import { listConnections } from "~/domain/connections.server";
import { inviteToBid } from "~/domain/invitations.server";
import { matchSubcontractorsForProject } from "~/domain/matching.server";
import { personCard } from "~/domain/people.server";
import { openProjectsOf } from "~/domain/projects.server";
import { invitationFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";
import { projectForms } from "~/schemas/constraints/project";
import { getFormProps, getSelectProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";

/** How many matched subcontractors the project's invite screen offers. */
const MATCHES_OFFERED = 12;

/** Invite to bid, from a subcontractor's profile (choose the project) or from a project (choose a connection). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!abilitiesOf(user).hire) throw redirect("/projects");
  const query = new URL(request.url).searchParams;
  const subId = Number(query.get("subcontractorId")) || null;
  const sub = subId ? await personCard(user, subId) : null;
  const connected = sub
    ? []
    : (await listConnections(user, { tab: "connected" })).items
        .map((c) => c.other)
        .filter((o) => o && mayInviteToBid(user, o));
  const projects = await openProjectsOf(user);
  const projectId = Number(query.get("projectId")) || null;
  // From a project: the subcontractors matching its trade near its site come first, the best one chosen.
  const matched =
    !sub && projectId && projects.some((p) => p.id === projectId)
      ? (await matchSubcontractorsForProject(user, projectId)).slice(0, MATCHES_OFFERED).map((m) => ({
          id: m.subcontractor.user_id,
          name: m.subcontractor.business_name,
          specialty: m.subcontractor.specialty,
          distance: m.subcontractor.distance_miles,
        }))
      : [];
  return {
    projects,
    projectId,
    matched,
    // Only a subcontractor whose profile the contractor may open is named here (and may be invited).
    sub: sub && mayInviteToBid(user, sub) && sub.profile_url ? sub : null,
    connected,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: invitationFormSchema,
    run: async ({ project_id, ...input }) => {
      await inviteToBid(user, project_id, input);
      return {
        redirectTo: `/projects/${project_id}`,
        toast: {
          type: "success",
          title: "Invitation sent",
          description: "The subcontractor can now see your project.",
        },
      };
    },
    failure: () => ({ title: "Failed to send invitation" }),
  });
}

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

export const meta: MetaFunction = () => [{ title: `Invite to bid | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
