import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BackToProject } from "~/components/bids/back-to-project";
import { missingThingBoundary } from "~/components/error-screens";
import { Download, Lock } from "~/components/icons";
import { BidderByBidder, HiddenBidders, LevelingTable } from "~/components/leveling/leveling-grid";
import { PageContainer, PageHeader } from "~/components/page-header";
import { Card, CardContent } from "~/components/ui/card";
import { APP_NAME } from "~/constants";
import { levelingGrid, setLevelingHidden, setPlug } from "~/domain/leveling.server";
import { levelingHiddenFormSchema, plugFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

/** The owner's leveling grid of a project (issue 30): bids side by side against the scope checklist, with plugs. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const bidder = Number(new URL(request.url).searchParams.get("bidder")) || 1;
  const grid = await pageData(() => levelingGrid(user, idParam(params, "projectId", "Project not found")));
  return { grid, bidder };
}

/** A plug and note for one cell, or Hide / Show of a bidder. With JavaScript a saved plug answers in place. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const projectId = idParam(params, "projectId", "Project not found");
  const form = await request.clone().formData();
  const here = `/projects/${projectId}/leveling`;
  if (form.get("intent") === "hidden") {
    return formAction(request, {
      schema: levelingHiddenFormSchema,
      intent: "hidden",
      run: async ({ application_id, hidden }) => {
        await setLevelingHidden(user, application_id, hidden);
        return { redirectTo: here, toast: { type: "success", title: hidden ? "Bidder hidden" : "Bidder shown" } };
      },
    });
  }
  const intent = `plug:${String(form.get("application_id"))}:${String(form.get("scope_item_id"))}`;
  const answer = await formAction(request, {
    schema: plugFormSchema,
    intent,
    run: async ({ application_id, scope_item_id, plug, note, bidder }) => {
      await setPlug(user, application_id, scope_item_id, { plug_cents: plug, note });
      const anchor = bidder
        ? `?bidder=${bidder}#bidder-cell-${application_id}-${scope_item_id}`
        : `#cell-${application_id}-${scope_item_id}`;
      return { redirectTo: `${here}${anchor}` };
    },
  });
  const saved = answer instanceof Response && answer.status >= 300 && answer.status < 400;
  return saved && form.has("_inplace") ? data({ saved: intent }) : answer;
}

function Sealed({ message, count }: { message: string; count: number }) {
  return (
    <Card>
      <CardContent className="flex items-start gap-3 pt-6">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid gap-1">
          <p className="font-semibold" role="status">
            {message}
          </p>
          <p className="text-sm text-muted-foreground">
            {count === 1 ? "1 bid is in." : `${count} bids are in.`} No amount is shown to anyone until the opening.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function Exports({ projectId }: { projectId: number }) {
  const link =
    "inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-muted";
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`/projects/${projectId}/leveling.xlsx`} className={link} download>
        <Download aria-hidden="true" className="size-4" />
        Excel (.xlsx)
      </a>
      <a href={`/projects/${projectId}/leveling.csv`} className={link} download>
        <Download aria-hidden="true" className="size-4" />
        CSV
      </a>
    </div>
  );
}

export default function LevelingPage() {
  const { grid, bidder } = useLoaderData<typeof loader>();
  const { project } = grid;
  const open = !grid.sealed_message;
  return (
    <PageContainer>
      <BackToProject projectId={project.id} />
      <PageHeader
        title="Level bids"
        description={`${project.title}: each bid's base plus your plugs for what it excludes or leaves out. Alternates are priced apart and not leveled.`}
        actions={open && grid.bidders.length ? <Exports projectId={project.id} /> : null}
      />
      {grid.sealed_message ? (
        <Sealed message={grid.sealed_message} count={grid.bidders.length + grid.hidden.length} />
      ) : grid.bidders.length === 0 ? (
        <Card>
          <CardContent className="pt-6 text-sm text-muted-foreground">
            {grid.hidden.length ? "Every bid is hidden from the grid." : "No bids to level yet."}
          </CardContent>
        </Card>
      ) : (
        <>
          {grid.rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              This project has no scope checklist, so the bids compare on their base alone.
            </p>
          ) : null}
          <div className="hidden sm:block">
            <LevelingTable grid={grid} />
          </div>
          <div className="sm:hidden">
            <BidderByBidder grid={grid} current={bidder} />
          </div>
        </>
      )}
      {open ? <HiddenBidders hidden={grid.hidden} /> : null}
    </PageContainer>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Level bids${data ? ` | ${data.grid.project.title}` : ""} | ${APP_NAME}` },
];

export { clientAction, shouldRevalidate } from "~/utils/network";

export const ErrorBoundary = missingThingBoundary(
  "Project not found",
  "The project may have been removed, or the link is wrong.",
);
