import type { MetaFunction } from "@remix-run/node";

import { ComingSoon } from "~/components/coming-soon";
import { APP_NAME } from "~/constants";

export default function PortfolioProjectPage() {
  return <ComingSoon title="Project Details" description="A portfolio project." feature="Portfolio projects" />;
}

export const meta: MetaFunction = () => [{ title: `Project Details | ${APP_NAME}` }];
