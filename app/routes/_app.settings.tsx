import type { MetaFunction } from "@remix-run/node";

import { ComingSoon } from "~/components/coming-soon";
import { APP_NAME } from "~/constants";

export default function SettingsPage() {
  return <ComingSoon title="Settings" description="Account, security, notifications and privacy." feature="Settings" />;
}

export const meta: MetaFunction = () => [{ title: `Settings | ${APP_NAME}` }];
