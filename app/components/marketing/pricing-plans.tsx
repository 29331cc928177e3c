import type { ReactNode } from "react";

import { Check, Minus } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/utils/cn";

export type Plan = {
  name: "Free" | "Pro" | "Enterprise";
  price: string;
  period?: string;
  summary: string;
  note: string;
  included: string[];
  excluded?: string[];
  /** A link, or (signed in) what the visitor can do on their own account, such as the trial's form. */
  cta: { to: string; label: string } | ReactNode;
  featured?: boolean;
};

/** true: included; false: not included; text: how it differs between plans. */
type Cell = boolean | string;

const COMPARISON: { feature: string; cells: [Cell, Cell, Cell] }[] = [
  { feature: "Price", cells: ["$0/month", "$29/month, invoiced", "Custom, invoiced"] },
  { feature: "Free trial", cells: [false, "14 days, once, no card", false] },
  { feature: "Active project postings", cells: ["Up to 3", "Unlimited", "Unlimited"] },
  { feature: "Profile, messaging, connections and reviews", cells: [true, true, true] },
  {
    feature: "Project search",
    cells: ["Text, trade, status, distance", "Plus budget and posted within", "Plus budget and posted within"],
  },
  {
    feature: "Analytics",
    cells: [false, "Charts of bids, applications, ratings", "Charts of bids, applications, ratings"],
  },
  { feature: "Custom branding", cells: [false, "Accent colour and tagline", "Accent colour and tagline"] },
  { feature: "Support", cells: ["Email", "Priority email", "Priority email"] },
  { feature: "Payment", cells: [false, "Invoice from our sales team", "Invoice from our sales team"] },
];

function isLink(cta: Plan["cta"]): cta is { to: string; label: string } {
  return typeof cta === "object" && cta !== null && "to" in cta && "label" in cta;
}

export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <article
      aria-labelledby={`plan-${plan.name}`}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8",
        plan.featured ? "border-primary ring-1 ring-primary lg:-my-4 lg:py-12" : "border-border",
      )}
    >
      {plan.featured ? (
        <Badge variant="primary" className="absolute -top-3 left-1/2 -translate-x-1/2">
          Most popular
        </Badge>
      ) : null}
      <h2 id={`plan-${plan.name}`} className="text-xl font-semibold">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
        {plan.period ? <span className="text-muted-foreground">{plan.period}</span> : null}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{plan.note}</p>
      {isLink(plan.cta) ? (
        <ButtonLink to={plan.cta.to} variant={plan.featured ? "primary" : "outline"} size="lg" className="mt-6 w-full">
          {plan.cta.label}
        </ButtonLink>
      ) : (
        <div className="mt-6">{plan.cta}</div>
      )}
      <ul className="mt-8 grid gap-3 text-sm">
        {plan.included.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {item}
          </li>
        ))}
        {plan.excluded?.map((item) => (
          <li key={item} className="flex gap-3 text-muted-foreground">
            <Minus aria-hidden="true" className="size-5 shrink-0" />
            {item}
          </li>
        ))}
      </ul>
    </article>
  );
}

function ComparisonCell({ value }: { value: Cell }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-primary" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-muted-foreground" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <>{value}</>;
}

/** The feature names stay in view while the plan columns scroll sideways on a phone. */
const STICKY_COLUMN =
  "sticky left-0 z-10 w-40 px-4 text-left shadow-[1px_0_0_var(--color-border)] sm:static sm:px-6 sm:shadow-none";

export function ComparisonTable({ plans }: { plans: Plan[] }) {
  return (
    // Scrolls sideways on phones; focusable so keyboard users can scroll it too. `relative` keeps the sr-only labels
    // inside the scroller (absolutely positioned, they would otherwise widen the page).
    <div
      role="region"
      aria-labelledby="compare-heading"
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-border bg-card shadow-sm"
    >
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Features included in the Free, Pro and Enterprise plans</caption>
        <thead>
          <tr className="border-b border-border bg-muted">
            <th scope="col" className={cn(STICKY_COLUMN, "bg-muted py-4 font-semibold")}>
              Feature
            </th>
            {plans.map((plan) => (
              <th key={plan.name} scope="col" className="w-1/4 px-4 py-4 text-center font-semibold sm:px-6">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON.map((row) => (
            <tr key={row.feature} className="border-b border-border last:border-0">
              <th scope="row" className={cn(STICKY_COLUMN, "bg-card py-3.5 font-medium")}>
                {row.feature}
              </th>
              {row.cells.map((cell, index) => (
                <td key={plans[index].name} className="px-4 py-3.5 text-center text-muted-foreground sm:px-6">
                  <ComparisonCell value={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
