import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { missingThingBoundary } from "~/components/error-screens";
import { APP_NAME, BID_LINE_ROWS } from "~/constants";
import { myBid, reviseBid, submitBid } from "~/domain/bids.server";
import { bidFormSchema } from "~/schemas/index.server";
import { formAction, parseWithZod } from "~/utils/forms.server";
import { pageIdParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => pageIdParam(params, "projectId", "Project not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(() => myBid(user, projectId(params)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = projectId(params);
  const form = await request.clone().formData();
  if (form.get("intent") === "add-line") {
    // Shown again as typed, with more empty rows; nothing is sent.
    const typed = parseWithZod(form, { schema: bidFormSchema }).reply().initialValue ?? {};
    return data({
      result: { initialValue: typed, error: {} },
      title: "",
      rows: Number(form.get("rows")) + BID_LINE_ROWS,
    });
  }
  return formAction(request, {
    schema: bidFormSchema,
    run: async (bid) => {
      const page = await myBid(user, id);
      if (page.bid) await reviseBid(user, page.bid.id, bid);
      else await submitBid(user, { ...bid, project_id: id });
      return {
        redirectTo: `/projects/${id}/bid`,
        toast: page.bid
          ? { type: "success", title: "Bid revised", description: "The contractor sees your new revision." }
          : { type: "success", title: "Bid sent", description: "The contractor will review your bid." },
      };
    },
    failure: () => ({ title: "Your bid was not sent" }),
  });
}

export default deferredPage(() => import("~/routes/bids/_app.projects_.$projectId_.bid.page"));

export const meta: MetaFunction = () => [{ title: `Bid | ${APP_NAME}` }];

export const ErrorBoundary = missingThingBoundary(
  "Project not found",
  "This project does not exist, was removed, or is not open to you.",
);

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
