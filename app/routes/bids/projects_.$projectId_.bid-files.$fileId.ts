import type { LoaderFunctionArgs } from "@remix-run/node";

import { readBidAttachment } from "~/domain/bid-attachments.server";
import { downloadResponse } from "~/utils/file-download.server";
import { idParam } from "~/utils/http.server";
import { getCurrentUser } from "~/utils/session.server";

/** A file attached to a bid, for its bidder and the project's owner (not while sealed). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = (await getCurrentUser(request)).user;
  return downloadResponse(
    request,
    async () =>
      await readBidAttachment(
        viewer,
        idParam(params, "projectId", "File not found"),
        idParam(params, "fileId", "File not found"),
      ),
  );
}
