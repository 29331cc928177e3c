import { Link, NavLink, Outlet, useRouteLoaderData } from "@remix-run/react";

import { AccountLoading } from "~/components/account-loading";
import { Menu, X } from "~/components/icons";
import { Logo } from "~/components/logo";
import { SkipLink } from "~/components/skip-link";
import { ThemeSwitcher } from "~/components/theme-switcher";
import { ButtonLink } from "~/components/ui/button";
import { APP_NAME } from "~/constants";
import { clockTime } from "~/lib/render-clock";
import type { loader as rootLoader } from "~/root";
import { cn } from "~/utils/cn";

const NAV = [
  { to: "/", label: "Home" },
  { to: "/pricing", label: "Pricing" },
  { to: "/how-it-works", label: "How It Works" },
  { to: "/about", label: "About" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
];

const FOOTER_COLUMNS = [
  {
    title: "Company",
    links: [
      { to: "/about", label: "About Us" },
      { to: "/how-it-works", label: "How It Works" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: "/faq", label: "FAQ" },
      { to: "/verification", label: "Verification criteria" },
      { to: "/pricing", label: "Pricing" },
      { to: "/support", label: "Support" },
    ],
  },
  {
    title: "Features",
    links: [
      { to: "/features/profiles", label: "Profiles" },
      { to: "/features/projects", label: "Projects" },
      { to: "/features/messaging", label: "Messaging" },
      { to: "/features/reviews", label: "Reviews" },
      { to: "/features/credentials", label: "Credentials" },
      { to: "/features/matching", label: "Smart Matching" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/legal/privacy", label: "Privacy Policy" },
      { to: "/legal/terms", label: "Terms of Service" },
      { to: "/legal/cookies", label: "Cookie Policy" },
    ],
  },
];

/** The year written in the footer stays until the next one starts. */
const startOfNextYear = (nowMs: number) => new Date(new Date(nowMs).getFullYear() + 1, 0, 1).getTime();

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
    isActive ? "text-primary" : "text-foreground",
  );

function AccountButtons({ signedIn, className }: { signedIn: boolean; className?: string }) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      {signedIn ? (
        <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
      ) : (
        <>
          <ButtonLink to="/auth" variant="ghost">
            Log In
          </ButtonLink>
          <ButtonLink to="/auth?tab=register">Sign Up Free</ButtonLink>
        </>
      )}
    </div>
  );
}

export default function PublicLayout() {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <AccountButtons signedIn={signedIn} className="hidden lg:flex" />
          {/* Mobile menu: a <details> disclosure, so it opens without JavaScript. */}
          <details className="group lg:hidden">
            <summary className="inline-flex size-10 list-none items-center justify-center rounded-md border border-border">
              <Menu aria-hidden="true" className="size-5 group-open:hidden" />
              <X aria-hidden="true" className="hidden size-5 group-open:block" />
              <span className="sr-only">Menu</span>
            </summary>
            <div className="absolute inset-x-0 top-16 border-b border-border bg-card px-4 pb-6 shadow-lg">
              <nav aria-label="Mobile" className="flex flex-col py-2">
                {NAV.map((item) => (
                  <NavLink key={item.to} to={item.to} end className={navLinkClass}>
                    {item.label}
                  </NavLink>
                ))}
              </nav>
              <AccountButtons signedIn={signedIn} className="pt-2" />
            </div>
          </details>
        </div>
      </header>

      <div id="main" className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <AccountLoading />

      <footer className="border-t border-border bg-card">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <div className="grid gap-8 md:grid-cols-[1.5fr_repeat(4,1fr)]">
            <div className="space-y-3">
              <Logo />
              <p className="max-w-xs text-sm text-muted-foreground">
                The network where general contractors and subcontractors find each other, win work and build a
                reputation.
              </p>
            </div>
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="text-sm font-semibold">{column.title}</h2>
                <ul className="mt-3 space-y-2">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="text-sm text-muted-foreground hover:text-foreground">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <div className="mt-10 flex flex-col items-start justify-between gap-4 border-t border-border pt-6 sm:flex-row sm:items-center">
            <p className="text-sm text-muted-foreground">
              © {new Date(clockTime(startOfNextYear)).getFullYear()} {APP_NAME}. All rights reserved.
            </p>
            <ThemeSwitcher />
          </div>
        </div>
      </footer>
    </div>
  );
}
