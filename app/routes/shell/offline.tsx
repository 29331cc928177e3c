import type { MetaFunction } from "@remix-run/node";

import { WifiOff } from "~/components/icons";
import { Card, CardContent } from "~/components/ui/card";
import { APP_NAME } from "~/constants";

/**
 * The page the service worker shows for a page that could not be loaded and was never saved on this device. The
 * worker keeps it as a signed-out visitor sees it, without the app's scripts (it is shown at other addresses), and
 * its own small script (app/offline/offline-page.ts) lists the pages saved on the device, newest first.
 */
export default function OfflinePage() {
  return (
    <main className="flex min-h-[80vh] w-full items-start justify-center px-4 py-16">
      <Card className="w-full max-w-lg">
        <CardContent className="grid gap-4 pt-6">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <WifiOff aria-hidden="true" className="size-7 text-amber-500" />
            You&apos;re offline
          </h1>
          <p className="text-sm text-muted-foreground">
            This page isn&apos;t saved on this device. It will load when the signal is back.
          </p>
          <div id="saved-pages" className="grid gap-2 text-sm" />
          <a href="/dashboard" className="text-sm font-medium text-primary hover:underline">
            Try again
          </a>
        </CardContent>
      </Card>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: `Offline | ${APP_NAME}` }, { name: "robots", content: "noindex" }];

/** Its script adds the list of saved pages after the server rendered it: it carries every rule of the stylesheet. */
export const handle = { wholeStylesheet: true };
