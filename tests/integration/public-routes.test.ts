import { args, getRequest, unwrap } from "../helpers/requests";
import { loader as featureLoader } from "~/routes/marketing/_public.features.$feature";
import { loader as salesLoader } from "~/routes/marketing/_public.marketing.contact";
import { loader as supportLoader } from "~/routes/marketing/_public.support";
import { loader as robotsLoader } from "~/routes/shell/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/shell/sitemap[.]xml";
import { SITEMAP_PATHS } from "~/utils/seo";

describe("/features/:feature", () => {
  it.each(["profiles", "projects", "messaging", "reviews", "credentials", "matching"])("answers %s", async (slug) => {
    const { status, data } = unwrap(await featureLoader(args(getRequest(`/features/${slug}`), { feature: slug })));
    expect(status).toBe(200);
    expect(data).toEqual({ slug });
  });

  it("answers 404 for an unknown feature, like any unknown path", async () => {
    const { status, data } = unwrap(
      await featureLoader(args(getRequest("/features/payments"), { feature: "payments" })),
    );
    expect(status).toBe(404);
    expect(data).toBeNull();
  });
});

describe("redirects to the contact form", () => {
  it("sends /support to the support subject", async () => {
    const response = await supportLoader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact?subject=support");
  });

  it("sends Contact Sales to a general inquiry", async () => {
    const response = await salesLoader();
    expect(response.headers.get("Location")).toBe("/contact?subject=general");
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("points robots at the sitemap on the request's origin and keeps them out of signed-in screens", async () => {
    const response = await robotsLoader(args(new Request("https://tradelink.test/robots.txt")));
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toContain("Sitemap: https://tradelink.test/sitemap.xml");
    expect(body).toContain("Disallow: /dashboard");
    expect(body).toContain("Disallow: /api/");
  });

  it("lists every public page with an absolute URL", async () => {
    const response = await sitemapLoader(args(new Request("https://tradelink.test/sitemap.xml")));
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const body = await response.text();
    const locations = [...body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(SITEMAP_PATHS.map((path) => `https://tradelink.test${path}`));
  });
});
