import type { LoaderFunctionArgs } from "@remix-run/node";

import { DomainError, STATUS_BY_KIND } from "~/domain/errors.server";
import { levelingXlsx } from "~/domain/leveling-exports.server";
import { generatedFileHeaders } from "~/utils/generated-download.server";
import { fileRefusal } from "~/utils/file-download.server";
import { idParam } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The owner's leveling grid as a workbook; 409 with the reason before a sealed project's bid opening. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const id = idParam(params, "projectId", "Project not found");
    const { bytes } = await levelingXlsx(user, id);
    return new Response(new Uint8Array(bytes), {
      headers: generatedFileHeaders(XLSX_TYPE, `project-${id}-leveling.xlsx`),
    });
  } catch (error) {
    if (error instanceof DomainError) return fileRefusal(request, STATUS_BY_KIND[error.kind], error.message);
    throw error;
  }
}
