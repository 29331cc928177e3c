import type { ActionFunctionArgs } from "@remix-run/node";

import { register } from "~/domain/accounts.server";
import { registrationSchema } from "~/schemas/index.server";
import { startUserSession } from "~/utils/auth.server";
import { apiRoute, idempotent, json, methodNotAllowed, readJsonWith } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return apiRoute(() =>
    // Signed out, a key is scoped by the method and path; a replay answers the account without a new session.
    idempotent(request, "anon:POST /api/register", async (body) => {
      const user = await register(await readJsonWith(body, registrationSchema));
      return json(user, { status: 201, headers: { "Set-Cookie": await startUserSession(request, user.id) } });
    }),
  );
}

export const loader = () => methodNotAllowed(["POST"]);
