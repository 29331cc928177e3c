import type { MetaFunction } from "@remix-run/node";

import { ComingSoon } from "~/components/coming-soon";
import { APP_NAME } from "~/constants";

export default function ReviewsPage() {
  return <ComingSoon title="Reviews" description="Ratings from the people you have worked with." feature="Reviews" />;
}

export const meta: MetaFunction = () => [{ title: `Reviews | ${APP_NAME}` }];
