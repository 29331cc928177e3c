import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { SheetViewer } from "~/components/documents/sheet-viewer";
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

export default function SheetViewerPage() {
  const { viewer, userId } = useLoaderData<typeof loader>();
  return <SheetViewer data={viewer} userId={userId} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `${data.viewer.preview.title}, ${data.viewer.document.title} | ${APP_NAME}`
      : `Document | ${APP_NAME}`,
  },
];

export const ErrorBoundary = reasonBoundary({ 403: "You can't open these documents", 404: "Not found" });
