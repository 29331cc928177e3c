import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

// The repository has to explain itself: a comment that sends the reader to a document outside it (the product brief,
// its spec, the team's engineering guide) sends the next engineer nowhere. Comments point at docs/ instead, and a
// link into docs/ has to land on a heading that exists.
const ROOT = path.resolve(__dirname, "../..");
const SCANNED_FOLDERS = ["app", "server", "db", "scripts", "seed"];
const SOURCE = /\.(?:[cm]?js|tsx?)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "build", "migrations"]);

const OUTSIDE_CITATIONS = [/\bSPEC\b/, /\b(?:spec|product|engineering)\.md\b/i, /\.\.\/shared\b/];
const DOCS_LINK = /\bdocs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;

type Comment = { file: string; line: number; text: string };

function sourceFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFilesIn(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The entry and config files at the top level, and every source file of the scanned folders. */
function scannedFiles(): string[] {
  const topLevel = readdirSync(ROOT)
    .filter((name) => SOURCE.test(name))
    .map((name) => path.join(ROOT, name));
  return [...topLevel, ...SCANNED_FOLDERS.flatMap((folder) => sourceFilesIn(path.join(ROOT, folder)))];
}

/** Every comment line of a source text, found by the TypeScript parser (so strings and JSX text are not comments). */
function commentsOf(file: string, text: string): Comment[] {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const comments: Comment[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const first = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      text
        .slice(range.pos, range.end)
        .split("\n")
        .forEach((line, i) => comments.push({ file, line: first + i, text: line }));
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return comments;
}

function allComments(): Comment[] {
  return scannedFiles().flatMap((file) => commentsOf(path.relative(ROOT, file), readFileSync(file, "utf8")));
}

const where = (comment: Comment) => `${comment.file}:${comment.line}: ${comment.text.trim()}`;

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let inCode = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) inCode = !inCode;
    const heading = !inCode && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-");
    const seenBefore = counts.get(slug) ?? 0;
    counts.set(slug, seenBefore + 1);
    anchors.add(seenBefore ? `${slug}-${seenBefore}` : slug);
  }
  return anchors;
}

/** The links into docs/ of the given comments that name no file there, or no heading of that file. */
function brokenDocsLinks(comments: Comment[]): string[] {
  const anchorsByDoc = new Map<string, Set<string> | null>();
  const anchorsIn = (doc: string) => {
    if (!anchorsByDoc.has(doc)) {
      const file = path.join(ROOT, "docs", doc);
      anchorsByDoc.set(doc, existsSync(file) ? anchorsOf(readFileSync(file, "utf8")) : null);
    }
    return anchorsByDoc.get(doc)!;
  };
  return comments.flatMap((comment) =>
    [...comment.text.matchAll(DOCS_LINK)].flatMap(([link, doc, anchor]) => {
      const anchors = anchorsIn(doc);
      if (!anchors) return [`${where(comment)} (no file docs/${doc})`];
      if (anchor && !anchors.has(anchor)) return [`${where(comment)} (no heading for ${link})`];
      return [];
    }),
  );
}

const citesOutside = (text: string) => OUTSIDE_CITATIONS.some((pattern) => pattern.test(text));

describe("comments", () => {
  const comments = allComments();

  it("are read from every part of the code", () => {
    const files = new Set(comments.map((c) => c.file.split(path.sep)[0]));
    for (const part of ["app", "server", "db", "scripts", "server.ts"]) expect(files).toContain(part);
  });

  it("cite no document outside the repository", () => {
    expect(comments.filter((c) => citesOutside(c.text)).map(where)).toEqual([]);
  });

  it("link only to headings that exist in docs/", () => {
    expect(brokenDocsLinks(comments)).toEqual([]);
  });

  it("would notice an outside citation in a comment, and only there", () => {
    const sample = [
      `/** SPEC point 5's messages. */`,
      `// See PRODUCT.md and ../shared/ENGINEERING.md.`,
      `const x = <p>{/* as SPEC.md says */}</p>;`,
      `const file = "tests/e2e/spec-contract.api.spec.ts"; // a Playwright spec`,
      `const text = "SPEC point 5"; // the spec sheet`,
    ].join("\n");
    const flagged = commentsOf("sample.tsx", sample)
      .filter((c) => citesOutside(c.text))
      .map((c) => c.line);
    expect(flagged).toEqual([1, 2, 3]);
  });

  it("would notice a link to a missing doc or heading", () => {
    const sample = commentsOf(
      "sample.ts",
      [
        `// docs/product-rules.md#reviews`,
        `// docs/product-rules.md#no-such-rule`,
        `// docs/no-such-doc.md`,
        `// docs/api.md#status-codes`,
      ].join("\n"),
    );
    expect(brokenDocsLinks(sample).map((line) => line.split(":")[1])).toEqual(["2", "3"]);
  });

  it("make anchors the way GitHub does", () => {
    expect([
      ...anchorsOf("# Title\n## Search and matches\n## Privacy, reports and admin\n```\n# not a heading\n```"),
    ]).toEqual(["title", "search-and-matches", "privacy-reports-and-admin"]);
  });
});
