import { Link } from "@remix-run/react";

import type { UserRecord } from "~/domain/accounts.server";
import { formatMonth } from "~/lib/dates";
import { roleLabel } from "~/lib/user-display";

/** The Account Settings tab: who you are signed in as; changes live in Settings. */
export function AccountDetails({ user, canDelete }: { user: UserRecord; canDelete: boolean }) {
  const rows = [
    ["Username", user.username],
    ["Email", user.email],
    ["Account type", roleLabel(user.role)],
    ["Member since", formatMonth(user.created_at)],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-md border border-border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        The account type cannot be changed, and the username and email are fixed; to change your email,{" "}
        <Link to="/contact?subject=support" className="font-medium text-primary underline-offset-4 hover:underline">
          contact support
        </Link>
        . Your password, notifications and privacy are in{" "}
        <Link to="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
          Settings
        </Link>
        .
      </p>
      {canDelete ? (
        <div className="rounded-md border border-destructive/40 p-4">
          <h3 className="font-semibold">Delete Account</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Permanently removes your profile, projects, messages and everything else you keep here.
          </p>
          <Link
            to="/profile/delete-account"
            preventScrollReset
            className="mt-3 inline-flex h-9 items-center rounded-md bg-destructive px-4 text-sm font-medium text-destructive-foreground"
          >
            Delete Account
          </Link>
        </div>
      ) : null}
    </div>
  );
}
