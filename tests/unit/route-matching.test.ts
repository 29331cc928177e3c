// The patched server-side route matching (patches/README.md) must answer exactly as the unpatched code did, on
// every call, however often a tree is matched and whatever callers do with the answers.
import { createRequire } from "node:module";

import type * as Router from "@remix-run/router";

// The server build loads the CommonJS files, which are the ones patched.
const require = createRequire(import.meta.url);
const { matchRoutes, createStaticHandler } = require("@remix-run/router") as typeof Router;
const { createStaticRouter } = require("react-router-dom/server") as typeof import("react-router-dom/server");

const routes: Router.AgnosticRouteObject[] = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "projects", path: "projects" },
      { id: "project", path: "projects/:projectId" },
      { id: "project-new", path: "projects/new" },
      { id: "files", path: "files/*" },
      {
        id: "app",
        children: [{ id: "messages", path: "messages/:userId?" }],
      },
    ],
  },
];

const ids = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;

describe("server route matching", () => {
  test("ranks static paths above dynamic ones and fills params", () => {
    expect(ids("/projects/new")).toEqual(["root", "project-new"]);
    const project = matchRoutes(routes, "/projects/42");
    expect(project?.map((match) => match.route.id)).toEqual(["root", "project"]);
    expect(project?.at(-1)?.params).toEqual({ projectId: "42" });
    expect(ids("/")).toEqual(["root", "home"]);
    expect(ids("/files/a/b.pdf")).toEqual(["root", "files"]);
    expect(ids("/messages")).toEqual(["root", "app", "messages"]);
    expect(ids("/nowhere")).toBeNull();
  });

  test("a repeated match gives fresh objects: what one caller changes, the next never sees", () => {
    const first = matchRoutes(routes, "/projects/7")!;
    (first.at(-1)!.params as Record<string, string>).projectId = "changed";
    first.pop();
    const second = matchRoutes(routes, "/projects/7")!;
    expect(second.map((match) => match.route.id)).toEqual(["root", "project"]);
    expect(second.at(-1)!.params).toEqual({ projectId: "7" });
  });

  test("answers stay right after more distinct paths than the cache holds", () => {
    for (let id = 0; id < 2500; id++) {
      expect(matchRoutes(routes, `/projects/${id}`)?.at(-1)?.params.projectId).toBe(String(id));
    }
    expect(matchRoutes(routes, "/projects/0")?.at(-1)?.params.projectId).toBe("0");
  });

  test("a tree changed after matching is matched as it is now (a new tree is a new cache)", () => {
    const tree: Router.AgnosticRouteObject[] = [{ id: "a", path: "/a" }];
    expect(matchRoutes(tree, "/a")?.[0].route.id).toBe("a");
    const grown = [...tree, { id: "b", path: "/b" }];
    expect(matchRoutes(grown, "/b")?.[0].route.id).toBe("b");
  });

  test("one static router tree serves consecutive requests for different pages", async () => {
    const dataRoutes = routes.map((route) => ({ ...route, loader: () => null }));
    const handler = createStaticHandler(dataRoutes);
    for (const [path, leaf] of [
      ["/projects/new", "project-new"],
      ["/projects/9", "project"],
      ["/messages/3", "messages"],
    ] as const) {
      const context = await handler.query(new Request(`http://localhost${path}`));
      if (context instanceof Response) throw new Error("unexpected response");
      const router = createStaticRouter(dataRoutes, context);
      expect(router.state.matches.at(-1)?.route.id).toBe(leaf);
      expect(router.state.location.pathname).toBe(path);
    }
  });
});
