import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME, AWARD_UNDO_WINDOW_MS } from "~/constants";
import { awardApplication, awardPreview } from "~/domain/awards.server";
import { applicationsListUrl } from "~/lib/applications-list";
import { awardSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const ids = (params: Params) => ({
  projectId: idParam(params, "projectId", "Project not found"),
  applicationId: idParam(params, "applicationId", "Application not found"),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(async () => {
    const { projectId, applicationId } = ids(params);
    return awardPreview(user, projectId, applicationId);
  });
}

/** Awards, then back to the list as it was (its sort, filters and page; the awarded card in view), with Undo. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { search } = new URL(request.url);
  return formAction(request, {
    schema: awardSchema,
    run: async ({ tell_others }) => {
      const { projectId, applicationId } = ids(params);
      const award = await awardApplication(user, projectId, applicationId, { tellOthers: tell_others });
      const others = award.rejected
        ? ` ${award.rejected} ${award.rejected === 1 ? "other applicant" : "others"} will be told it's awarded.`
        : "";
      return {
        redirectTo: applicationsListUrl(projectId, search, applicationId),
        toast: {
          type: "success",
          title: `Awarded to ${award.applicant_name}`,
          description:
            `${others} Nobody is notified for ${AWARD_UNDO_WINDOW_MS / 1000} seconds: you can still undo it.`.trim(),
          action: {
            label: "Undo",
            to: applicationsListUrl(projectId, search),
            fields: { intent: "undo_award", award_id: String(award.id) },
          },
        },
      };
    },
    failure: () => ({ title: "Not awarded" }),
  });
}

export default deferredPage(() => import("~/routes/applications/_app.projects_.$projectId.award.$applicationId.page"));

export const meta: MetaFunction = () => [{ title: `Award | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
