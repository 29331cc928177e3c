import type { MetaFunction } from "@remix-run/node";

import { ComingSoon } from "~/components/coming-soon";
import { APP_NAME } from "~/constants";

export default function UserProfilePage() {
  return <ComingSoon title="Profile" description="A contractor's public profile." feature="Public profiles" />;
}

export const meta: MetaFunction = () => [{ title: `Profile | ${APP_NAME}` }];
