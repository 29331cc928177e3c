import { useActionData, useLoaderData } from "@remix-run/react";

import { PortfolioForm } from "~/components/profile/portfolio-form";
import { RouteDialog } from "~/components/route-dialog";
import type { action, loader } from "~/routes/profiles/_app.profile._own.portfolio.$id.edit";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function EditPortfolioItemDialog() {
  const { item } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Edit portfolio item" closeTo="/profile?tab=portfolio">
      <PortfolioForm
        action={`/profile/portfolio/${item.id}/edit?intent=save`}
        item={item}
        lastResult={useActionData<typeof action>()}
      />
    </RouteDialog>
  );
}
