import { type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { Avatar } from "~/components/avatar";
import {
  Bell,
  Briefcase,
  CalendarDays,
  ChartColumnIncreasing,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquare,
  Settings,
  Shield,
  Sparkles,
  Star,
  User,
  Users,
  X,
} from "~/components/icons";
import { Logo } from "~/components/logo";
import { clearDrafts } from "~/utils/drafts";
import { SkipLink } from "~/components/skip-link";
import { forgetDevice } from "~/offline/client";
import { ThemeSwitcher } from "~/components/theme-switcher";
import { UNREAD_BADGE_CAP } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import type { UserRecord } from "~/domain/accounts.server";
import { planStatus } from "~/domain/plans.server";
import { countUnreadMessages } from "~/domain/messages.server";
import { countUnreadNotifications } from "~/domain/notifications.server";
import { cn } from "~/utils/cn";
import { useLiveUpdates } from "~/utils/use-live-updates";
import { daysLeftText } from "~/lib/dates";
import { imageVariant } from "~/lib/images";
import { isNavItemActive } from "~/lib/nav";
import { readThreadOpenedBy } from "~/utils/opened-thread.server";
import { requireUser } from "~/utils/session.server";
import { displayName, hasProfile, logoUrl, roleLabel } from "~/lib/user-display";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // A thread this request opens is read before the badges count, as the conversation list is.
  await readThreadOpenedBy(request, user);
  return {
    user: {
      id: user.id,
      role: user.role,
      can: abilitiesOf(user),
      displayName: displayName(user),
      roleLabel: roleLabel(user.role),
      logoUrl: imageVariant(logoUrl(user), "avatar"),
      needsProfile: !hasProfile(user),
      plan: await planBadge(user),
    },
    unreadCount: await countUnreadMessages(user.id),
    notificationCount: await countUnreadNotifications(user.id),
  };
}

/** The plan shown under the name: only a running trial (with its days left) or a paid plan; Free says nothing. */
async function planBadge(user: UserRecord) {
  if (!abilitiesOf(user).keepProfile) return null;
  const plan = await planStatus(user);
  if (plan.effective === "free") return null;
  return plan.trial ? `${plan.label} · ${daysLeftText(plan.trial.days_left)}` : plan.label;
}

