import { Link, useLoaderData } from "@remix-run/react";

import { Chart } from "~/components/charts/chart";
import { PageContainer, PageHeader } from "~/components/page-header";
import { StartTrialForm } from "~/components/settings/settings-actions";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { loader } from "~/routes/analytics/_app.analytics";

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

/** The page, hydrated when reached (components/deferred-page). */
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
