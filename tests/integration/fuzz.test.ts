/// <reference types="vite/client" />
/**
 * Bad input, everywhere: random and malformed JSON and form bodies, wrong types, huge strings, unicode edge cases,
 * negative and enormous ids, missing cookies and other users' ids, against every /api route and every page action.
 * No answer may be a 5xx (a thrown error that is not a Response is one), and nothing of another user may change.
 * `npm test` runs a few cases per route; `npm run fuzz` (FUZZ_RUNS=…) runs many.
 */
import * as fc from "fast-check";

import { sql } from "drizzle-orm";

import { selectRows } from "~/infra/db.server";
import { createProject } from "~/domain/projects.server";
import { cookieFor, makeUser } from "../helpers/world";

const RUNS = Number(process.env.FUZZ_RUNS) || 4;
/** `npm test` replays the same cases (a fixed seed); `npm run fuzz` draws new ones each time (its seed is printed on failure). */
const SEED = process.env.FUZZ_RUNS ? undefined : 20261124;

type RouteModule = {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
};

const modules = import.meta.glob<RouteModule>(["/app/routes/*/api.*.ts", "/app/routes/*/_app.*.tsx"], { eager: true });

/** `projects/api.projects.$id.applications.ts` → `/api/projects/{id}/applications` and its parameter names. */
function routeOf(file: string) {
  const name = file
    .replace(/^\/app\/routes\/[^/]+\//, "")
    .replace(/\.tsx?$/, "")
    .replace(/^_app\./, "")
    .replace(/\[\.\]/g, ".");
  const segments = name
    .split(".")
    .filter((s) => s !== "_index" && !s.startsWith("_own"))
    .map((s) => s.replace(/_$/, ""));
  const params = segments.filter((s) => s.startsWith("$")).map((s) => s.slice(1));
  return { path: `/${segments.join("/")}`, params };
}

const routes = Object.entries(modules)
  .map(([file, mod]) => ({ file, mod, ...routeOf(file) }))
  .filter((r) => r.mod.action || (r.file.includes("/api.") && r.mod.loader));

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u202e",
    "🏗️👷‍♀️",
    "'; DROP TABLE users; --",
    "%00",
    "../../etc/passwd",
    "a".repeat(100_000),
  ),
  fc.integer().map(String),
  fc.constantFrom("-1", "0", "1e308", "9007199254740993", "NaN", "null", "true", "[]", "{}"),
);
const idLike = (known: number[]) =>
  fc.oneof(fc.constantFrom(...known.map(String)), fc.integer({ min: -5, max: 1e9 }).map(String), nasty);

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom("recipient_id", "content", "status", "project_id", "rating", "title", "id", "user_id", "__proto__"),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), nasty),
  ),
  nasty.map((s) => `{"broken": ${s}`),
);
const formBody = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "intent",
      "content",
      "title",
      "status",
      "rating",
      "recipient_id",
      "project_id",
      "q",
      "page",
      "reason",
    ),
    fc.string({ maxLength: 10 }),
  ),
  nasty,
  { maxKeys: 6 },
);

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  if (result && typeof result === "object" && "init" in result) {
    return ((result as { init: ResponseInit | null }).init?.status ?? 200) as number;
  }
  return 200;
}

/** What a victim owns, to compare before and after (another user's requests must not change it). */
async function victimState(victimId: number) {
  const id = victimId;
  return JSON.stringify(
    await Promise.all(
      [
        sql`SELECT * FROM users WHERE id = ${id}`,
        sql`SELECT * FROM gc_profiles WHERE user_id = ${id}`,
        sql`SELECT * FROM privacy_settings WHERE user_id = ${id}`,
        sql`SELECT * FROM projects WHERE creator_id = ${id} ORDER BY id`,
        sql`SELECT id, status FROM connections WHERE requester_id = ${id} OR recipient_id = ${id} ORDER BY id`,
        sql`SELECT id, content FROM messages WHERE sender_id = ${id} ORDER BY id`,
        sql`SELECT * FROM certifications WHERE user_id = ${id} ORDER BY id`,
        sql`SELECT id, read_at FROM notifications WHERE user_id = ${id} ORDER BY id`,
      ].map((query) => selectRows(query)),
    ),
  );
}

describe("fuzzing every /api route and page action", () => {
  let attacker: { id: number };
  let victim: { id: number };
  let cookie: string;
  let known: number[];
  let before: string;

  beforeAll(async () => {
    attacker = await makeUser("subcontractor");
    victim = await makeUser("general_contractor");
    cookie = await cookieFor(attacker);
    const project = await createProject(victim as Parameters<typeof createProject>[0], {
      trade_type: "Electrical",
      title: "Fuzzed warehouse",
      description: "A project the attacker may read but never change.",
      location: "Phoenix, AZ",
      zip_code: "85004",
      budget_range: "$10,000 - $25,000",
      timeline: "2-4 weeks",
      requirements: "None.",
    });
    known = [victim.id, attacker.id, project.id];
    before = await victimState(victim.id);
  });

  it(`found ${routes.length} routes with actions or API loaders`, () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  for (const route of routes) {
    it(`${route.path} answers bad input without a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("GET", "POST", "PATCH", "DELETE", "PUT"),
          fc.tuple(...route.params.map(() => idLike(known))),
          fc.boolean(),
          fc.oneof(jsonBody, formBody),
          fc.option(nasty),
          async (method, values, signedIn, body, query) => {
            const params = Object.fromEntries(route.params.map((p, i) => [p, values[i]]));
            const path = route.path.replace(/\$(\w+)/g, (_, p: string) => encodeURIComponent(params[p]));
            const url = `http://localhost${path}${query === null ? "" : `?intent=${encodeURIComponent(query)}&page=${encodeURIComponent(query)}`}`;
            const headers = new Headers(signedIn ? { Cookie: cookie } : {});
            let requestBody: string | undefined;
            if (method !== "GET") {
              if (typeof body === "string" || !route.file.includes("/api.")) {
                headers.set("Content-Type", "application/x-www-form-urlencoded");
                requestBody =
                  typeof body === "object" && body !== null && !Array.isArray(body)
                    ? new URLSearchParams(
                        Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
                      ).toString()
                    : String(body);
              } else {
                headers.set("Content-Type", "application/json");
                requestBody = JSON.stringify(body);
              }
            }
            const request = new Request(url, { method, headers, body: requestBody });
            const handler = method === "GET" ? route.mod.loader : route.mod.action;
            if (!handler) return;
            let status: number;
            try {
              status = statusOf(await handler({ request, params, context: {} }));
            } catch (thrown) {
              if (!(thrown instanceof Response)) throw thrown;
              status = thrown.status;
            }
            expect(status, `${method} ${url}`).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }

  it("changed nothing of the other user", async () => {
    expect(await victimState(victim.id)).toBe(before);
  });
});
