import type { ActionFunctionArgs } from "@remix-run/node";

import { endUserSession } from "~/utils/auth.server";
import { apiRoute, json, methodNotAllowed } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return apiRoute(async () => {
    const cookie = await endUserSession(request, {
      type: "success",
      title: "Logged out",
      description: "You have been logged out successfully",
    });
    return json(
      { message: "You have been logged out successfully" },
      { headers: { "Set-Cookie": cookie, "Clear-Site-Data": '"cache"' } },
    );
  });
}

export const loader = () => methodNotAllowed(["POST"]);
