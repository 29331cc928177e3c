import type { MetaArgs, MetaDescriptor } from "@remix-run/node";

import { APP_NAME } from "~/constants";

/** The public pages search engines should know about (sitemap.xml), in the order of the site's navigation. */
export const SITEMAP_PATHS = [
  "/",
  "/pricing",
  "/how-it-works",
  "/about",
  "/faq",
  "/verification",
  "/contact",
  "/legal/privacy",
  "/legal/terms",
  "/legal/cookies",
] as const;

/** The root loader's origin (scheme + host of the request), so absolute URLs work behind any host name. */
function originFrom(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

type PageSeo = {
  /** The page's own title; " | TradeLink" is appended. */
  title: string;
  description: string;
  /** The canonical path when it differs from the current one (e.g. an alias of another page). */
  canonicalPath?: string;
  type?: "website" | "article";
};

/** Title, description, Open Graph tags and a canonical link for a public page. */
export function seo({ location, matches }: Pick<MetaArgs, "location" | "matches">, page: PageSeo): MetaDescriptor[] {
  const title = `${page.title} | ${APP_NAME}`;
  const url = originFrom(matches) + (page.canonicalPath ?? location.pathname);
  return [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: APP_NAME },
    { tagName: "link", rel: "canonical", href: url },
  ];
}

export const NOT_FOUND_META: MetaDescriptor[] = [
  { title: "404 Page Not Found" },
  { name: "robots", content: "noindex" },
];
