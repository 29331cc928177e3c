import { Form, Link } from "@remix-run/react";

import { BadgeCheck, Search } from "~/components/icons";
import { Pager } from "~/components/pager";
import { SafeForm } from "~/components/safe-form";
import { TimeAgo } from "~/components/time-ago";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Input, Label, Select } from "~/components/ui/field";
import {
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  PLAN_LABELS,
  PLANS,
  ROLE_LABELS,
  ROLES,
  type AccountStatus,
} from "~/constants";
import type { AdminUserRecord } from "~/domain/admin.server";
import { formatDay } from "~/lib/dates";

type Filters = { q: string; role: string; status: string; includeDeleted: boolean };

const STATUS_BADGE: Record<AccountStatus, "default" | "destructive" | "outline"> = {
  active: "outline",
  suspended: "destructive",
  deleted: "default",
};

const businessName = (u: AdminUserRecord) =>
  u.profile ? ("company_name" in u.profile ? u.profile.company_name : u.profile.business_name) : null;

/** The row's actions, as the domain allows them: one-click forms for Activate and the business check, dialog routes for Suspend and Delete. */
function UserActions({ user, self, back }: { user: AdminUserRecord; self: boolean; back: string }) {
  if (self) return <span className="text-xs text-muted-foreground">You</span>;
  const { can } = user;
  return (
    <div className="ml-auto flex max-w-60 flex-wrap justify-end gap-1.5">
      {can.activate ? (
        <SafeForm action="/admin?tab=users&intent=activate">
          <input type="hidden" name="user_id" value={user.id} />
          <input type="hidden" name="back" value={back} />
          <Button size="sm" variant="outline" type="submit">
            Activate
          </Button>
        </SafeForm>
      ) : null}
      {can.suspend ? (
        <ButtonLink to={`/admin/users/${user.id}/suspend?tab=users`} size="sm" variant="outline" preventScrollReset>
          Suspend
        </ButtonLink>
      ) : null}
      {can.verify ? (
        <SafeForm action="/admin?tab=users&intent=verify">
          <input type="hidden" name="user_id" value={user.id} />
          <input type="hidden" name="verified" value={String(!user.admin_verified)} />
          <input type="hidden" name="back" value={back} />
          <Button size="sm" variant="ghost" type="submit">
            {user.admin_verified ? "Remove business check" : "Mark business checked"}
          </Button>
        </SafeForm>
      ) : null}
      {can.setPlan ? (
        <SafeForm action="/admin?tab=users&intent=plan" className="flex gap-1.5">
          <input type="hidden" name="user_id" value={user.id} />
          <input type="hidden" name="back" value={back} />
          <Select
            name="plan"
            defaultValue={user.plan}
            aria-label={`Plan of ${user.username}`}
            className="h-8 w-32 text-xs"
          >
            {PLANS.map((p) => (
              <option key={p} value={p}>
                {PLAN_LABELS[p]}
              </option>
            ))}
          </Select>
          <Button size="sm" variant="outline" type="submit">
            Set plan
          </Button>
        </SafeForm>
      ) : null}
      {can.delete ? (
        <ButtonLink
          to={`/admin/users/${user.id}/delete?tab=users`}
          size="sm"
          variant="ghost"
          className="text-destructive"
          preventScrollReset
        >
          Delete
        </ButtonLink>
      ) : null}
    </div>
  );
}

export function UsersPanel({
  users,
  filters,
  viewerId,
  back,
  href,
}: {
  users: { items: AdminUserRecord[]; total: number; more: boolean; page: number; page_count: number };
  filters: Filters;
  viewerId: number;
  /** This page's URL, where the one-click forms come back to. */
  back: string;
  href: (page: number) => string;
}) {
  return (
    <div className="grid gap-4">
      <Form
        method="get"
        action="/admin"
        className="grid gap-3 rounded-lg border border-border bg-card p-4 md:grid-cols-[1fr_auto_auto_auto_auto] md:items-end"
      >
        <input type="hidden" name="tab" value="users" />
        <div className="grid gap-1.5">
          <Label htmlFor="users-q">Search</Label>
          <Input id="users-q" name="q" type="search" defaultValue={filters.q} placeholder="Username, email, company" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="users-role">Role</Label>
          <Select id="users-role" name="role" defaultValue={filters.role}>
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="users-status">Status</Label>
          <Select id="users-status" name="status" defaultValue={filters.status}>
            <option value="">Any status</option>
            {ACCOUNT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ACCOUNT_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="includeDeleted"
            value="true"
            defaultChecked={filters.includeDeleted}
            className="size-4 accent-[var(--primary)]"
          />
          Include deleted
        </label>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </Form>
      <p className="text-sm text-muted-foreground" role="status">
        {users.total === 0
          ? "No users match."
          : `${users.more ? "More than 1,000" : users.total.toLocaleString("en-US")} ${users.total === 1 ? "user" : "users"}`}
      </p>
      {users.items.length ? (
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full min-w-[48rem] text-sm">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                {["User", "Role", "Status", "Company or business", "Created", "Last active"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {users.items.map((u) => (
                <tr key={u.id} className="border-b border-border align-top last:border-0">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <span className="flex items-center gap-1">
                      {u.can.openProfile ? (
                        <Link to={`/profile/${u.id}`} className="hover:underline">
                          {u.username}
                        </Link>
                      ) : (
                        u.username
                      )}
                      {u.admin_verified ? (
                        <BadgeCheck aria-label="Business checked by an admin" className="size-4 text-success" />
                      ) : null}
                    </span>
                    <span className="block text-xs font-normal break-all text-muted-foreground">{u.email}</span>
                  </th>
                  <td className="px-3 py-2">
                    {ROLE_LABELS[u.role]}
                    {u.can.setPlan ? <span className="block text-xs text-muted-foreground">{u.plan_label}</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    <Badge variant={STATUS_BADGE[u.account_status]}>{ACCOUNT_STATUS_LABELS[u.account_status]}</Badge>
                    {u.suspension_reason && u.account_status === "suspended" ? (
                      <p className="mt-1 max-w-48 text-xs text-muted-foreground">{u.suspension_reason}</p>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    {businessName(u) ?? <span className="text-muted-foreground">None</span>}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDay(u.created_at.slice(0, 10))}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {u.last_active_at ? <TimeAgo date={u.last_active_at} /> : "Never"}
                  </td>
                  <td className="px-3 py-2">
                    <UserActions user={u} self={u.id === viewerId} back={back} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={users.page} pageCount={users.page_count} href={href} />
    </div>
  );
}
