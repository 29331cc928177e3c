import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { Chart } from "~/components/charts/chart";
import { PageContainer, PageHeader } from "~/components/page-header";
import { StartTrialForm } from "~/components/settings/settings-actions";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { APP_NAME } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { applicationsChart, bidsReceivedChart, reputationCharts, type ResponsiveChart } from "~/domain/charts.server";
import { applicationOutcomes, bidsOnOpenProjects } from "~/domain/dashboard.server";
import { planStatus } from "~/domain/plans.server";
import { ratingHistory, ratingOverview } from "~/domain/reviews.server";
import { requireUser } from "~/utils/session.server";

/** The Pro analytics page: the user's own activity and reputation as charts; Free sees what it would show. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const can = abilitiesOf(user);
  if (!can.keepProfile) throw redirect("/admin");
  const plan = await planStatus(user);
  if (!plan.allows.analytics) return { allowed: false as const, trialAvailable: plan.trial_available };
  const [activity, overview, history] = await Promise.all([
    can.bid
      ? applicationOutcomes(user).then(applicationsChart)
      : can.hire
        ? bidsOnOpenProjects(user).then(bidsReceivedChart)
        : null,
    ratingOverview(user.id),
    ratingHistory(user.id),
  ]);
  const reputation = reputationCharts(overview, history);
  const charts = [activity, reputation.distribution, reputation.trend].filter((c): c is ResponsiveChart => c !== null);
  return { allowed: true as const, charts };
}

function Upgrade({ trialAvailable }: { trialAvailable: boolean }) {
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6 text-sm">
        <p>
          Analytics is a Pro feature: your applications or bids month by month, your reviews by rating and your average
          rating over the last year, as charts drawn from your own activity.
        </p>
        {trialAvailable ? (
          <StartTrialForm />
        ) : (
          <p>
            <Link to="/marketing/contact" className="font-medium text-primary underline underline-offset-4">
              Contact sales
            </Link>{" "}
            for Pro: we invoice you and switch your plan.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export default function AnalyticsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <PageContainer>
      <PageHeader title="Analytics" description="Your activity and reputation on TradeLink, from your own data." />
      {data.allowed ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {data.charts.map((chart) => (
            <Card key={chart.wide.title} className="min-w-0">
              <CardHeader>
                <CardTitle className="text-lg">{chart.wide.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <Chart chart={chart} />
              </CardContent>
            </Card>
          ))}
        </div>
      ) : (
        <Upgrade trialAvailable={data.trialAvailable} />
      )}
    </PageContainer>
  );
}

export const meta: MetaFunction = () => [{ title: `Analytics | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";
