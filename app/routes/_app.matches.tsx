import type { MetaFunction } from "@remix-run/node";

import { ComingSoon } from "~/components/coming-soon";
import { APP_NAME } from "~/constants";

export default function MatchesPage() {
  return (
    <ComingSoon
      title="Smart Matches"
      description="Ranked matches based on location, rating, credentials and past work."
      feature="Smart Matches"
    />
  );
}

export const meta: MetaFunction = () => [{ title: `Smart Matches | ${APP_NAME}` }];
