/**
 * Every form that validates with a schema, by its id: the schema module and the name of the schema in it. A form
 * takes both halves of its validation from this one pair: the HTML constraints that scripts/build-constraints.ts
 * generates into ./constraints/<module>.ts (`authForms.login`, which the form hands to useSchemaForm,
 * app/utils/use-schema-form.ts) and the schema the browser loads from ./lazy.client.ts. The action parses with the
 * same schema from ./index.server.ts. Only type imports here: the build script reads this file.
 */
import type { useForm } from "@conform-to/react";

import type { lazySchemas } from "./lazy.client";

type SchemaModules = typeof lazySchemas;
type ModuleName = keyof SchemaModules;
/** The schemas a module exports. */
type FormSchemaName<M extends ModuleName> = keyof Awaited<ReturnType<SchemaModules[M]>> & string;
export type SchemaForm = { [M in ModuleName]: { module: M; schema: FormSchemaName<M> } }[ModuleName];

export const schemaForms = {
  account: { module: "moderation", schema: "accountActionFormSchema" },
  addendum: { module: "addendum", schema: "addendumFormSchema" },
  appointment: { module: "appointment", schema: "appointmentFormSchema" },
  apply: { module: "project", schema: "applicationSchema" },
  "availability-range": { module: "availability", schema: "availabilityRangeSchema" },
  "bid-answer": { module: "bid-question", schema: "bidAnswerFormSchema" },
  "bid-question": { module: "bid-question", schema: "bidQuestionSchema" },
  "cancel-appointment": { module: "appointment", schema: "cancelAppointmentSchema" },
  composer: { module: "message", schema: "messageSchema" },
  connect: { module: "connection", schema: "connectionRequestFormSchema" },
  contact: { module: "contact", schema: "contactSchema" },
  credential: { module: "credential", schema: "credentialFormSchema" },
  "delete-account": { module: "settings", schema: "deleteAccountSchema" },
  "gc-profile": { module: "profile", schema: "gcProfileFormSchema" },
  invite: { module: "project", schema: "invitationFormSchema" },
  login: { module: "auth", schema: "loginSchema" },
  "plan-document": { module: "plan-document", schema: "planDocumentFormSchema" },
  portfolio: { module: "portfolio", schema: "portfolioFormSchema" },
  project: { module: "project", schema: "projectFormSchema" },
  register: { module: "auth", schema: "registerFormSchema" },
  report: { module: "moderation", schema: "reportFormSchema" },
  reschedule: { module: "appointment", schema: "rescheduleFormSchema" },
  review: { module: "review", schema: "reviewFormSchema" },
  "settings-branding": { module: "settings", schema: "brandingFormSchema" },
  "settings-notifications": { module: "settings", schema: "notificationsFormSchema" },
  "settings-password": { module: "settings", schema: "passwordChangeSchema" },
  "settings-phone": { module: "settings", schema: "phoneFormSchema" },
  "settings-privacy": { module: "settings", schema: "privacyFormSchema" },
  "settings-timezone": { module: "settings", schema: "timeZoneFormSchema" },
  "sub-profile": { module: "profile", schema: "subProfileFormSchema" },
} as const satisfies Record<string, SchemaForm>;

export type FormName = keyof typeof schemaForms;

/** A form as ./constraints/<module>.ts gives it: its id, its schema and the HTML constraints generated from it. */
export type SchemaFormOf<N extends FormName> = (typeof schemaForms)[N] & {
  name: N;
  constraint: NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
};
