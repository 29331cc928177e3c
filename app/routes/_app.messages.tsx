import type { MetaFunction } from "@remix-run/node";

import { ComingSoon } from "~/components/coming-soon";
import { APP_NAME } from "~/constants";

export default function MessagesPage() {
  return (
    <ComingSoon
      title="Messages"
      description="Talk with the contractors and subcontractors you work with."
      feature="Messaging"
    />
  );
}

export const meta: MetaFunction = () => [{ title: `Messages | ${APP_NAME}` }];
