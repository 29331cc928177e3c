import { renderToStaticMarkup } from "react-dom/server";

import { BidDue } from "~/components/bids/bid-due";
import { bidWindowOf, type BidWindowSource } from "~/domain/bid-window.server";
import { countdown, formatDueAt, formatShortDue } from "~/lib/bid-due";
import { applyRowAction, draftOf } from "~/lib/scope-draft";

// Friday, December 4, 2026, 2 PM in New York (EST).
const DUE = "2026-12-04T19:00:00.000Z";
const at = (iso: string) => Date.parse(iso);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the bid due date as a viewer reads it", () => {
  test("in the viewer's own time zone", () => {
    expect(formatDueAt(DUE, "America/New_York")).toBe("Fri, Dec 4, 2:00 PM EST");
    expect(formatDueAt(DUE, "America/Los_Angeles")).toBe("Fri, Dec 4, 11:00 AM PST");
    expect(formatShortDue(DUE, "America/New_York", at("2026-12-01T12:00:00Z"))).toBe("Fri 2 PM");
    expect(formatShortDue(DUE, "Asia/Kolkata", at("2026-12-01T12:00:00Z"))).toBe("Sat 12:30 AM");
    expect(formatShortDue(DUE, "America/New_York", at("2026-11-01T12:00:00Z"))).toBe("Fri, Dec 4, 2 PM");
  });

  test("with a countdown until it passes", () => {
    expect(countdown(DUE, at("2026-12-02T15:00:00Z"))).toBe("in 2 days 4 hours");
    expect(countdown(DUE, at("2026-12-03T19:00:00Z"))).toBe("in 1 day");
    expect(countdown(DUE, at("2026-12-04T15:55:00Z"))).toBe("in 3 hours 5 minutes");
    expect(countdown(DUE, at("2026-12-04T18:48:00Z"))).toBe("in 12 minutes");
    expect(countdown(DUE, at("2026-12-04T18:59:30Z"))).toBe("in less than a minute");
    expect(countdown(DUE, at(DUE))).toBeNull();
  });

  test("the notice: due with a countdown and sealed until; after it, late bids accepted or bids closed", () => {
    const sealed: BidWindowSource = { bidsDueAt: new Date(DUE), bidsSealed: true, lateBidsAllowed: false };
    const before = "2026-12-02T15:00:00.000Z";
    const notice = (source: typeof sealed, now: string) =>
      text(
        renderToStaticMarkup(<BidDue window={bidWindowOf(source, new Date(now))} zone="America/New_York" now={now} />),
      );
    expect(notice(sealed, before)).toBe(
      "Bids due Fri, Dec 4, 2:00 PM EST in 2 days 4 hours Bids are sealed until Fri 2 PM",
    );
    const after = "2026-12-05T15:00:00.000Z";
    expect(notice(sealed, after)).toBe(
      "Bids were due Fri, Dec 4, 2:00 PM EST Bids closed Sealed bids were opened Fri 2 PM",
    );
    expect(notice({ ...sealed, bidsSealed: false, lateBidsAllowed: true }, after)).toBe(
      "Bids were due Fri, Dec 4, 2:00 PM EST Late bids accepted",
    );
    expect(notice({ ...sealed, bidsDueAt: null, bidsSealed: false }, after)).toBe("");
  });
});

describe("the scope page's rows between submits", () => {
  const draft = draftOf({
    items: [
      { id: 1, kind: "item", title: "Rough-in", csi_division: "26" },
      { id: 2, kind: "item", title: "Fixtures", csi_division: null },
    ],
    alternates: [{ id: 3, kind: "alternate", title: "Add: generator", csi_division: null }],
  });
  const titles = (d: typeof draft) => d.rows.map((r) => r.title || "(new)");

  test("adds an item after the items and an alternate at the end", () => {
    expect(titles(applyRowAction(draft, "add:item"))).toEqual(["Rough-in", "Fixtures", "(new)", "Add: generator"]);
    expect(titles(applyRowAction(draft, "add:alternate"))).toEqual(["Rough-in", "Fixtures", "Add: generator", "(new)"]);
  });

  test("moves a row within its own list only, and remembers the saved rows removed", () => {
    expect(titles(applyRowAction(draft, "down:0"))).toEqual(["Fixtures", "Rough-in", "Add: generator"]);
    expect(titles(applyRowAction(draft, "down:1"))).toEqual(titles(draft));
    expect(applyRowAction(draft, "remove:1")).toMatchObject({ removed: [2] });
    expect(applyRowAction(draft, "remove:9")).toBe(draft);
    expect(applyRowAction(draft, "nonsense")).toBe(draft);
  });
});
