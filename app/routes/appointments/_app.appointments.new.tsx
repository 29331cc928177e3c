import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { useViewerTimeZone } from "~/components/appointments/time-range";
import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { Button, FormActions } from "~/components/ui/button";
import { Field, FormErrors, Input, Label, Select, Textarea } from "~/components/ui/field";
import { APP_NAME, APPOINTMENT_TEXT_MAX } from "~/constants";
import { bookAppointment, sharedProjects } from "~/domain/appointments.server";
import { listConnections } from "~/domain/connections.server";
import { conflict, invalid } from "~/domain/errors.server";
import { personCard } from "~/domain/people.server";
import { messagingPermission } from "~/domain/privacy.server";
import { getTimeZone } from "~/domain/settings.server";
import { appointmentFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";
import { isTimeZone, zonedToUtc } from "~/lib/time-zones";
import { useSchemaForm } from "~/utils/use-schema-form";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const userId = Number(query.get("userId"));
  const zone = await getTimeZone(user);
  const card = Number.isSafeInteger(userId) && userId > 0 && userId !== user.id ? await personCard(user, userId) : null;
  const permission = card ? await messagingPermission(user, card.id) : null;
  // Someone the user may neither open nor contact is not named: an id must not tell whose it is.
  const person = card && (card.profile_url || permission?.allowed) ? card : null;
  if (!person || !permission) {
    // Who to meet: the people the user is connected to.
    const connected = await listConnections(user, { tab: "connected" });
    return {
      person: null,
      refusal: null,
      choices: connected.items.flatMap((c) => (c.other ? [{ id: c.other.id, name: c.other.display_name }] : [])),
      projects: [],
      projectId: null,
      zone,
    };
  }
  return {
    person: { id: person.id, name: person.display_name },
    refusal: permission.allowed ? null : permission.reason.replace("accepts messages", "accepts appointments"),
    choices: [],
    projects: await sharedProjects(user.id, person.id),
    projectId: Number(query.get("projectId")) || null,
    zone,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: appointmentFormSchema,
    run: async (input) => {
      const zone = input.tz && isTimeZone(input.tz) ? input.tz : await getTimeZone(user);
      const [start, end] = [zonedToUtc(input.start, zone), zonedToUtc(input.end, zone)];
      if (!start || !end) throw invalid("Choose the start and end date and time");
      const { appointment, warnings } = await bookAppointment(
        user,
        {
          attendee_id: input.user_id,
          title: input.title,
          description: input.description,
          start_time: start.toISOString(),
          end_time: end.toISOString(),
          location: input.location,
          project_id: input.project_id,
        },
        { acceptWarnings: input.confirm === "1" },
      );
      if (!appointment) {
        throw conflict(
          `${warnings.map((w) => w.message).join(" ")} Pick another time, or tick “Book anyway” to send the request regardless.`,
        );
      }
      return {
        redirectTo: "/appointments",
        toast: {
          type: "success",
          title: "Appointment requested",
          description: "They will see it on their schedule and can accept or decline.",
        },
      };
    },
    failure: () => ({ title: "Could not book the appointment" }),
  });
}

function ChoosePerson({ choices }: { choices: { id: number; name: string }[] }) {
  if (choices.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Connect with a contractor first, or open their profile and choose &ldquo;Book a site visit&rdquo;.
      </p>
    );
  }
  return (
    <Form method="get" action="/appointments/new" className="grid gap-3">
      <Label htmlFor="pick-person">Who do you want to meet?</Label>
      <Select id="pick-person" name="userId" required>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <Button type="submit" className="justify-self-start">
        Continue
      </Button>
    </Form>
  );
}

export default function BookAppointmentDialog() {
  const { person, refusal, choices, projects, projectId, zone } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const shownZone = useViewerTimeZone(zone);
  const actionUrl = `/appointments/new?userId=${person?.id ?? ""}&intent=book`;
  const [form, fields] = useSchemaForm("appointment", {
    lastResult: lastResult && "result" in lastResult ? lastResult.result : undefined,
    defaultValue: { project_id: projectId ? String(projectId) : "" },
    shouldValidate: "onBlur",
  });
  const warned =
    lastResult && "result" in lastResult && lastResult.result.error?.[""]?.some((e) => e.includes("Book anyway"));
  return (
    <RouteDialog
      title={person ? `Book a site visit with ${person.name}` : "Book a site visit"}
      description={`Times are in ${shownZone.replace(/_/g, " ")}.`}
      closeTo="/appointments"
    >
      {!person ? (
        <ChoosePerson choices={choices} />
      ) : refusal ? (
        <p className="text-sm">{refusal}</p>
      ) : (
        <SafeForm action={actionUrl} {...getFormProps(form)} noValidate className="grid gap-4">
          <FormErrors
            id={form.errorId}
            title={lastResult && "title" in lastResult ? lastResult.title : undefined}
            errors={form.errors}
          />
          <input type="hidden" name="user_id" value={person.id} />
          <input type="hidden" name="tz" value={shownZone} />
          <Field label="Title" meta={fields.title}>
            <Input {...getInputProps(fields.title, { type: "text" })} placeholder="Site visit, level 2 rough-in" />
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Start" meta={fields.start}>
              <Input {...getInputProps(fields.start, { type: "datetime-local" })} />
            </Field>
            <Field label="End" meta={fields.end}>
              <Input {...getInputProps(fields.end, { type: "datetime-local" })} />
            </Field>
          </div>
          <Field label="Location (optional)" meta={fields.location}>
            <Input {...getInputProps(fields.location, { type: "text" })} placeholder="Address or meeting point" />
          </Field>
          {projects.length ? (
            <Field label="Project (optional)" meta={fields.project_id}>
              <Select {...getSelectProps(fields.project_id)}>
                <option value="">No project</option>
                {projects.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Field label="Description (optional)" meta={fields.description}>
            <Textarea {...getTextareaProps(fields.description)} rows={3} maxLength={APPOINTMENT_TEXT_MAX} />
          </Field>
          {warned ? (
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" name="confirm" value="1" className="size-4 accent-[var(--primary)]" />
              Book anyway
            </label>
          ) : null}
          <FormActions
            label="Request appointment"
            pendingLabel="Sending..."
            pending={navigation.state !== "idle" && navigation.formAction === actionUrl}
            cancelTo="/appointments"
          />
        </SafeForm>
      )}
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: `Book a site visit | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
