import { useActionData } from "@remix-run/react";

import { PortfolioForm } from "~/components/profile/portfolio-form";
import { RouteDialog } from "~/components/route-dialog";
import type { action } from "~/routes/profiles/_app.profile._own.portfolio.new";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function NewPortfolioItemDialog() {
  return (
    <RouteDialog
      title="Add a portfolio item"
      description="A finished job, with photos."
      closeTo="/profile?tab=portfolio"
    >
      <PortfolioForm action="/profile/portfolio/new?intent=add" lastResult={useActionData<typeof action>()} />
    </RouteDialog>
  );
}
