import { Link } from "@remix-run/react";

import { Chart } from "~/components/charts/chart";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  CREDENTIAL_EXPIRING_DAYS,
  ROLE_LABELS,
  ROLES,
  type AccountStatus,
  type Role,
} from "~/constants";
import type { adminDashboardCharts, ResponsiveChart } from "~/domain/charts.server";

export type DashboardData = {
  pendingCount: number;
  reportsByType: Record<string, number>;
  reportsByReason: Record<string, number>;
  usersByRole: Record<Role, Record<AccountStatus, number>>;
  weeks_start: string;
  signupsPerWeek: number[];
  projectsPerWeek: number[];
  credentialsExpiringSoon: number;
};

const number = new Intl.NumberFormat("en-US");

const total = (counts: Record<string, number> | number[]) => Object.values(counts).reduce((a, b) => a + b, 0);

/** A chart, or what it would show when it has nothing to count (an empty axis reads as a broken chart). */
function ChartCard({ chart, empty }: { chart: ResponsiveChart; empty: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{chart.wide.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            {empty}
          </p>
        ) : (
          <Chart chart={chart} />
        )}
      </CardContent>
    </Card>
  );
}

export function DashboardPanel({
  data,
  charts,
}: {
  data: DashboardData;
  charts: ReturnType<typeof adminDashboardCharts>;
}) {
  const totalUsers = ROLES.reduce((sum, role) => sum + data.usersByRole[role].active, 0);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>Pending reports</CardDescription>
            <CardTitle className="text-3xl tabular-nums">{number.format(data.pendingCount)}</CardTitle>
          </CardHeader>
          <CardContent>
            <Link to="/admin?tab=moderation" className="text-sm font-medium text-primary hover:underline">
              Open the queue
            </Link>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Active accounts</CardDescription>
            <CardTitle className="text-3xl tabular-nums">{number.format(totalUsers)}</CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Credentials expiring in the next {CREDENTIAL_EXPIRING_DAYS} days</CardDescription>
            <CardTitle className="text-3xl tabular-nums">{number.format(data.credentialsExpiringSoon)}</CardTitle>
          </CardHeader>
        </Card>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartCard chart={charts.reportsByType} empty={total(data.reportsByType) ? null : "No reports yet."} />
        <ChartCard chart={charts.reportsByReason} empty={total(data.reportsByReason) ? null : "No reports yet."} />
        <ChartCard
          chart={charts.signups}
          empty={total(data.signupsPerWeek) ? null : "No sign-ups in the last 12 weeks."}
        />
        <ChartCard
          chart={charts.projects}
          empty={total(data.projectsPerWeek) ? null : "No projects posted in the last 12 weeks."}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Accounts by role and status</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-sm">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-2 font-medium">
                  Role
                </th>
                {ACCOUNT_STATUSES.map((s) => (
                  <th key={s} scope="col" className="py-2 text-right font-medium">
                    {ACCOUNT_STATUS_LABELS[s]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROLES.map((role) => (
                <tr key={role} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 text-left font-medium">
                    {ROLE_LABELS[role]}
                  </th>
                  {ACCOUNT_STATUSES.map((s) => (
                    <td key={s} className="py-2 text-right tabular-nums">
                      <Link
                        to={`/admin?tab=users&role=${role}&status=${s}`}
                        className="hover:underline"
                        aria-label={`${ROLE_LABELS[role]}, ${ACCOUNT_STATUS_LABELS[s]}: ${data.usersByRole[role][s]}`}
                      >
                        {number.format(data.usersByRole[role][s])}
                      </Link>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}
