import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type Params } from "@remix-run/react";

import { BackToProject } from "~/components/bids/back-to-project";
import { missingThingBoundary } from "~/components/error-screens";
import {} from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { AttachForm, BidForm, initialValues, LINE_ROWS, type FormState, type Typed } from "~/components/bids/bid-form";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { APP_NAME } from "~/constants";
import { BidHistory, BidSummary } from "~/components/bids/bid-view";
import { myBid, reviseBid, submitBid } from "~/domain/bids.server";
import { formatCents } from "~/lib/money";
import { bidFormSchema } from "~/schemas/index.server";
import { formAction, parseWithZod } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => idParam(params, "projectId", "Project not found");

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
    return data({ result: { initialValue: typed, error: {} }, title: "", rows: Number(form.get("rows")) + LINE_ROWS });
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

export default function BidPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const state: FormState = {
    values: (answer?.result.initialValue as Typed | undefined) ?? initialValues(page),
    errors: (answer?.result.error as FormState["errors"] | undefined) ?? {},
    rows: answer && "rows" in answer ? answer.rows : LINE_ROWS,
  };
  const { bid, window } = page;
  const open = page.can.bid || page.can.revise;
  return (
    <PageContainer>
      <BackToProject projectId={page.project.id} />
      <PageHeader
        title={bid ? `Your bid: ${page.project.title}` : `Bid: ${page.project.title}`}
        description={[
          page.due_label ? `Bids due ${page.due_label}` : null,
          window.amounts_sealed ? "Sealed: no one but you sees your amounts until then" : null,
          window.past_due && window.late_bids_allowed ? "Late bids are taken and marked late" : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      />
      <div className="grid gap-6">
        {bid ? (
          <BidSummary
            bid={bid}
            title={`Your bid: ${bid.base_cents === null ? "no base total" : formatCents(bid.base_cents)}`}
          />
        ) : null}
        {open ? (
          <Card>
            <CardHeader>
              <CardTitle>{bid ? "Revise your bid" : "Your bid"}</CardTitle>
            </CardHeader>
            <CardContent>
              <BidForm page={page} state={state} title={answer?.title} />
            </CardContent>
          </Card>
        ) : (
          <p className="rounded-md bg-muted p-3 text-sm">
            {window.past_due ? "Bids are closed on this project." : "This project is not taking bids now."}
          </p>
        )}
        {bid && page.can.withdraw ? <AttachForm projectId={page.project.id} /> : null}
        {bid ? <BidHistory bid={bid} /> : null}
        {page.can.withdraw && bid ? (
          <p className="text-sm">
            <Link to={`/projects/applications/${bid.id}/withdraw`} className="text-destructive underline">
              Withdraw your bid
            </Link>
          </p>
        ) : null}
      </div>
    </PageContainer>
  );
}

export const meta: MetaFunction = () => [{ title: `Bid | ${APP_NAME}` }];

export const ErrorBoundary = missingThingBoundary(
  "Project not found",
  "This project does not exist, was removed, or is not open to you.",
);

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
