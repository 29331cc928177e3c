import { createCookie } from "@remix-run/node";

const dismissedCookie = createCookie("install_hint", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** What the dashboard's 'Add to home screen' hint needs from the request: dismissed already, and which wording. */
export async function installHintFor(request: Request) {
  if ((await dismissedCookie.parse(request.headers.get("Cookie"))) === "dismissed") return null;
  return { ios: /iPhone|iPad|iPod/.test(request.headers.get("User-Agent") ?? "") };
}

/** Dismissing the hint keeps it away for a year on this browser. */
export function dismissInstallHint() {
  return dismissedCookie.serialize("dismissed");
}
