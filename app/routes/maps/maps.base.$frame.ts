import type { LoaderFunctionArgs } from "@remix-run/node";

import { mapBaseLayer } from "~/domain/maps.server";

/**
 * GET /maps/base/:frame: the land and state lines of one map view, which every map of that view `<use>`s
 * (components/maps/place-map). The same name always draws the same thing, so the browser keeps it for good; a change
 * of drawing changes the version in the address the maps link.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const svg = mapBaseLayer(params.frame ?? "");
  if (!svg) return new Response("Map not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
