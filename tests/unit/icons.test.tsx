import fs from "node:fs";

import { renderToStaticMarkup } from "react-dom/server";

import { Bell, Star } from "~/components/icons";

import { iconSprite } from "../../scripts/build-icons";

describe("icons", () => {
  test("the committed sprite holds exactly the icons the app names (npm run build remakes it)", async () => {
    expect(fs.readFileSync("app/components/icons.svg", "utf8")).toBe(await iconSprite());
  });

  test("an icon is a reference into the sprite, hidden from assistive technology unless labelled", () => {
    const plain = renderToStaticMarkup(<Bell className="size-4" />);
    expect(plain).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*><use href="[^"]*icons[^"]*\.svg#bell"><\/use><\/svg>$/);
    expect(plain).toContain('class="size-4"');
    const labelled = renderToStaticMarkup(<Star aria-label="Rated 5" role="img" />);
    expect(labelled).not.toContain("aria-hidden");
    expect(labelled).toContain("#star");
  });
});
