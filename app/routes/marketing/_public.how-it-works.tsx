import type { MetaFunction } from "@remix-run/node";

import { HowItWorksContent } from "~/components/marketing/how-it-works-content";
import { seo } from "~/utils/seo";

export default function HowItWorksPage() {
  return <HowItWorksContent />;
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "How It Works",
    description:
      "How general contractors post projects and hire subcontractors on TradeLink in five steps, and how subcontractors find work and build a reputation in six.",
  });

/**
 * Sent without scripts: it reads the same without them (docs/decisions/024-pages-without-scripts.md). Its first
 * screen is the hero, which marks it (components/first-screen).
 */
export const handle = { scripts: false, firstScreen: true };
