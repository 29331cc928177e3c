import { data, type MetaFunction } from "@remix-run/node";

import { NotFoundScreen } from "~/components/error-screens";
import { NOT_FOUND_META } from "~/utils/seo";

export async function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}

export const meta: MetaFunction = () => NOT_FOUND_META;
