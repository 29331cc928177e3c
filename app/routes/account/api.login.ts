import type { ActionFunctionArgs } from "@remix-run/node";

import { loginSchema } from "~/schemas/index.server";
import { authenticateCredentials, startUserSession } from "~/utils/auth.server";
import { apiRoute, json, methodNotAllowed, readJsonWith } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return apiRoute(async () => {
    const credentials = await readJsonWith(request, loginSchema);
    const user = await authenticateCredentials(request, credentials);
    return json(user, { headers: { "Set-Cookie": await startUserSession(request, user.id) } });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
