import type { ActionFunctionArgs } from "@remix-run/node";

import { attachToBid } from "~/domain/bid-attachments.server";
import { myBid } from "~/domain/bids.server";
import { notFound } from "~/domain/errors.server";
import { PLAN_FORM_SPOOL, spooledPlanFile } from "~/domain/plan-documents.server";
import { bidAttachmentFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { pageIdParam } from "~/utils/http.server";
import { redirectWithToast, requireUser } from "~/utils/session.server";

/** The bid page's plain multipart form: attach a file to one's bid, then back to the bid page. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const projectId = pageIdParam(params, "projectId", "Project not found");
  const back = `/projects/${projectId}/bid`;
  const answer = await formAction(request, {
    schema: bidAttachmentFormSchema,
    spool: PLAN_FORM_SPOOL,
    run: async (_, _files, _form, spooled) => {
      const { bid } = await myBid(user, projectId);
      if (!bid) throw notFound("Send your bid first, then attach files to it.");
      const file = await attachToBid(user, bid.id, spooledPlanFile(spooled));
      return { redirectTo: back, toast: { type: "success", title: `${file.original_name} attached` } };
    },
    failure: () => ({ title: "The file was not attached" }),
  });
  if (!("data" in answer)) return answer;
  // This route has no page of its own: a refusal goes back to the bid page, said in a message there.
  const message = answer.data.result.error?.[""]?.[0] ?? Object.values(answer.data.result.error ?? {}).flat()[0];
  return redirectWithToast(request, back, { type: "error", title: answer.data.title, description: message ?? "" });
}
