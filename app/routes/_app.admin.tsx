import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { ComingSoon } from "~/components/coming-soon";
import { APP_NAME } from "~/constants";
import { requireAdmin } from "~/utils/session.server";

// Non-admins (and signed-out visitors) are sent to "/".
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminPage() {
  return (
    <ComingSoon title="Admin Panel" description="Moderate reports and manage accounts." feature="The admin panel" />
  );
}

export const meta: MetaFunction = () => [{ title: `Admin Panel | ${APP_NAME}` }];
