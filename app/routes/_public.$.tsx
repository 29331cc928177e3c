import { data, type MetaFunction } from "@remix-run/node";

import { NotFoundScreen } from "~/components/error-screens";

export async function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}

export const meta: MetaFunction = () => [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];
