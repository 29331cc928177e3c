import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ArrowLeft, Plus } from "lucide-react";

import { PageContainer } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { AccountDetails } from "~/components/profile/account-details";
import { CredentialAlerts } from "~/components/profile/credential-alerts";
import { CredentialList } from "~/components/profile/credential-list";
import { PortfolioGrid } from "~/components/profile/portfolio-grid";
import { ProfileHeader } from "~/components/profile/profile-header";
import { GcProfileForm, SubProfileForm } from "~/components/profile/profile-info-form";
import { useDialogOutlet } from "~/components/route-dialog";
import { TabLinks } from "~/components/tab-links";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { APP_NAME } from "~/constants";
import { credentialAlerts, isVerified, listOwnCredentials } from "~/domain/credentials.server";
import { listOwnPortfolio } from "~/domain/portfolio.server";
import { saveGcProfile, saveSubProfile } from "~/domain/profiles.server";
import { gcProfileFormSchema, PHOTO_MAX_BYTES, subProfileFormSchema } from "~/schemas/profile";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";
import { displayName, logoUrl, roleLabel } from "~/utils/user-display";

const TABS = [
  { id: "info", label: "Profile Information", roles: ["general_contractor", "subcontractor", "admin"] },
  { id: "certifications", label: "Certifications", roles: ["general_contractor", "subcontractor"] },
  { id: "portfolio", label: "Portfolio", roles: ["subcontractor"] },
  { id: "account", label: "Account Settings", roles: ["general_contractor", "subcontractor", "admin"] },
] as const;
type TabId = (typeof TABS)[number]["id"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const tabs = TABS.filter((t) => (t.roles as readonly string[]).includes(user.role));
  const tab: TabId = tabs.find((t) => t.id === query.get("tab"))?.id ?? "info";
  const page = Number(query.get("page")) || 1;
  const [alerts, verified, credentials, portfolio] = await Promise.all([
    user.role === "admin" ? [] : credentialAlerts(user.id),
    isVerified(user.id),
    tab === "certifications" ? listOwnCredentials(user) : null,
    tab === "portfolio" ? listOwnPortfolio(user, { page }) : null,
  ]);
  return {
    user,
    tab,
    tabs: tabs.map(({ id, label }) => ({ id, label, to: id === "info" ? "/profile" : `/profile?tab=${id}` })),
    alerts,
    verified,
    credentials,
    portfolio,
  };
}

/** The profile information form, with the photo when one was chosen (one multipart POST, with or without JS). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: user.role === "general_contractor" ? gcProfileFormSchema : subProfileFormSchema,
    upload: { purpose: "logo", field: "photo", maxFileBytes: PHOTO_MAX_BYTES, maxFiles: 1 },
    run: async ({ photo: _chosen, ...fields }, [photo]) => {
      // The domain decides who may have which profile (an admin has none).
      if ("company_name" in fields) await saveGcProfile(user, fields, photo);
      else await saveSubProfile(user, fields, photo);
      return {
        redirectTo: "/profile",
        toast: photo
          ? {
              type: "success",
              title: "Profile updated",
              description: "Your profile photo has been updated successfully.",
            }
          : { type: "success", title: "Profile Updated", description: "Your profile has been updated successfully." },
      };
    },
    failure: (error) =>
      error.fieldErrors?.photo
        ? { message: "Failed to update profile photo", title: "Update failed" }
        : { message: "Failed to update profile" },
  });
}

function TabContent() {
  const { user, tab, credentials, portfolio } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const name = displayName(user);
  if (tab === "info") {
    if (user.role === "general_contractor")
      return <GcProfileForm profile={user.gcProfile} name={name} lastResult={lastResult} />;
    if (user.role === "subcontractor")
      return <SubProfileForm profile={user.subProfile} name={name} lastResult={lastResult} />;
    return <p className="text-sm text-muted-foreground">Administrators have no public profile.</p>;
  }
  if (tab === "certifications" && credentials) {
    return (
      <CredentialList
        credentials={credentials}
        owner
        emptyText="No credentials yet. Add your license, insurance certificate or W-9 so contractors can check them."
      />
    );
  }
  if (tab === "portfolio" && portfolio) {
    return (
      <>
        <PortfolioGrid
          items={portfolio.items}
          ownerActions
          emptyText="No portfolio projects yet. Show your best finished jobs with photos."
        />
        <Pager
          page={portfolio.page}
          pageCount={portfolio.page_count}
          href={(p) => `/profile?tab=portfolio&page=${p}`}
        />
      </>
    );
  }
  return <AccountDetails user={user} />;
}

const ADD_ACTIONS: Partial<Record<TabId, { to: string; label: string }>> = {
  certifications: { to: "/profile/certifications/new", label: "Add credential" },
  portfolio: { to: "/profile/portfolio/new", label: "Add portfolio item" },
};

const DESCRIPTIONS: Record<TabId, string> = {
  info: "This is what contractors see when they find you in search and matches.",
  certifications: "Licenses, insurance certificates, bonds and W-9s. Your connections can download the files.",
  portfolio: "Finished jobs with photos, shown on your profile.",
  account: "Your sign-in details.",
};

export default function OwnProfilePage() {
  const { user, tab, tabs, alerts, verified } = useLoaderData<typeof loader>();
  const { outlet, alone } = useDialogOutlet();
  if (alone) {
    return (
      <PageContainer>
        <Link to="/profile" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to profile
        </Link>
        {outlet}
      </PageContainer>
    );
  }
  const profile = user.gcProfile ?? user.subProfile;
  const add = ADD_ACTIONS[tab];
  return (
    <PageContainer>
      <ProfileHeader
        data={{
          displayName: displayName(user),
          roleLabel: roleLabel(user.role),
          specialty: user.subProfile?.specialty,
          location: profile?.location,
          logoUrl: logoUrl(user),
          verified,
          availableNow: user.subProfile?.available_now,
          rating: profile ? { average: profile.avg_rating, count: profile.review_count } : null,
          memberSince: user.created_at,
        }}
      />
      <CredentialAlerts alerts={alerts} />
      <TabLinks label="Profile sections" tabs={tabs} current={tab} />
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle>{tabs.find((t) => t.id === tab)?.label}</CardTitle>
            <CardDescription>{user.role === "admin" && tab === "info" ? "" : DESCRIPTIONS[tab]}</CardDescription>
          </div>
          {add ? (
            <ButtonLink to={add.to} size="sm" preventScrollReset>
              <Plus aria-hidden="true" className="size-4" />
              {add.label}
            </ButtonLink>
          ) : null}
        </CardHeader>
        <CardContent>
          <TabContent />
        </CardContent>
      </Card>
      {outlet}
    </PageContainer>
  );
}

export const meta: MetaFunction = () => [{ title: `My Profile | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