/** An unread count ("99+" past the cap the count query stops at); nothing when there is none. */
function UnreadBadge({ count, className }: { count: number; className: string }) {
  if (!count) return null;
  return (
    <span className={cn("rounded-full bg-destructive font-semibold text-destructive-foreground", className)}>
      {count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}

type NavItem = { to: string; label: string; Icon: typeof User; badge?: number };

function navItems(administer: boolean, unreadCount: number, notificationCount: number): NavItem[] {
  return [
    { to: "/dashboard", label: "Dashboard", Icon: LayoutDashboard },
    { to: "/notifications", label: "Notifications", Icon: Bell, badge: notificationCount },
    { to: "/profile", label: "Profile", Icon: User },
    { to: "/messages", label: "Messages", Icon: MessageSquare, badge: unreadCount },
    { to: "/connections", label: "Connections", Icon: Users },
    { to: "/matches", label: "Smart Matches", Icon: Sparkles },
    { to: "/reviews", label: "Reviews", Icon: Star },
    ...(administer ? [] : [{ to: "/analytics", label: "Analytics", Icon: ChartColumnIncreasing }]),
    { to: "/projects", label: "Projects", Icon: Briefcase },
    { to: "/appointments", label: "Schedule", Icon: CalendarDays },
    ...(administer ? [{ to: "/admin", label: "Admin Panel", Icon: Shield }] : []),
    { to: "/settings", label: "Settings", Icon: Settings },
  ];
}

function SidebarContent({ items }: { items: NavItem[] }) {
  const { user } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <Logo to="/dashboard" className="hidden px-2 lg:inline-flex" />
      <div className="flex items-center gap-3 rounded-lg bg-muted p-3">
        <Avatar name={user.displayName} src={user.logoUrl} />
        <div className="min-w-0">
          <p className="text-sm font-semibold break-words">{user.displayName}</p>
          <p className="truncate text-xs text-muted-foreground">{user.roleLabel}</p>
          {user.plan ? (
            <Link
              to="/settings?tab=plan"
              className="mt-1 inline-block rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
            >
              {user.plan}
            </Link>
          ) : null}
        </div>
      </div>
      <nav aria-label="App" className="flex-1">
        <ul className="grid gap-1">
          {items.map(({ to, label, Icon, badge }) => {
            const active = isNavItemActive(to, pathname, user.id);
            return (
              <li key={to}>
                <Link
                  to={to}
                  prefetch="intent"
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                    active ? "bg-accent text-accent-foreground" : "text-foreground hover:bg-muted",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  <span className="flex-1">{label}</span>
                  <UnreadBadge count={badge ?? 0} className="px-2 py-0.5 text-xs" />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <ThemeSwitcher className="self-start" />
      <Form
        method="post"
        action="/logout"
        onSubmit={() => {
          clearDrafts();
          forgetDevice();
        }}
      >
        <button
          type="submit"
          className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted"
        >
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </button>
      </Form>
    </div>
  );
}

function TopBarLink({ to, label, Icon, count }: { to: string; label: string; Icon: typeof User; count: number }) {
  return (
    <Link to={to} className="relative inline-flex size-10 items-center justify-center rounded-md">
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
      <UnreadBadge count={count} className="absolute top-0.5 right-0.5 px-1.5 text-[10px]" />
    </Link>
  );
}

export default function AppLayout() {
  const { user, unreadCount, notificationCount } = useLoaderData<typeof loader>();
  const items = navItems(user.can.administer, unreadCount, notificationCount);
  const menuToggle = useRef<HTMLInputElement>(null);
  useLiveUpdates();
  const location = useLocation();

  // With JavaScript, a navigation closes the mobile menu; without it, each page load starts closed.
  useEffect(() => {
    if (menuToggle.current) menuToggle.current.checked = false;
  }, [location]);

  return (
    <div className="min-h-screen lg:flex">
      <SkipLink />
      {/* Under 1024 px (Tailwind lg, the sidebar breakpoint): a top bar whose menu slides in, driven by a checkbox, so it needs no JavaScript. */}
      <input ref={menuToggle} id="app-menu" type="checkbox" className="peer sr-only lg:hidden" aria-label="Menu" />
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-card px-4 lg:hidden">
        <label
          htmlFor="app-menu"
          className="inline-flex size-10 cursor-pointer items-center justify-center rounded-md border border-border"
        >
          <Menu aria-hidden="true" className="size-5" />
          <span className="sr-only">Open menu</span>
        </label>
        <Logo to="/dashboard" />
        <div className="flex items-center">
          <TopBarLink to="/notifications" label="Notifications" Icon={Bell} count={notificationCount} />
          <TopBarLink to="/messages" label="Messages" Icon={MessageSquare} count={unreadCount} />
        </div>
      </header>
      <label
        htmlFor="app-menu"
        aria-hidden="true"
        className="pointer-events-none fixed inset-0 z-40 bg-black/50 opacity-0 transition-opacity peer-checked:pointer-events-auto peer-checked:opacity-100 lg:hidden"
      />
      <aside
        className={cn(
          "fixed inset-y-0 left-0 z-50 w-72 -translate-x-full overflow-y-auto border-r border-border bg-card transition-transform",
          "peer-checked:translate-x-0 lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:shrink-0 lg:translate-x-0",
        )}
      >
        <label
          htmlFor="app-menu"
          className="absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-muted lg:hidden"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close menu</span>
        </label>
        <SidebarContent items={items} />
      </aside>
      <div id="main" className="min-w-0 flex-1">
        {user.needsProfile ? (
          <div className="border-b border-border bg-accent px-4 py-3 text-sm text-accent-foreground sm:px-8">
            Complete your profile so {user.can.hire ? "subcontractors" : "contractors"} can find you.{" "}
            <Link to="/profile" className="font-semibold underline underline-offset-4">
              Complete your profile
            </Link>
          </div>
        ) : null}
        <Outlet />
      </div>
    </div>
  );
}

export { shouldRevalidate } from "~/utils/network";
