import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { DomainError } from "~/domain/errors.server";
import { acknowledgeAddendum } from "~/domain/plan-addenda.server";
import { addendumAcknowledgeSchema } from "~/schemas/index.server";
import { idParam, pageData, parseWith } from "~/utils/http.server";
import { redirectWithToast, requireUser } from "~/utils/session.server";

const planRoom = (projectId: number) => `/projects/${projectId}/documents`;

/**
 * "I have reviewed Addendum 2" (the button of components/documents/addenda-panel): records the acknowledgement and
 * goes back to the page the button was on, with the outcome as a flash message (a refusal too: a page form would
 * have no page of its own to show it on).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const projectId = await pageData(async () => idParam(params, "projectId", "Project not found"));
  const form = Object.fromEntries(await request.formData());
  let back = planRoom(projectId);
  try {
    back = parseWith(addendumAcknowledgeSchema, form).back ?? back;
    const ack = await acknowledgeAddendum(user, idParam(params, "addendumId", "Addendum not found"));
    return redirectWithToast(request, back, {
      type: "success",
      title: `Addendum ${ack.number} acknowledged`,
      description: "The contractor sees that you reviewed it.",
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return redirectWithToast(request, back, { type: "error", title: "Not acknowledged", description: error.message });
  }
}

/** The acknowledgement is a button; its address alone leads to the plan room. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  pageData(async () => redirect(planRoom(idParam(params, "projectId", "Project not found"))));
