import { useLoaderData } from "@remix-run/react";

import { SheetViewer } from "~/components/documents/sheet-viewer";
import type { loader } from "~/routes/documents/_app.projects_.$projectId_.documents_.$docId._index";

/** The page, hydrated when reached (components/deferred-page). */
export default function SheetViewerPage() {
  const { viewer, userId } = useLoaderData<typeof loader>();
  return <SheetViewer data={viewer} userId={userId} />;
}
