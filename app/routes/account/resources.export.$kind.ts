import type { LoaderFunctionArgs } from "@remix-run/node";

import { applicationsExportCsv, exportUserData, projectsCsv } from "~/domain/data-export.server";
import { requireUser } from "~/utils/session.server";

/** Settings → Account downloads: `data` (JSON of everything), `projects` and `applications` (CSV). Own data only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const day = new Date().toISOString().slice(0, 10);
  const download = (body: string, type: string, name: string) =>
    new Response(body, {
      headers: {
        "Content-Type": type,
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "private, no-store",
      },
    });
  if (params.kind === "data") {
    return download(
      JSON.stringify(await exportUserData(user), null, 2),
      "application/json",
      `tradelink-${user.username}-${day}.json`,
    );
  }
  if (params.kind === "projects")
    return download(await projectsCsv(user), "text/csv; charset=utf-8", `projects-${day}.csv`);
  if (params.kind === "applications") {
    return download(await applicationsExportCsv(user), "text/csv; charset=utf-8", `applications-${day}.csv`);
  }
  return new Response("Not found", { status: 404 });
}
