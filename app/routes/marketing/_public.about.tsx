import type { MetaFunction } from "@remix-run/node";

import { AboutContent } from "~/components/marketing/about-content";
import { seo } from "~/utils/seo";

export default function AboutPage() {
  return <AboutContent />;
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "About Us",
    description:
      "The story, values and team behind TradeLink, the network where general contractors and subcontractors find each other and build a reputation.",
  });

/**
 * Sent without scripts: it reads the same without them (docs/decisions/024-pages-without-scripts.md). Its first
 * screen is the hero, which marks it (components/first-screen).
 */
export const handle = { scripts: false, firstScreen: true };
