import type { LoaderFunctionArgs } from "@remix-run/node";

import { applicationsCsv } from "~/domain/applications.server";
import { DomainError, STATUS_BY_KIND } from "~/domain/errors.server";
import { idParam } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

/** The owner's applications of a project as a CSV download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const id = idParam(params, "projectId", "Project not found");
    const csv = await applicationsCsv(user, id);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="project-${id}-applications.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof DomainError) return new Response(error.message, { status: STATUS_BY_KIND[error.kind] });
    throw error;
  }
}
