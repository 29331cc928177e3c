import { Link } from "@remix-run/react";

import { Check, Lock } from "~/components/icons";
import { SafeForm } from "~/components/safe-form";
import { actionOf, StartTrialForm } from "~/components/settings/settings-actions";
import { Save, useSettingsForm, type SettingsFailure } from "~/components/settings/settings-forms";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FormErrors, Input } from "~/components/ui/field";
import { BRAND_TAGLINE_MAX, FREE_ACTIVE_PROJECT_LIMIT, TRIAL_DAYS } from "~/constants";
import type { Branding, PlanFeature, PlanStatus, PostingAllowance } from "~/domain/plans.server";
import { daysLeftText, formatDay } from "~/lib/dates";
import { getFormProps, getInputProps } from "~/utils/use-schema-form";

const FEATURE_LABELS: Record<PlanFeature, string> = {
  unlimitedPostings: `Unlimited active project postings (Free: ${FREE_ACTIVE_PROJECT_LIMIT})`,
  advancedFilters: "Advanced project filters: budget and posted within",
  analytics: "Analytics: your bids, applications and ratings as charts",
  branding: "Branding on your public profile: an accent colour and a tagline",
  prioritySupport: "Priority email support: your messages are answered first",
};

function PlanSummary({ plan, postings }: { plan: PlanStatus; postings: PostingAllowance | null }) {
  return (
    <div className="grid gap-2 text-sm">
      <p>
        <span className="font-semibold">{plan.label}</span>
        {plan.trial ? (
          <>
            {" "}
            · {daysLeftText(plan.trial.days_left)}, until {formatDay(plan.trial.ends_at.slice(0, 10))}. Then your
            account goes back to Free; nothing is deleted.
          </>
        ) : null}
      </p>
      {postings ? (
        <p>
          Active projects (open or in progress): {postings.active}
          {postings.limit === null ? "" : ` of ${postings.limit}`}
        </p>
      ) : null}
    </div>
  );
}

function NextStep({ plan }: { plan: PlanStatus }) {
  if (plan.trial_available) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Try every Pro feature for {TRIAL_DAYS} days, once per account. No card: TradeLink takes no payments.
        </p>
        <StartTrialForm />
      </div>
    );
  }
  if (plan.effective === "enterprise") return null;
  return (
    <p className="text-sm text-muted-foreground">
      {plan.trial_used ? "Your Pro trial is over. " : ""}
      To {plan.effective === "free" ? "stay on" : "keep"} Pro after {plan.trial ? "the" : "a"} trial, or for Enterprise,{" "}
      <Link to="/marketing/contact" className="font-medium text-primary underline underline-offset-4">
        contact sales
      </Link>
      : we invoice you, then an administrator switches your plan.
    </p>
  );
}

export function PlanCard({
  plan,
  postings,
  failure,
}: {
  plan: PlanStatus;
  postings: PostingAllowance | null;
  failure?: SettingsFailure;
}) {
  return (
    <Card id="plan">
      <CardHeader>
        <CardTitle>Your plan</CardTitle>
        <CardDescription>
          Compare plans on the{" "}
          <Link to="/pricing" className="text-primary underline underline-offset-4">
            pricing page
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {failure?.intent === "trial" ? (
          <FormErrors title={failure.title} errors={failure.result.error?.[""] ?? []} />
        ) : null}
        <PlanSummary plan={plan} postings={postings} />
        <ul className="grid gap-1.5 text-sm">
          {(Object.keys(FEATURE_LABELS) as PlanFeature[]).map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              {plan.allows[feature] ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span>
                {FEATURE_LABELS[feature]}
                <span className="sr-only">{plan.allows[feature] ? " (included)" : " (not on your plan)"}</span>
              </span>
            </li>
          ))}
        </ul>
        <NextStep plan={plan} />
      </CardContent>
    </Card>
  );
}

export function BrandingCard({
  allowed,
  branding,
  failure,
}: {
  allowed: boolean;
  branding: Branding;
  failure?: SettingsFailure;
}) {
  const [form, fields] = useSettingsForm("branding", failure, {
    brand_color: branding.color ?? "",
    brand_tagline: branding.tagline ?? "",
  });
  return (
    <Card id="branding">
      <CardHeader>
        <CardTitle>Profile branding</CardTitle>
        <CardDescription>
          An accent colour (a stripe along your public profile card) and a one-line tagline under your name.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {allowed ? (
          <SafeForm action={actionOf("branding")} {...getFormProps(form)} noValidate className="grid gap-3">
            <FormErrors id={form.errorId} title={failure?.title} errors={form.errors} />
            <Field
              label="Accent colour (optional)"
              hint="As #rrggbb; it must stand out on light and dark cards, so mid-tones such as #2563eb work best"
              meta={fields.brand_color}
            >
              <Input
                {...getInputProps(fields.brand_color, { type: "text" })}
                className="max-w-40"
                placeholder="#2563eb"
              />
            </Field>
            <Field
              label="Tagline (optional)"
              hint={`Up to ${BRAND_TAGLINE_MAX} characters`}
              meta={fields.brand_tagline}
            >
              <Input {...getInputProps(fields.brand_tagline, { type: "text" })} />
            </Field>
            <Save intent="branding" label="Save branding" />
          </SafeForm>
        ) : (
          <p className="text-sm text-muted-foreground">
            Branding is a Pro feature.{" "}
            {branding.color || branding.tagline ? "Your saved branding is kept and shows again on Pro. " : ""}
            Start a Pro trial or contact sales above.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
