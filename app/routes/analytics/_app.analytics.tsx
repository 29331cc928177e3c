import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { applicationsChart, bidsReceivedChart, reputationCharts, type ResponsiveChart } from "~/domain/charts.server";
import { applicationOutcomes, bidsOnOpenProjects } from "~/domain/dashboard.server";
import { planStatus } from "~/domain/plans.server";
import { ratingHistory, ratingOverview } from "~/domain/reviews.server";
import { requireUser } from "~/utils/session.server";

/** The Pro analytics page: the user's own activity and reputation as charts; Free sees what it would show. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const can = abilitiesOf(user);
  if (!can.keepProfile) throw redirect("/admin");
  const plan = await planStatus(user);
  if (!plan.allows.analytics) return { allowed: false as const, trialAvailable: plan.trial_available };
  const [activity, overview, history] = await Promise.all([
    can.bid
      ? applicationOutcomes(user).then(applicationsChart)
      : can.hire
        ? bidsOnOpenProjects(user).then(bidsReceivedChart)
        : null,
    ratingOverview(user.id),
    ratingHistory(user.id),
  ]);
  const reputation = reputationCharts(overview, history);
  const charts = [activity, reputation.distribution, reputation.trend].filter((c): c is ResponsiveChart => c !== null);
  return { allowed: true as const, charts };
}

export default deferredPage(() => import("~/routes/analytics/_app.analytics.page"));

export const meta: MetaFunction = () => [{ title: `Analytics | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";
