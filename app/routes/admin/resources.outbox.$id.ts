import type { LoaderFunctionArgs } from "@remix-run/node";

import { getOutboxEmail } from "~/domain/admin.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireAdmin } from "~/utils/session.server";

/** An outbox email's HTML part, for admins, in a sandbox: no scripts, no requests beyond images. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const email = await pageData(() => getOutboxEmail(admin, idParam(params, "id", "Email not found")));
  return new Response(email.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src data: https:; style-src 'unsafe-inline'",
      "Cache-Control": "no-store",
    },
  });
}
