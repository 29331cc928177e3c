import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { missingThingBoundary } from "~/components/error-screens";
import { APP_NAME } from "~/constants";
import { projectScope, replaceScope, scopeAnswerCounts } from "~/domain/bid-scope.server";
import { DomainError, STATUS_BY_KIND } from "~/domain/errors.server";
import { getProject, ownProject } from "~/domain/projects.server";
import { applyRowAction, draftFromForm, rowErrors, scopeBodyOf } from "~/lib/scope-draft";
import { scopeSchema } from "~/schemas/index.server";
import { pageIdParam, pageData, parseWith } from "~/utils/http.server";
import { redirectWithToast, requireUser } from "~/utils/session.server";

const projectId = (params: Params) => pageIdParam(params, "projectId", "Project not found");

/** The owner's scope checklist editor (403 for anyone else). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = projectId(params);
  return pageData(async () => {
    const answered = await scopeAnswerCounts(user, id);
    const project = await getProject(user, id);
    return {
      project: { id: project.id, title: project.title, open: project.status === "open" },
      scope: await projectScope(user, id),
      answered,
    };
  });
}

type Failure = { byRow: Record<string, string[]>; form: string[] };

/**
 * Row actions (add, remove, move) answer the rows as typed with the change, saving nothing; Save replaces the
 * checklist and goes back to the project.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = projectId(params);
  await pageData(() => ownProject(user, id));
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const draft = draftFromForm(formData);
  if (intent !== "save") return { draft: applyRowAction(draft, intent), failure: null };
  const { body, rowKeyOf } = scopeBodyOf(draft.rows);
  try {
    await replaceScope(user, id, parseWith(scopeSchema, body));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const failure: Failure = rowErrors(error.fieldErrors, rowKeyOf);
    if (failure.form.length === 0 && Object.keys(failure.byRow).length === 0) failure.form.push(error.message);
    return data({ draft, failure }, { status: STATUS_BY_KIND[error.kind] });
  }
  return redirectWithToast(request, `/projects/${id}`, {
    type: "success",
    title: "Scope saved",
    description: "Bidders see the new checklist.",
  });
}

export default deferredPage(() => import("~/routes/bids/_app.projects_.$projectId_.scope.page"));

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Scope checklist${data ? ` · ${data.project.title}` : ""} | ${APP_NAME}` },
];

export const ErrorBoundary = missingThingBoundary(
  "Project not found",
  "The project may have been removed, or the link is wrong.",
);

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
