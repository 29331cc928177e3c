import type { MetaFunction } from "@remix-run/node";

import { ComingSoon } from "~/components/coming-soon";
import { APP_NAME } from "~/constants";

export default function ProfilePage() {
  return <ComingSoon title="Profile" description="How contractors and subcontractors see your business." feature="Profile editing" />;
}

export const meta: MetaFunction = () => [{ title: `Profile | ${APP_NAME}` }];
