import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { missingThingBoundary } from "~/components/error-screens";
import { APP_NAME } from "~/constants";
import { addendumDraftOf, issueAddendum } from "~/domain/plan-addenda.server";
import { addendumFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => idParam(params, "projectId", "Project not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(async () => addendumDraftOf(user, projectId(params)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: addendumFormSchema,
    run: async ({ note, version_ids }) => {
      const id = projectId(params);
      const addendum = await issueAddendum(user, id, { note, versionIds: version_ids });
      const told = addendum.bidders_told;
      return {
        redirectTo: `/projects/${id}/documents`,
        toast: {
          type: "success",
          title: `Addendum ${addendum.number} issued: ${told} ${told === 1 ? "bidder" : "bidders"} told`,
          description: "Each bidder is asked to acknowledge it; the plan room shows who has.",
        },
      };
    },
    failure: () => ({ title: "The addendum was not issued" }),
  });
}

export default deferredPage(() => import("~/routes/documents/_app.projects_.$projectId_.addenda.new.page"));

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Issue addendum${data ? ` | ${data.project.title}` : ""} | ${APP_NAME}` },
];

export const ErrorBoundary = missingThingBoundary(
  "Project not found",
  "The project may have been removed, or the link is wrong.",
);

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
