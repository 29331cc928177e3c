import { redirect, type ActionFunctionArgs } from "@remix-run/node";

import { endUserSession } from "~/utils/auth.server";

export async function action({ request }: ActionFunctionArgs) {
  const cookie = await endUserSession(request, {
    type: "success",
    title: "Logged out",
    description: "You have been logged out successfully",
  });
  // No signed-in page may stay in the browser's cache (it keeps them for Back: see entry.server).
  return redirect("/", { headers: { "Set-Cookie": cookie, "Clear-Site-Data": '"cache"' } });
}

// Signing out changes state, so it is never done by a GET.
export async function loader() {
  return redirect("/");
}
