import fc from "fast-check";

import { backPath, BACK_PATH_REFUSED, sameSitePath } from "~/schemas/fields";

const APP = "https://tradelink.example";

/** How a browser reads a Location header: tabs and new lines removed, leading/trailing controls and spaces trimmed. */
function browserTarget(location: string): URL {
  // eslint-disable-next-line no-control-regex -- the browser's own clean-up of a URL
  const read = location.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  return new URL(read, APP);
}

/** The back value is either refused or leads, in a browser, to a page of this site. */
function expectSafe(value: string) {
  const path = sameSitePath(value);
  if (path === null) return;
  expect(path.startsWith("/")).toBe(true);
  // eslint-disable-next-line no-control-regex -- none may reach a header
  expect(path).not.toMatch(/[\u0000-\u001f\u007f]/);
  expect(browserTarget(path).origin).toBe(APP);
}

const HOSTILE = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "/\t\\evil.example",
  "/\u0000/evil.example",
  "/\u007f/evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "//evil.example",
  "///evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E//evil.example",
  "/%2e//",
  " //evil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "",
];

describe("the one back-path rule", () => {
  it.each(HOSTILE)("refuses %j, which a browser would read as another site or no path", (value) => {
    expect(sameSitePath(value)).toBeNull();
    const parsed = backPath.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(BACK_PATH_REFUSED);
  });

  it("keeps paths of this site as the browser will read them", () => {
    expect(backPath.parse("/projects/12?tab=applications#top")).toBe("/projects/12?tab=applications#top");
    expect(backPath.parse("/search?q=a%2Fb&page=2")).toBe("/search?q=a%2Fb&page=2");
    expect(backPath.parse(undefined)).toBeUndefined();
    expect(sameSitePath("/%09/evil.example")).toBe("/%09/evil.example");
    expect(sameSitePath("/dash\tboard")).toBe("/dashboard");
  });

  it("keeps a path whose query or fragment is empty, as pages write them (`/reviews?${query}`)", () => {
    expect(backPath.parse("/reviews?")).toBe("/reviews");
    expect(backPath.parse("/reviews?tab=given#")).toBe("/reviews?tab=given");
  });

  it("never lets anything lead off the site, whatever the mix of slashes, dots and control characters", () => {
    const pieces = fc.constantFrom(
      "/",
      "\\",
      "\t",
      "\n",
      "\r",
      "\u0000",
      "\u001f",
      "\u007f",
      " ",
      ".",
      "..",
      "%2e",
      "%09",
      "%5c",
      "evil.example",
      "@",
      ":",
      "?",
      "#",
      "https:",
      "javascript:",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => expectSafe(parts.join(""))),
      { numRuns: 5000 },
    );
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 40 }), expectSafe), { numRuns: 5000 });
  });
});
