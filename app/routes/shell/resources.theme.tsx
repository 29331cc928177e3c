import { redirect, type ActionFunctionArgs } from "@remix-run/node";

import { sameSitePath } from "~/schemas/index.server";
import { isTheme } from "~/utils/theme";
import { serializeTheme } from "~/utils/theme.server";

/** Sets the theme cookie; without JavaScript the form posts here and comes back to the page it was on. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = form.get("theme");
  const redirectTo = sameSitePath(String(form.get("redirectTo") ?? "/")) ?? "/";
  if (!isTheme(theme)) return Response.json({ message: "Theme must be light, dark or system" }, { status: 400 });
  const headers = { "Set-Cookie": await serializeTheme(theme) };
  if (form.get("enhanced") === "true") return Response.json({ theme }, { headers });
  return redirect(redirectTo, { headers });
}

export async function loader() {
  return redirect("/");
}
