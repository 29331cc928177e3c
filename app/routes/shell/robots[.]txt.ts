import type { LoaderFunctionArgs } from "@remix-run/node";

import { SIGNED_IN_PATHS } from "~/constants";

/** Signed-in screens and machine endpoints: nothing for a search engine there. */
const PRIVATE_PATHS = [...SIGNED_IN_PATHS, "/api/", "/resources/", "/logout"];

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
