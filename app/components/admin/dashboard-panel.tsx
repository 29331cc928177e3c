import { Link } from "@remix-run/react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ACCOUNT_STATUSES, REPORT_REASON_LABELS, ROLE_LABELS, ROLES, type AccountStatus, type Role } from "~/constants";

export type DashboardData = {
  pendingCount: number;
  reportsByType: Record<string, number>;
  reportsByReason: Record<string, number>;
  usersByRole: Record<Role, Record<AccountStatus, number>>;
  weeks_start: string;
  signupsPerWeek: number[];
  projectsPerWeek: number[];
  credentialsExpiringThisMonth: number;
};

const number = new Intl.NumberFormat("en-US");
const TYPE_LABELS: Record<string, string> = {
  profile: "Profiles",
  project: "Projects",
  review: "Reviews",
  message: "Messages",
  portfolio_item: "Portfolio items",
};
const STATUS_LABELS: Record<AccountStatus, string> = { active: "Active", suspended: "Suspended", deleted: "Deleted" };

/** Horizontal bars drawn with CSS: readable without JavaScript, each with its number. */
function BarList({ items, label }: { items: { label: string; value: number }[]; label: string }) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul aria-label={label} className="grid gap-2">
      {items.map((i) => (
        <li key={i.label} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2 text-sm">
          <span className="truncate text-muted-foreground">{i.label}</span>
          <span className="h-3 rounded-full bg-muted">
            <span
              className="block h-3 rounded-full bg-primary"
              style={{ width: `${(i.value / max) * 100}%`, minWidth: i.value ? "0.25rem" : 0 }}
            />
          </span>
          <span className="text-right font-medium tabular-nums">{number.format(i.value)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Twelve weekly columns, the week's first day under each (the figure is in the title and for screen readers). */
function WeekColumns({ values, start, label }: { values: number[]; start: string; label: string }) {
  const max = Math.max(1, ...values);
  const weekOf = (i: number) =>
    new Date(new Date(start).getTime() + i * 7 * 86_400_000).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
  return (
    <div>
      <ol aria-label={label} className="flex h-32 items-end gap-1">
        {values.map((v, i) => (
          <li key={i} className="flex h-full flex-1 flex-col justify-end" title={`Week of ${weekOf(i)}: ${v}`}>
            <span className="sr-only">
              Week of {weekOf(i)}: {v}
            </span>
            <span
              className="block rounded-t bg-primary/80"
              style={{ height: `${(v / max) * 100}%`, minHeight: v ? "2px" : 0 }}
            />
          </li>
        ))}
      </ol>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{weekOf(0)}</span>
        <span>{weekOf(values.length - 1)}</span>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {number.format(values.reduce((a, b) => a + b, 0))} in 12 weeks, {number.format(values.at(-1) ?? 0)} this week
      </p>
    </div>
  );
}

export function DashboardPanel({ data }: { data: DashboardData }) {
  const totalUsers = ROLES.reduce((sum, role) => sum + data.usersByRole[role].active, 0);
  return (
    <div className="grid gap-4">
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
            <CardDescription>Credentials expiring this month</CardDescription>
            <CardTitle className="text-3xl tabular-nums">{number.format(data.credentialsExpiringThisMonth)}</CardTitle>
          </CardHeader>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Reports by type</CardTitle>
          </CardHeader>
          <CardContent>
            <BarList
              label="Reports by type"
              items={Object.keys(TYPE_LABELS)
                .filter((t) => t !== "portfolio_item" || data.reportsByType[t])
                .map((t) => ({ label: TYPE_LABELS[t], value: data.reportsByType[t] ?? 0 }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Reports by reason</CardTitle>
          </CardHeader>
          <CardContent>
            <BarList
              label="Reports by reason"
              items={Object.entries(REPORT_REASON_LABELS).map(([reason, label]) => ({
                label,
                value: data.reportsByReason[reason] ?? 0,
              }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Sign-ups per week</CardTitle>
          </CardHeader>
          <CardContent>
            <WeekColumns label="Sign-ups per week" values={data.signupsPerWeek} start={data.weeks_start} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Projects posted per week</CardTitle>
          </CardHeader>
          <CardContent>
            <WeekColumns label="Projects posted per week" values={data.projectsPerWeek} start={data.weeks_start} />
          </CardContent>
        </Card>
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
                    {STATUS_LABELS[s]}
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
                        aria-label={`${ROLE_LABELS[role]}, ${STATUS_LABELS[s]}: ${data.usersByRole[role][s]}`}
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
