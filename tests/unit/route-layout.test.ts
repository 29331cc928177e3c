import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// remix.config.js reads route modules only from the feature folders (docs/decisions/013-route-folders-by-feature.md):
// a module left directly in app/routes would silently not be a route.
const ROUTES = path.resolve(__dirname, "../../app/routes");

describe("the route folder", () => {
  it("holds only feature folders", () => {
    const loose = readdirSync(ROUTES, { withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => entry.name);
    expect(loose).toEqual([]);
  });
});
