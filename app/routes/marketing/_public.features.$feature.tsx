import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { NotFoundScreen } from "~/components/error-screens";
import { AboutContent } from "~/components/marketing/about-content";
import { HowItWorksContent } from "~/components/marketing/how-it-works-content";
import { findFeature } from "~/components/marketing/platform-features";
import { NOT_FOUND_META, seo } from "~/utils/seo";

/** Each feature page shows the About page, but matching shows How It Works (docs/product-rules.md#screens). */
export async function loader({ params }: LoaderFunctionArgs) {
  const feature = findFeature(params.feature);
  if (!feature) return data(null, { status: 404 });
  return { slug: feature.slug };
}

export default function FeaturePage() {
  const feature = findFeature(useLoaderData<typeof loader>()?.slug);
  if (!feature) return <NotFoundScreen />;
  return feature.page === "about" ? <AboutContent /> : <HowItWorksContent />;
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const feature = findFeature(args.data?.slug);
  if (!feature) return NOT_FOUND_META;
  // The same content lives at /about or /how-it-works; point search engines there.
  return seo(args, { title: feature.title, description: feature.summary, canonicalPath: `/${feature.page}` });
};

/**
 * Sent without scripts: it reads the same without them (docs/decisions/024-pages-without-scripts.md). Its first
 * screen is the hero, which marks it (components/first-screen).
 */
export const handle = { scripts: false, firstScreen: true };
