import type { ActionFunctionArgs } from "@remix-run/node";

import { register } from "~/domain/accounts.server";
import { registrationSchema } from "~/schemas/auth";
import { startUserSession } from "~/utils/auth.server";
import { apiRoute, json, methodNotAllowed, readJsonWith } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return apiRoute(async () => {
    const input = await readJsonWith(request, registrationSchema);
    const user = await register(input);
    return json(user, { status: 201, headers: { "Set-Cookie": await startUserSession(request, user.id) } });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
