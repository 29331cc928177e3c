import { QUICK_CONNECT_MESSAGE } from "~/constants";
import { requestConnection } from "~/domain/connections.server";
import type { Viewer } from "~/domain/privacy.server";
import { quickConnectSchema } from "~/schemas/connection";
import { formAction } from "~/utils/forms.server";

/**
 * The action behind the one-click Connect of result and match cards (the dashboard and /matches post here with
 * `intent=connect`): a general request with the fixed friendly note, then back to the same page.
 */
export function quickConnectAction(request: Request, user: Viewer, failureTitle: string) {
  return formAction(request, {
    schema: quickConnectSchema,
    intent: "connect",
    run: async ({ recipient_id, back }) => {
      await requestConnection(user, { recipient_id, message: QUICK_CONNECT_MESSAGE, type: "general" });
      return {
        redirectTo: back ?? "/dashboard",
        toast: {
          type: "success",
          title: "Connection request sent",
          description: "Your connection request has been sent successfully",
        },
      };
    },
    failure: () => ({ title: failureTitle }),
  });
}
