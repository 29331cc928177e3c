import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { missingThingBoundary } from "~/components/error-screens";
import { APP_NAME } from "~/constants";
import { levelingGrid, setLevelingHidden, setPlug } from "~/domain/leveling.server";
import { levelingHiddenFormSchema, plugFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData, pageIdParam } from "~/utils/http.server";
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
  const projectId = pageIdParam(params, "projectId", "Project not found");
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

export default deferredPage(() => import("~/routes/bids/_app.projects_.$projectId_.leveling.page"));

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Level bids${data ? ` | ${data.grid.project.title}` : ""} | ${APP_NAME}` },
];

export { clientAction, shouldRevalidate } from "~/utils/network";

export const ErrorBoundary = missingThingBoundary(
  "Project not found",
  "The project may have been removed, or the link is wrong.",
);
