import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { UserRoundPen } from "lucide-react";

import { ComingSoon } from "~/components/coming-soon";
import { CredentialAlerts } from "~/components/profile/credential-alerts";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { APP_NAME } from "~/constants";
import { credentialAlerts } from "~/domain/credentials.server";
import type { loader as appLoader } from "~/routes/_app";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { alerts: user.role === "admin" ? [] : await credentialAlerts(user.id) };
}

export default function DashboardPage() {
  const app = useRouteLoaderData<typeof appLoader>("routes/_app");
  const { alerts } = useLoaderData<typeof loader>();
  if (app?.user.needsProfile) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-8">
        <Card>
          <CardContent className="flex flex-col items-start gap-4 py-8">
            <UserRoundPen aria-hidden="true" className="size-10 text-primary" />
            <h1 className="text-2xl font-bold">
              Welcome to {APP_NAME}, {app.user.displayName}
            </h1>
            <p className="text-muted-foreground">
              Your account is ready. Add your{" "}
              {app.user.role === "general_contractor"
                ? "company name, location and zip code"
                : "business, trade, location and service area"}{" "}
              so the right {app.user.role === "general_contractor" ? "subcontractors" : "contractors"} can find you.
            </p>
            <ButtonLink to="/profile">Complete your profile</ButtonLink>
          </CardContent>
        </Card>
      </main>
    );
  }
  return (
    <>
      {alerts.length ? (
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-8 sm:pt-8">
          <CredentialAlerts alerts={alerts} />
        </div>
      ) : null}
      <ComingSoon
        title={`Welcome back, ${app?.user.displayName ?? ""}`}
        description="Your connections, messages, projects and recommendations at a glance."
        feature="The dashboard"
        action={{ to: "/profile", label: "View your profile" }}
      />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: `Dashboard | ${APP_NAME}` }];
