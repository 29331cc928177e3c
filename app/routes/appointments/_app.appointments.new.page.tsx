import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { type MouseEvent, useState } from "react";

import { SLOT_WARNINGS, SlotPicker } from "~/components/appointments/slot-picker";
import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { Button, FormActions } from "~/components/ui/button";
import { Field, FormErrors, Input, Label, Select, Textarea } from "~/components/ui/field";
import { APPOINTMENT_TEXT_MAX } from "~/constants";
import { type BookingSlot, SLOT_MINUTES } from "~/domain/free-busy.server";
import { addMinutesOnClock, LOCAL_DATE_TIME } from "~/lib/time-zones";
import { useHydrated } from "~/utils/use-hydrated";
import { appointmentForms } from "~/schemas/constraints/appointment";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, ChosenTime, loader } from "~/routes/appointments/_app.appointments.new";

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

/** Where a day or an hour of the picker leads: this page again, with the person, the project and the choice. */
function bookingHref(personId: number, projectId: number | null, choice: { day: string; start?: string }) {
  const query = new URLSearchParams({ userId: String(personId) });
  if (projectId) query.set("project_id", String(projectId));
  query.set("day", choice.day);
  if (choice.start) query.set("start", choice.start);
  return `/appointments/new?${query}`;
}

/** Sets a field as if typed, so the form's checks and handlers hear it. */
function typeInto(form: HTMLFormElement | null, name: string, value: string) {
  const input = form?.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement)) return;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** "Book anyway", right under what it overrides: the server's warning, or the chosen hour's state before sending. */
function Override({ warning }: { warning: string | null }) {
  return (
    <div className="grid gap-2 rounded-md border border-accent-foreground/40 bg-accent p-3 text-sm text-accent-foreground">
      {warning ? <p role="status">{warning}</p> : null}
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" name="confirm" value="1" className="size-4 accent-[var(--primary)]" />
        Book anyway
      </label>
    </div>
  );
}

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function BookAppointmentDialog() {
  const { person, refusal, choices, booking, zone } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [picked, setPicked] = useState<ChosenTime | null>(booking?.chosen ?? null);
  // The form posts to this very page (the day, the hour and the project stay when it comes back with a warning).
  const query = new URLSearchParams(useLocation().search);
  query.set("intent", "book");
  const actionUrl = `/appointments/new?${query}`;
  const [form, fields] = useSchemaForm(appointmentForms.appointment, {
    lastResult: lastResult && "result" in lastResult ? lastResult.result : undefined,
    defaultValue: {
      project_id: booking?.projectId ? String(booking.projectId) : "",
      start: booking?.chosen?.start ?? "",
      end: booking?.chosen?.end ?? "",
    },
    shouldValidate: "onBlur",
  });
  const warned =
    lastResult && "result" in lastResult && lastResult.result.error?.[""]?.some((e) => e.includes("Book anyway"));
  const slotWarning = picked?.state && picked.state !== "free" ? SLOT_WARNINGS[picked.state] : null;
  // Typing a start: an hour long unless the end already comes after it.
  const onStartInput = (input: HTMLInputElement) => {
    const start = input.value;
    const end = input.form?.elements.namedItem(fields.end.name);
    if (LOCAL_DATE_TIME.test(start) && end instanceof HTMLInputElement && !(end.value > start)) {
      typeInto(input.form, fields.end.name, addMinutesOnClock(start, SLOT_MINUTES));
    }
    setPicked(booking?.days.flatMap((d) => d.slots).find((s) => s.start === start) ?? null);
  };
  // With JavaScript a picked hour fills the fields in place (the link, without it, comes back with them filled).
  const pickInPlace = (slot: BookingSlot, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const owner = event.currentTarget.closest("form");
    typeInto(owner, fields.end.name, slot.end);
    typeInto(owner, fields.start.name, slot.start);
  };
  return (
    <RouteDialog
      title={person ? `Book a site visit with ${person.name}` : "Book a site visit"}
      description={`Times are in ${zone.replace(/_/g, " ")}.`}
      closeTo="/appointments"
    >
      {!person ? (
        <ChoosePerson choices={choices} />
      ) : refusal || !booking ? (
        <p className="text-sm">{refusal}</p>
      ) : (
        <SafeForm action={actionUrl} {...getFormProps(form)} noValidate className="grid gap-4">
          <FormErrors
            id={form.errorId}
            title={lastResult && "title" in lastResult ? lastResult.title : undefined}
            errors={form.errors}
          />
          {warned || slotWarning ? <Override warning={warned ? null : slotWarning} /> : null}
          <input type="hidden" name="user_id" value={person.id} />
          <input type="hidden" name="tz" value={zone} />
          <SlotPicker
            days={booking.days}
            day={booking.day ?? ""}
            chosen={picked?.start ?? null}
            zone={zone}
            hrefFor={(choice) => bookingHref(person.id, booking.projectId, choice)}
            onPick={hydrated ? pickInPlace : undefined}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Start" meta={fields.start}>
              <Input
                {...getInputProps(fields.start, { type: "datetime-local" })}
                onInput={(event) => onStartInput(event.currentTarget)}
              />
            </Field>
            <Field label="End" meta={fields.end}>
              <Input {...getInputProps(fields.end, { type: "datetime-local" })} />
            </Field>
          </div>
          <Field label="Title" meta={fields.title}>
            <Input {...getInputProps(fields.title, { type: "text" })} placeholder="Site visit, level 2 rough-in" />
          </Field>
          {booking.projects.length ? (
            <Field label="Project (optional)" meta={fields.project_id}>
              <Select {...getSelectProps(fields.project_id)}>
                <option value="">No project</option>
                {booking.projects.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Field label="Location (optional)" meta={fields.location}>
            <Input {...getInputProps(fields.location, { type: "text" })} placeholder="Address or meeting point" />
          </Field>
          <Field label="Description (optional)" meta={fields.description}>
            <Textarea {...getTextareaProps(fields.description)} rows={3} maxLength={APPOINTMENT_TEXT_MAX} />
          </Field>
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
