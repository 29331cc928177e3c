import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Who may do what is answered by the domain (app/domain/abilities.server.ts and the domain views); a route that
// compares roles itself writes a rule a second time, and the two drift apart.
const ROUTES = path.resolve(__dirname, "../../app/routes");
const ROLE = String.raw`["'](?:general_contractor|subcontractor|admin)["']`;
const ROLE_CHECKS: { what: string; pattern: RegExp }[] = [
  { what: "a comparison of a role", pattern: /\brole\s*[!=]==?/ },
  { what: "a comparison with a role", pattern: /[!=]==?\s*[\w?.]*\brole\b/ },
  { what: "a role name compared", pattern: new RegExp(String.raw`${ROLE}\s*[!=]==?|[!=]==?\s*${ROLE}`) },
  { what: "a case on a role name", pattern: new RegExp(String.raw`\bcase\s+${ROLE}`) },
  { what: "a list of roles", pattern: /\broles\s*:|\.includes\([\w?.]*\brole\)/ },
  { what: "an admin flag", pattern: /\bisAdmin\b/ },
];

function roleChecksIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      readFileSync(path.join(dir, file), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          ROLE_CHECKS.filter(({ pattern }) => pattern.test(line)).map(
            ({ what }) => `${file}:${index + 1}: ${what}: ${line.trim()}`,
          ),
        ),
    );
}

describe("route modules", () => {
  it("ask the domain what a viewer may do instead of comparing roles", () => {
    expect(roleChecksIn(ROUTES)).toEqual([]);
  });

  it("would notice a role comparison", () => {
    const samples = [
      `if (user.role === "admin") throw redirect("/admin");`,
      `canInvite={role !== 'general_contractor'}`,
      `{"subcontractor" === profile.role ? <A /> : null}`,
      `case "subcontractor":`,
      `{ id: "mine", roles: ["general_contractor"] },`,
      `TABS.filter((t) => t.roles.includes(user.role))`,
      `navItems(isAdmin)`,
    ];
    for (const sample of samples) {
      expect(
        ROLE_CHECKS.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
  });
});
