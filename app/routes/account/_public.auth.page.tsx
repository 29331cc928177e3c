import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";

import { FirstScreenEnd } from "~/components/first-screen";
import { Building2, HardHat, Wrench } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input } from "~/components/ui/field";
import { APP_NAME } from "~/constants";
import { cn } from "~/utils/cn";
import { authForms } from "~/schemas/constraints/auth";
import { getFormProps, getInputProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, Intent } from "~/routes/account/_public.auth";

const FAILURE_TITLES: Record<Intent, string> = { login: "Login failed", register: "Registration failed" };

/** The auth page's own URL for a tab, keeping `next` so the visitor comes back where they started. */
function authUrl(tab: Intent, next: string | null) {
  return `/auth?tab=${tab}${next ? `&next=${encodeURIComponent(next)}` : ""}`;
}

function useSubmitting(intent: Intent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function LoginForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(authForms.login, {
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitting = useSubmitting("login");
  const next = useSearchParams()[0].get("next");
  return (
    <Form method="post" action={authUrl("login", next)} {...getFormProps(form)} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="login" />
      <FormErrors id={form.errorId} title={FAILURE_TITLES.login} errors={form.errors} />
      <Field label="Username" meta={fields.username}>
        <Input {...getInputProps(fields.username, { type: "text" })} autoComplete="username" autoCapitalize="none" />
      </Field>
      <Field label="Password" meta={fields.password}>
        <Input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" />
      </Field>
      <Button type="submit" pending={submitting} className="w-full">
        {submitting ? "Logging in..." : "Log In"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New here?{" "}
        <Link to="/auth?tab=register" className="font-medium text-primary hover:underline">
          Create an account
        </Link>
      </p>
    </Form>
  );
}

function RegisterForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(authForms.register, {
    lastResult,
    defaultValue: { role: "general_contractor" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitting = useSubmitting("register");
  const next = useSearchParams()[0].get("next");
  const role = fields.role;
  return (
    <Form method="post" action={authUrl("register", next)} {...getFormProps(form)} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="register" />
      <FormErrors id={form.errorId} title={FAILURE_TITLES.register} errors={form.errors} />
      <Field label="Username" meta={fields.username}>
        <Input {...getInputProps(fields.username, { type: "text" })} autoComplete="username" autoCapitalize="none" />
      </Field>
      <Field label="Email" meta={fields.email}>
        <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
      </Field>
      <Field label="Password" meta={fields.password}>
        <Input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
      </Field>
      <Field label="Confirm Password" meta={fields.confirmPassword}>
        <Input {...getInputProps(fields.confirmPassword, { type: "password" })} autoComplete="new-password" />
      </Field>
      <fieldset className="grid gap-2" aria-describedby={role.errors ? role.errorId : undefined}>
        <legend className="mb-1.5 text-sm font-medium">I am a</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              { value: "general_contractor", label: "General Contractor", Icon: Building2 },
              { value: "subcontractor", label: "Subcontractor", Icon: Wrench },
            ] as const
          ).map(({ value, label, Icon }) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-input bg-card p-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground"
            >
              <input
                type="radio"
                name={role.name}
                value={value}
                defaultChecked={(role.initialValue ?? "general_contractor") === value}
                className="accent-[var(--primary)]"
              />
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </label>
          ))}
        </div>
        {role.errors ? (
          <p id={role.errorId} className="text-sm text-destructive">
            {role.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" pending={submitting} className="w-full">
        {submitting ? "Creating account..." : "Create Account"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link to="/auth?tab=login" className="font-medium text-primary hover:underline">
          Log in
        </Link>
      </p>
    </Form>
  );
}

/** The page, hydrated when reached (components/deferred-page). */
export default function AuthScreen() {
  const [searchParams] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const tab: Intent = (actionData?.intent ?? searchParams.get("tab")) === "register" ? "register" : "login";
  const resultFor = (intent: Intent) => (actionData?.intent === intent ? actionData.result : undefined);

  return (
    <main className="mx-auto grid w-full max-w-6xl flex-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:px-8 lg:py-16">
      <section className="order-2 flex flex-col justify-center rounded-2xl bg-brand-dark p-8 text-white lg:order-1 lg:p-12">
        <p className="text-sm font-semibold tracking-wide text-orange-300 uppercase">{APP_NAME}</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Build your network. Win more work.</h1>
        <p className="mt-4 text-slate-300">
          The marketplace where general contractors and subcontractors find each other, talk and build a reputation.
        </p>
        <ul className="mt-8 grid gap-6">
          <li className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-orange-500/20 text-orange-300">
              <Building2 aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h2 className="font-semibold">For General Contractors</h2>
              <p className="text-sm text-slate-300">
                Find reliable subcontractors, manage your projects and build a reputation that wins bids.
              </p>
            </div>
          </li>
          <li className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-orange-500/20 text-orange-300">
              <HardHat aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h2 className="font-semibold">For Subcontractors</h2>
              <p className="text-sm text-slate-300">
                Connect with contractors, showcase your expertise and grow your business.
              </p>
            </div>
          </li>
        </ul>
      </section>

      <section aria-labelledby="auth-heading" className="order-1 flex flex-col justify-center lg:order-2">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="auth-heading" className="text-2xl font-bold">
            {tab === "login" ? "Welcome back" : "Create your account"}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {tab === "login" ? "Log in to your account to continue." : "Free forever. No credit card required."}
          </p>
          <nav aria-label="Login or register" className="mt-6 grid grid-cols-2 rounded-lg bg-muted p-1">
            {(["login", "register"] as const).map((t) => (
              <Link
                key={t}
                to={authUrl(t, searchParams.get("next"))}
                replace
                aria-current={tab === t ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-2 text-center text-sm font-medium text-muted-foreground",
                  tab === t && "bg-card text-foreground shadow-sm",
                )}
              >
                {t === "login" ? "Login" : "Register"}
              </Link>
            ))}
          </nav>
          <div className="mt-6">
            {tab === "login" ? (
              <LoginForm lastResult={resultFor("login")} />
            ) : (
              <RegisterForm lastResult={resultFor("register")} />
            )}
          </div>
        </div>
      </section>
      {/* A phone shows the form first and the introduction under it: both are its first screen. */}
      <FirstScreenEnd />
    </main>
  );
}
