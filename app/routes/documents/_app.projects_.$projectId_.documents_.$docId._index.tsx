import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { reasonBoundary } from "~/components/error-screens";
import { APP_NAME } from "~/constants";
import { sheetViewer } from "~/domain/plan-sheets.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

/** A positive whole number from the query (?sheet=3), or undefined for anything else. */
function queryNumber(query: URLSearchParams, name: string): number | undefined {
  const value = Number(query.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  return pageData(async () => ({
    viewer: await sheetViewer(
      user,
      idParam(params, "projectId", "Project not found"),
      idParam(params, "docId", "Document not found"),
      {
        sheet: queryNumber(query, "sheet"),
        version: queryNumber(query, "version"),
        zoom: queryNumber(query, "zoom"),
      },
    ),
    /** Whose cache a file kept on this device goes into. */
    userId: user.id,
  }));
}

export default deferredPage(
  () => import("~/routes/documents/_app.projects_.$projectId_.documents_.$docId._index.page"),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `${data.viewer.preview.title}, ${data.viewer.document.title} | ${APP_NAME}`
      : `Document | ${APP_NAME}`,
  },
];

export const ErrorBoundary = reasonBoundary({ 403: "You can't open these documents", 404: "Not found" });
