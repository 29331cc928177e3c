import { useActionData, useLoaderData } from "@remix-run/react";

import { ReportDialog } from "~/components/report-dialog";
import type { action, loader } from "~/routes/reports/_app.profile.$userId.report";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function ReportProfileDialog() {
  const { target, closeTo } = useLoaderData<typeof loader>();
  return <ReportDialog target={target} closeTo={closeTo} lastResult={useActionData<typeof action>()} />;
}
