import type { ReportContentType } from "~/constants";
import { fileReport, reportTarget } from "~/domain/moderation.server";
import { reportFormSchema } from "~/schemas/moderation";
import { formAction } from "~/utils/forms.server";
import { pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

/** Where a Report dialog is: the reported item's id (from the URL) and the page it closes back to. */
type Locate = () => { id: number; back: string };

/**
 * The loader and action behind every Report dialog (profile, project, review, message): each route only says what
 * is reported and where the dialog closes to.
 */
export async function reportLoader(request: Request, type: ReportContentType, locate: Locate) {
  const user = await requireUser(request);
  return pageData(async () => {
    const { id, back } = locate();
    return { target: await reportTarget(user, type, id), closeTo: back };
  });
}

export async function reportAction(request: Request, type: ReportContentType, locate: Locate) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: reportFormSchema,
    run: async (input) => {
      const { id, back } = locate();
      await fileReport(user, { ...input, content_type: type, content_id: id });
      return {
        redirectTo: back,
        toast: { type: "success", title: "Report submitted", description: "Thanks. Our team will review it." },
      };
    },
    failure: () => ({ title: "Failed to submit report" }),
  });
}
