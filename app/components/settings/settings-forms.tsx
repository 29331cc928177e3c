import type { SubmissionResult } from "@conform-to/react";
import { Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type * as z from "zod";

import { SafeForm } from "~/components/safe-form";
import { actionOf } from "~/components/settings/settings-actions";
import { TimeAgo } from "~/components/time-ago";
import { Button } from "~/components/ui/button";
import { Field, FieldErrors, FormErrors, Input, Select } from "~/components/ui/field";
import type { SessionView } from "~/domain/settings.server";
import type { notificationsFormSchema, privacyFormSchema } from "~/schemas/settings";
import { settingsForms } from "~/schemas/constraints/settings";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SchemaFormOptions,
  useSchemaForm,
} from "~/utils/use-schema-form";

export type SettingsFailure = { result: SubmissionResult<string[]>; title: string; intent?: string };

type SettingsIntent = "phone" | "password" | "notifications" | "privacy" | "timezone" | "branding";

/**
 * A settings form, `settings-<intent>`: it shows only the failure meant for it, and checks a field when it is left,
 * then as it is typed in (once its validation has loaded).
 */
export function useSettingsForm<I extends SettingsIntent>(
  intent: I,
  failure: SettingsFailure | undefined,
  defaultValue?: SchemaFormOptions<`settings-${I}`>["defaultValue"],
) {
  return useSchemaForm(settingsForms[`settings-${intent}`], {
    lastResult: failure?.intent === intent ? failure.result : undefined,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

export function Save({ intent, label }: { intent: string; label: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === actionOf(intent);
  return (
    <Button type="submit" pending={pending} className="justify-self-start">
      {pending ? "Saving..." : label}
    </Button>
  );
}

function Toggle({ name, checked, label, hint }: { name: string; checked: boolean; label: string; hint?: ReactNode }) {
  return (
    <label className="flex items-start gap-3 rounded-md border border-border p-3 text-sm">
      <input
        type="checkbox"
        name={name}
        defaultChecked={checked}
        className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-muted-foreground">{hint}</span> : null}
      </span>
    </label>
  );
}

export function PhoneForm({ phone, failure }: { phone: string | null; failure?: SettingsFailure }) {
  const [form, fields] = useSettingsForm("phone", failure, { phone: phone ?? "" });
  return (
    <SafeForm action={actionOf("phone")} {...getFormProps(form)} noValidate className="grid gap-3">
      <FormErrors id={form.errorId} title={failure?.title} errors={form.errors} />
      <Field label="Phone number (optional)" hint="Shown to others only when Privacy allows it" meta={fields.phone}>
        <Input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" className="max-w-xs" />
      </Field>
      <Save intent="phone" label="Save phone" />
    </SafeForm>
  );
}

export function PasswordForm({ failure }: { failure?: SettingsFailure }) {
  const [form, fields] = useSettingsForm("password", failure);
  return (
    <SafeForm action={actionOf("password")} {...getFormProps(form)} noValidate className="grid max-w-md gap-3">
      <FormErrors id={form.errorId} title={failure?.title} errors={form.errors} />
      <Field label="Current password" meta={fields.currentPassword}>
        <Input {...getInputProps(fields.currentPassword, { type: "password" })} autoComplete="current-password" />
      </Field>
      <Field label="New password" meta={fields.newPassword}>
        <Input {...getInputProps(fields.newPassword, { type: "password" })} autoComplete="new-password" />
      </Field>
      <Field label="Confirm new password" meta={fields.confirmNewPassword}>
        <Input {...getInputProps(fields.confirmNewPassword, { type: "password" })} autoComplete="new-password" />
      </Field>
      <Save intent="password" label="Update password" />
    </SafeForm>
  );
}

export function SessionsList({ sessions, total }: { sessions: SessionView[]; total: number }) {
  return (
    <div className="grid gap-3">
      <ul className="divide-y divide-border rounded-md border border-border">
        {sessions.map((s, i) => (
          <li key={i} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <span className="font-medium">
              {s.device}
              {s.current ? <span className="ml-2 text-xs font-normal text-success">This device</span> : null}
            </span>
            <span className="text-muted-foreground">
              Last used <TimeAgo date={s.last_used} />
            </span>
          </li>
        ))}
      </ul>
      {total > sessions.length ? (
        <p className="text-sm text-muted-foreground">
          And {total - sessions.length} more {total - sessions.length === 1 ? "session" : "sessions"} used less
          recently.
        </p>
      ) : null}
      {total > 1 ? (
        <SafeForm action={actionOf("end_sessions")}>
          <Button type="submit" variant="outline">
            Sign out other sessions
          </Button>
        </SafeForm>
      ) : null}
    </div>
  );
}

export function NotificationsForm({
  prefs,
  failure,
}: {
  prefs: z.infer<typeof notificationsFormSchema>;
  failure?: SettingsFailure;
}) {
  const [form] = useSettingsForm("notifications", failure);
  const rows: [keyof typeof prefs, string, string][] = [
    ["messages", "Messages", "Email when someone writes to you (who may write to you is in Privacy)"],
    ["connections", "Connections", "Requests, accepted connections and reviews (who may ask is in Privacy)"],
    ["projectUpdates", "Project updates", "Bid invitations, changes to projects you applied to, site visits"],
    ["applicationUpdates", "Application updates", "New applications and decisions on yours"],
    [
      "accountAlerts",
      "Credential and report alerts",
      "Credentials expiring in 30, 14 and 0 days; decisions on your reports",
    ],
    ["weeklyDigest", "Weekly digest", "Monday email: new matching projects or subcontractors near you"],
    ["marketingUpdates", "Product news", "Occasional news about TradeLink"],
  ];
  return (
    <SafeForm action={actionOf("notifications")} {...getFormProps(form)} noValidate className="grid gap-3">
      <FormErrors id={form.errorId} title={failure?.title} errors={form.errors} />
      {rows.map(([name, label, hint]) => (
        <Toggle key={name} name={name} checked={prefs[name]} label={label} hint={hint} />
      ))}
      <Save intent="notifications" label="Save notification settings" />
    </SafeForm>
  );
}

export function PrivacyForm({
  privacy,
  failure,
}: {
  privacy: z.infer<typeof privacyFormSchema>;
  failure?: SettingsFailure;
}) {
  const [form, fields] = useSettingsForm("privacy", failure, {
    profile_visibility: privacy.profile_visibility,
    contact_visibility: privacy.contact_visibility,
  });
  return (
    <SafeForm action={actionOf("privacy")} {...getFormProps(form)} noValidate className="grid gap-4">
      <FormErrors id={form.errorId} title={failure?.title} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Who can see your profile"
          hint="Hidden profiles answer 'not found' and stay out of search and matches. Moderators can always see them."
          meta={fields.profile_visibility}
        >
          <Select {...getSelectProps(fields.profile_visibility)}>
            <option value="public">Everyone signed in</option>
            <option value="connections_only">Only my connections</option>
            <option value="private">Only me</option>
          </Select>
        </Field>
        <Field label="Who can contact you" meta={fields.contact_visibility}>
          <Select {...getSelectProps(fields.contact_visibility)}>
            <option value="all">Everyone signed in</option>
            <option value="connections">My connections and project partners</option>
            <option value="none">Only project partners</option>
          </Select>
        </Field>
      </div>
      <Toggle
        name="receive_messages"
        checked={privacy.receive_messages}
        label="Accept messages"
        hint="Off: no one can start a conversation with you (emails about messages are in Notifications)"
      />
      <Toggle
        name="receive_connections"
        checked={privacy.receive_connections}
        label="Accept connection requests"
        hint="Off: no one can ask to connect with you (emails about connections are in Notifications)"
      />
      <Toggle
        name="show_email"
        checked={privacy.show_email}
        label="Show my email"
        hint="To the people who may contact you"
      />
      <Toggle
        name="show_phone"
        checked={privacy.show_phone}
        label="Show my phone number"
        hint="To the people who may contact you"
      />
      <Toggle
        name="data_usage_consent"
        checked={privacy.data_usage_consent}
        label="Use my activity to improve matches"
        hint="Your projects, reviews and connections help suggest better partners"
      />
      <FieldErrors errors={fields.show_email.errors} />
      <Save intent="privacy" label="Save privacy settings" />
    </SafeForm>
  );
}

export function AccountFacts({ username, email, roleLabel }: { username: string; email: string; roleLabel: string }) {
  return (
    <div className="grid gap-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        {[
          ["Account type", roleLabel],
          ["Username", username],
          ["Email", email],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        The account type cannot be changed, and the username and email are read-only. To change your email,{" "}
        <Link to="/contact?subject=support" className="font-medium text-primary hover:underline">
          contact support
        </Link>
        .
      </p>
    </div>
  );
}

/** US zones first (most members), then every other zone the runtime knows. */
const US_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
];

export function TimeZoneForm({ zone, failure }: { zone: string; failure?: SettingsFailure }) {
  const [form, fields] = useSettingsForm("timezone", failure, { time_zone: zone });
  const others = Intl.supportedValuesOf("timeZone").filter((z) => !US_ZONES.includes(z));
  return (
    <SafeForm action={actionOf("timezone")} {...getFormProps(form)} noValidate className="grid gap-3">
      <FormErrors id={form.errorId} title={failure?.title} errors={form.errors} />
      <Field
        label="Time zone"
        hint="Appointment times are shown in it when JavaScript is off; with JavaScript your device's zone is used."
        meta={fields.time_zone}
      >
        <Select {...getSelectProps(fields.time_zone)} className="max-w-xs">
          <optgroup label="United States">
            {US_ZONES.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, " ")}
              </option>
            ))}
          </optgroup>
          <optgroup label="Everywhere else">
            {others.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, " ")}
              </option>
            ))}
          </optgroup>
        </Select>
      </Field>
      <Save intent="timezone" label="Save time zone" />
    </SafeForm>
  );
}
