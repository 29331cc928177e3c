import type { LoaderFunctionArgs } from "@remix-run/node";

import { DomainError, STATUS_BY_KIND } from "~/domain/errors.server";
import { levelingCsv } from "~/domain/leveling-exports.server";
import { generatedFileHeaders } from "~/utils/generated-download.server";
import { fileRefusal } from "~/utils/file-download.server";
import { idParam } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

/** The owner's leveling grid as CSV (the app's CSV writer); 409 with the reason before a sealed bid opening. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const id = idParam(params, "projectId", "Project not found");
    const { csv } = await levelingCsv(user, id);
    return new Response(csv, {
      headers: generatedFileHeaders("text/csv; charset=utf-8", `project-${id}-leveling.csv`),
    });
  } catch (error) {
    if (error instanceof DomainError) return fileRefusal(request, STATUS_BY_KIND[error.kind], error.message);
    throw error;
  }
}
