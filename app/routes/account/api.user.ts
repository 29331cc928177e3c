import type { LoaderFunctionArgs } from "@remix-run/node";

import { apiRoute, json, methodNotAllowed, requireApiUser } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return apiRoute(async () => json(await requireApiUser(request)));
}

export const action = () => methodNotAllowed(["GET"]);
