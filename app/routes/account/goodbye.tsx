import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";

import { MessageCardPage } from "~/components/error-screens";
import { APP_NAME } from "~/constants";
import { flashCookie } from "~/utils/session.server";

/** After Delete Account: the session cookie and the browser's stored pages are cleared. */
export async function loader({ request }: LoaderFunctionArgs) {
  const cookie = await flashCookie(request, {
    type: "success",
    title: "Account deleted",
    description: "Your account and everything in it have been removed.",
  });
  return data(null, { headers: { "Set-Cookie": cookie, "Clear-Site-Data": '"cache"', "Cache-Control": "no-store" } });
}

export default function GoodbyePage() {
  return (
    <MessageCardPage title="Your account is deleted">
      Everything you kept on {APP_NAME} has been removed. Thank you for working with us; you are welcome back any time.
    </MessageCardPage>
  );
}

export const meta: MetaFunction = () => [{ title: `Goodbye | ${APP_NAME}` }];
