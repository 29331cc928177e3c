import { APP_NAME } from "~/constants";

/** The web app manifest: TradeLink on a phone's home screen opens the dashboard, full screen. */
export function loader() {
  const manifest = {
    name: `${APP_NAME}: contractors and subcontractors`,
    short_name: APP_NAME,
    description: "Find subcontractors, win work, talk and build a reputation.",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#c2410c",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" },
  });
}
