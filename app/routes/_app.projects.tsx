import type { MetaFunction } from "@remix-run/node";

import { ComingSoon } from "~/components/coming-soon";
import { APP_NAME } from "~/constants";

export default function ProjectsPage() {
  return (
    <ComingSoon
      title="Projects"
      description="Browse open projects, post your own and track applications."
      feature="Projects"
    />
  );
}

export const meta: MetaFunction = () => [{ title: `Projects | ${APP_NAME}` }];
