import type { MetaFunction } from "@remix-run/node";

import { ComingSoon } from "~/components/coming-soon";
import { APP_NAME } from "~/constants";

export default function ConnectionsPage() {
  return (
    <ComingSoon
      title="Connections"
      description="Your network of contractors and subcontractors."
      feature="Connections"
    />
  );
}

export const meta: MetaFunction = () => [{ title: `Connections | ${APP_NAME}` }];
