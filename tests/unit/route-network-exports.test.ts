/// <reference types="vite/client" />
/**
 * A form sent with JavaScript whose request never gets an answer shows "Not sent" with a Retry instead of an error
 * page (app/utils/network.ts, docs/decisions/006-safe-repeats.md). That takes two exports that nothing in Remix asks
 * for: the form's route re-exports `clientAction` (it turns the dropped request into `{ networkFailure: true }`), and
 * that route and every route above it with a loader re-export `shouldRevalidate` (no reload over the dead link).
 * This test reads the route tree as Remix builds it (remix.config.js), so it keeps up with route modules in folders.
 */
import path from "node:path";

import { readConfig } from "@remix-run/dev/dist/config.js";

import * as network from "~/utils/network";

type RouteModule = Record<string, unknown>;
type Route = { id: string; parentId?: string; file: string };

/**
 * Route modules with an action and a page whose form is a plain `Form`, not a SafeForm: nothing on the page shows a
 * network failure, so a `clientAction` would swallow it and leave the page silent. Keyed by file name.
 */
const PLAIN_FORM_ROUTES: Record<string, string> = {
  "_public.auth": "sign-in and registration send a plain Form, with no one-time token to retry with",
  "_public.unsubscribe": "the unsubscribe link's page: one button in a plain Form, safe to press again",
};

const routeModules = import.meta.glob<RouteModule>(["/app/root.tsx", "/app/routes/**/*.{ts,tsx}"]);

const nameOf = (route: Route) => path.basename(route.file).replace(/\.[jt]sx?$/, "");

/** What is missing, one line per route module: empty when every form route and its loaders keep the exports. */
function missingNetworkExports(routes: Route[], modules: Map<string, RouteModule>): string[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const problems: string[] = [];
  const parentOf = (route: Route) => (route.parentId ? byId.get(route.parentId) : undefined);
  const layoutsAbove = new Set<Route>();
  for (const route of routes) {
    const module = modules.get(route.id) ?? {};
    if (!("action" in module && "default" in module)) continue;
    if (nameOf(route) in PLAIN_FORM_ROUTES) {
      if ("clientAction" in module) problems.push(`${route.file}: exports clientAction: take it off PLAIN_FORM_ROUTES`);
      continue;
    }
    for (const name of ["clientAction", "shouldRevalidate"] as const) {
      if (module[name] !== network[name])
        problems.push(`${route.file}: has a form but no ${name} from ~/utils/network`);
    }
    for (let above = parentOf(route); above; above = parentOf(above)) layoutsAbove.add(above);
  }
  for (const route of layoutsAbove) {
    const module = modules.get(route.id) ?? {};
    if ("loader" in module && module.shouldRevalidate !== network.shouldRevalidate) {
      problems.push(`${route.file}: has a loader above a form but no shouldRevalidate from ~/utils/network`);
    }
  }
  return problems;
}

async function appRoutes(): Promise<{ routes: Route[]; modules: Map<string, RouteModule> }> {
  const config = await readConfig(path.resolve(import.meta.dirname, "../.."));
  const routes: Route[] = Object.values(config.routes);
  const modules = new Map<string, RouteModule>();
  for (const route of routes) {
    const load = routeModules[`/app/${route.file}`];
    if (!load) throw new Error(`route module app/${route.file} is not found by the glob above`);
    modules.set(route.id, await load());
  }
  return { routes, modules };
}

describe("route modules with a form", () => {
  it("re-export clientAction and shouldRevalidate, and so do the loaders above them", async () => {
    const { routes, modules } = await appRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(missingNetworkExports(routes, modules)).toEqual([]);
  }, 120_000);

  it("would notice a form route or a layout that forgot them, and an opt-out that no longer is one", () => {
    const routes: Route[] = [
      { id: "root", file: "root.tsx" },
      { id: "routes/_app", parentId: "root", file: "routes/_app.tsx" },
      { id: "routes/_app.things.new", parentId: "routes/_app", file: "routes/things/_app.things.new.tsx" },
      { id: "routes/_public.auth", parentId: "root", file: "routes/auth/_public.auth.tsx" },
    ];
    const page = () => null;
    const modules = new Map<string, RouteModule>([
      ["root", { default: page, loader: page, shouldRevalidate: network.shouldRevalidate }],
      ["routes/_app", { default: page, loader: page }],
      ["routes/_app.things.new", { default: page, action: page, shouldRevalidate: network.shouldRevalidate }],
      ["routes/_public.auth", { default: page, action: page, clientAction: network.clientAction }],
    ]);
    expect(missingNetworkExports(routes, modules)).toEqual([
      "routes/things/_app.things.new.tsx: has a form but no clientAction from ~/utils/network",
      "routes/auth/_public.auth.tsx: exports clientAction: take it off PLAIN_FORM_ROUTES",
      "routes/_app.tsx: has a loader above a form but no shouldRevalidate from ~/utils/network",
    ]);
  });
});
