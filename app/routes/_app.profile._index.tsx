import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Construction, MapPin } from "lucide-react";

import { Avatar } from "~/components/avatar";
import { PageContainer } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FormErrors, Input, Select, Textarea } from "~/components/ui/field";
import { APP_NAME, CREW_SIZES, DEFAULT_SERVICE_RADIUS, SERVICE_RADII, TRADES } from "~/constants";
import type { UserRecord } from "~/domain/accounts.server";
import { saveGcProfile, saveSubProfile } from "~/domain/profiles.server";
import { gcProfileSchema, subProfileSchema } from "~/schemas/profile";
import { cn } from "~/utils/cn";
import { formErrorReply } from "~/utils/http.server";
import { redirectWithToast, requireUser } from "~/utils/session.server";
import { displayName, logoUrl, roleLabel } from "~/utils/user-display";

const TABS = [
  { id: "info", label: "Profile Information" },
  { id: "certifications", label: "Certifications" },
  { id: "portfolio", label: "Portfolio", subcontractorOnly: true },
  { id: "account", label: "Account Settings" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const requested = new URL(request.url).searchParams.get("tab");
  const tabs = TABS.filter((t) => !("subcontractorOnly" in t) || user.role === "subcontractor");
  const tab: TabId = tabs.find((t) => t.id === requested)?.id ?? "info";
  return { user, tab, tabs: tabs.map(({ id, label }) => ({ id, label })) };
}

type ActionResult = { result: SubmissionResult<string[]> };

/** Validates with the schema of the user's role and saves; answers the form's failed reply, or null once saved. */
async function parseAndSave(user: UserRecord, formData: FormData) {
  const submission =
    user.role === "general_contractor"
      ? parseWithZod(formData, { schema: gcProfileSchema })
      : parseWithZod(formData, { schema: subProfileSchema });
  if (submission.status !== "success") return { status: 400, result: submission.reply() };
  try {
    // The domain decides who may have which profile (an admin has none).
    if ("company_name" in submission.value) await saveGcProfile(user, submission.value);
    else await saveSubProfile(user, submission.value);
    return null;
  } catch (error) {
    return formErrorReply(submission, error, { message: "Failed to update profile" });
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const failure = await parseAndSave(user, await request.formData());
  if (failure) return data<ActionResult>({ result: failure.result }, { status: failure.status });
  return redirectWithToast(request, "/profile", {
    type: "success",
    title: "Profile Updated",
    description: "Your profile has been updated successfully.",
  });
}

function SaveButton() {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction?.startsWith("/profile");
  return (
    <Button type="submit" pending={saving} className="justify-self-start">
      {saving ? "Saving..." : "Save Profile"}
    </Button>
  );
}

type TextField = FieldMetadata<string | undefined>;

function LocationFields({ location, zipCode, example }: { location: TextField; zipCode: TextField; example: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
      <Field label="Location" hint={`City and state, e.g. ${example}`} meta={location}>
        <Input {...getInputProps(location, { type: "text" })} autoComplete="address-level2" />
      </Field>
      <Field label="Zip Code" meta={zipCode}>
        <Input {...getInputProps(zipCode, { type: "text" })} inputMode="numeric" autoComplete="postal-code" />
      </Field>
    </div>
  );
}

function DescriptionField({ meta, placeholder }: { meta: TextField; placeholder: string }) {
  return (
    <Field label="Description" meta={meta}>
      <Textarea {...getTextareaProps(meta)} rows={5} placeholder={placeholder} />
    </Field>
  );
}

function GcProfileForm({ user, lastResult }: { user: UserRecord; lastResult?: SubmissionResult<string[]> }) {
  const profile = user.gcProfile;
  const [form, fields] = useForm({
    id: "gc-profile",
    lastResult,
    constraint: getZodConstraint(gcProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: gcProfileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      company_name: profile?.company_name,
      location: profile?.location,
      zip_code: profile?.zip_code,
      description: profile?.description,
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="grid gap-4">
      <FormErrors id={form.errorId} title="Error" errors={form.errors} />
      <Field label="Company Name" meta={fields.company_name}>
        <Input {...getInputProps(fields.company_name, { type: "text" })} autoComplete="organization" />
      </Field>
      <LocationFields location={fields.location} zipCode={fields.zip_code} example="Phoenix, AZ" />
      <DescriptionField
        meta={fields.description}
        placeholder="The work you do, the markets you serve, what sets you apart."
      />
      <SaveButton />
    </Form>
  );
}

function SubProfileForm({ user, lastResult }: { user: UserRecord; lastResult?: SubmissionResult<string[]> }) {
  const profile = user.subProfile;
  const [form, fields] = useForm({
    id: "sub-profile",
    lastResult,
    constraint: getZodConstraint(subProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: subProfileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      business_name: profile?.business_name,
      specialty: profile?.specialty ?? "",
      location: profile?.location,
      zip_code: profile?.zip_code,
      description: profile?.description,
      service_radius: String(profile?.service_radius ?? DEFAULT_SERVICE_RADIUS),
      crew_size: profile?.crew_size ?? "1-5",
      available_now: profile?.available_now ? "on" : undefined,
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="grid gap-4">
      <FormErrors id={form.errorId} title="Error" errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Business Name" meta={fields.business_name}>
          <Input {...getInputProps(fields.business_name, { type: "text" })} autoComplete="organization" />
        </Field>
        <Field label="Specialty" meta={fields.specialty}>
          <Select {...getSelectProps(fields.specialty)}>
            <option value="">Select your trade</option>
            {TRADES.map((trade) => (
              <option key={trade} value={trade}>
                {trade}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <LocationFields location={fields.location} zipCode={fields.zip_code} example="Denver, CO" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Service Radius" meta={fields.service_radius}>
          <Select {...getSelectProps(fields.service_radius)}>
            {SERVICE_RADII.map((miles, i) => (
              <option key={miles} value={miles}>
                {miles}
                {i === SERVICE_RADII.length - 1 ? "+" : ""} miles
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Crew Size" meta={fields.crew_size}>
          <Select {...getSelectProps(fields.crew_size)}>
            {CREW_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} people
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <label className="flex items-center gap-3 rounded-md border border-border p-3 text-sm">
        <input
          {...getInputProps(fields.available_now, { type: "checkbox" })}
          className="size-4 accent-[var(--primary)]"
        />
        <span>
          <span className="font-medium">Available now</span>
          <span className="block text-muted-foreground">Show contractors you can take on new work right away.</span>
        </span>
      </label>
      <DescriptionField
        meta={fields.description}
        placeholder="Your services, experience and the kind of jobs you want."
      />
      <SaveButton />
    </Form>
  );
}

function NotYet({ what }: { what: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center">
      <Construction aria-hidden="true" className="size-8 text-primary" />
      <p className="font-medium">{what} are coming soon</p>
      <p className="max-w-sm text-sm text-muted-foreground">We are finishing this part of your profile.</p>
    </div>
  );
}

export default function ProfilePage() {
  const { user, tab, tabs } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const name = displayName(user);
  const location = user.gcProfile?.location ?? user.subProfile?.location;

  return (
    <PageContainer>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center">
          <Avatar name={name} src={logoUrl(user)} className="size-16 text-2xl" />
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold">{name}</h1>
            <p className="text-sm text-muted-foreground">
              {roleLabel(user.role)}
              {user.subProfile?.specialty ? ` · ${user.subProfile.specialty}` : ""}
            </p>
            {location ? (
              <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4" />
                {location}
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>

      <nav aria-label="Profile sections" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {tabs.map((t) => (
          <Link
            key={t.id}
            to={t.id === "info" ? "/profile" : `/profile?tab=${t.id}`}
            aria-current={tab === t.id ? "page" : undefined}
            className={cn(
              "shrink-0 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground",
              tab === t.id && "bg-card text-foreground shadow-sm",
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>

      <Card>
        <CardHeader>
          <CardTitle>{tabs.find((t) => t.id === tab)?.label}</CardTitle>
          {tab === "info" ? (
            <CardDescription>
              {user.role === "admin"
                ? "Administrators have no public profile."
                : "This is what contractors see when they find you in search and matches."}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          {tab === "info" && user.role === "general_contractor" ? (
            <GcProfileForm user={user} lastResult={lastResult} />
          ) : null}
          {tab === "info" && user.role === "subcontractor" ? (
            <SubProfileForm user={user} lastResult={lastResult} />
          ) : null}
          {tab === "certifications" ? <NotYet what="Certification uploads" /> : null}
          {tab === "portfolio" ? <NotYet what="Portfolio projects" /> : null}
          {tab === "account" ? <NotYet what="Account settings" /> : null}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

export const meta: MetaFunction = () => [{ title: `My Profile | ${APP_NAME}` }];
