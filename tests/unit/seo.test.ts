import type { MetaArgs } from "@remix-run/node";

import { seo } from "~/utils/seo";

function metaArgs(pathname: string): Pick<MetaArgs, "location" | "matches"> {
  return {
    location: { pathname, search: "", hash: "", state: null, key: "default" },
    matches: [
      {
        id: "root",
        pathname: "/",
        params: {},
        data: { origin: "https://tradelink.test" },
        meta: [],
        handle: undefined,
        error: undefined,
      },
    ] as unknown as MetaArgs["matches"],
  };
}

describe("seo", () => {
  it("builds the title, description, Open Graph tags and canonical link from the root origin", () => {
    expect(seo(metaArgs("/pricing"), { title: "Pricing", description: "Plans and prices." })).toEqual([
      { title: "Pricing | TradeLink" },
      { name: "description", content: "Plans and prices." },
      { property: "og:title", content: "Pricing | TradeLink" },
      { property: "og:description", content: "Plans and prices." },
      { property: "og:type", content: "website" },
      { property: "og:url", content: "https://tradelink.test/pricing" },
      { property: "og:site_name", content: "TradeLink" },
      { tagName: "link", rel: "canonical", href: "https://tradelink.test/pricing" },
    ]);
  });

  it("points the canonical URL elsewhere for an alias", () => {
    const meta = seo(metaArgs("/features/reviews"), { title: "Reviews", description: "d", canonicalPath: "/about" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://tradelink.test/about" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://tradelink.test/about" });
  });
});
