import { useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";

import { ContactDetails, MapPlaceholder } from "~/components/marketing/contact-details";
import { SafeForm } from "~/components/safe-form";
import { HoneypotField } from "~/components/marketing/honeypot-field";
import { Container, PageHero, TextLink } from "~/components/marketing/layout";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input, Select, Textarea } from "~/components/ui/field";
import { CONTACT_ROLE_LABELS, CONTACT_ROLES, CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from "~/constants";
import { contactForms } from "~/schemas/constraints/contact";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, loader } from "~/routes/marketing/_public.contact";

function ContactForm({ defaultSubject }: { defaultSubject: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/contact?intent=send";
  const [form, fields] = useSchemaForm(contactForms.contact, {
    lastResult: actionData?.result,
    defaultValue: { subject: defaultSubject },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <SafeForm action="/contact?intent=send" {...getFormProps(form)} noValidate className="relative grid gap-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" meta={fields.name}>
          <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
        </Field>
        <Field label="Email" meta={fields.email}>
          <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        </Field>
        <Field label="Phone (optional)" meta={fields.phone}>
          <Input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" />
        </Field>
        <Field label="I am a (optional)" meta={fields.role}>
          <Select {...getSelectProps(fields.role)}>
            <option value="">Select your role</option>
            {CONTACT_ROLES.map((role) => (
              <option key={role} value={role}>
                {CONTACT_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label="Subject" meta={fields.subject}>
        <Select {...getSelectProps(fields.subject)}>
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {CONTACT_SUBJECT_LABELS[subject]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Message" meta={fields.message}>
        <Textarea {...getTextareaProps(fields.message)} rows={6} className="min-h-36" />
      </Field>
      <HoneypotField />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          We use your details only to answer you. See our <TextLink to="/legal/privacy">privacy policy</TextLink>.
        </p>
        <Button type="submit" size="lg" pending={submitting} className="shrink-0">
          {submitting ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </SafeForm>
  );
}

/** The page, hydrated when reached (components/deferred-page). */
export default function ContactPage() {
  const { subject } = useLoaderData<typeof loader>();
  // A new location (the redirect after a successful send, or a new ?subject=) starts a fresh, empty form.
  const location = useLocation();

  return (
    <main>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about your account, billing or a plan for your team? Send us a message and a real person will get back to you."
      />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:items-start lg:gap-12">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">We answer most messages within one business day.</p>
          <ContactForm key={location.key} defaultSubject={subject} />
        </section>
        <aside aria-labelledby="contact-details-heading" className="grid content-start gap-8">
          <div>
            <h2 id="contact-details-heading" className="mb-6 text-2xl font-bold tracking-tight">
              Other ways to reach us
            </h2>
            <ContactDetails />
          </div>
          <MapPlaceholder />
        </aside>
      </Container>
    </main>
  );
}
