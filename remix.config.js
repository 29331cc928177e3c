import { readdirSync } from "node:fs";
import { flatRoutes } from "remix-flat-routes";

// Route modules live in one folder per feature: app/routes/<feature>/<flat route file name>
// (docs/decisions/013-route-folders-by-feature.md). The file name alone decides the URL, as in Remix's own flat
// routes, so moving a module between features never changes a URL.
const featureFolders = readdirSync("app/routes", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `routes/${entry.name}`);

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) =>
    flatRoutes(featureFolders, defineRoutes, {
      ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.ts", "**/*.page.tsx", "**/components/**"],
    }),
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: false,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
