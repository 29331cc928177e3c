import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";

import { Smartphone, X } from "~/components/icons";
import { Button } from "~/components/ui/button";

type InstallPrompt = Event & { prompt: () => Promise<void> };

/**
 * 'Add to home screen' on the dashboard, until dismissed (a cookie: the server leaves it out then). It is in the
 * page from the start and shown by CSS on phones only, outside an installed app, so nothing moves once the page has
 * loaded. Where the browser offers its install dialog (JavaScript), the button opens it; elsewhere it says how.
 */
export function InstallHint({ ios, dismissAction }: { ios: boolean; dismissAction: string }) {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);

  useEffect(() => {
    const offered = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    window.addEventListener("beforeinstallprompt", offered);
    return () => window.removeEventListener("beforeinstallprompt", offered);
  }, []);

  return (
    <aside
      aria-label="Add to home screen"
      className="hidden items-start gap-3 rounded-xl border border-border bg-card p-4 text-sm shadow-sm [@media(pointer:coarse)_and_(max-width:767px)_and_(display-mode:browser)]:flex"
    >
      <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid flex-1 gap-2">
        <p className="font-semibold">Add TradeLink to your home screen</p>
        <p className="text-muted-foreground">
          {prompt
            ? "Open it like an app, full screen, with the pages you've seen readable offline."
            : ios
              ? "Tap Share, then Add to Home Screen. It opens like an app, with pages you've seen readable offline."
              : "Open your browser's menu and choose Add to Home screen. It opens like an app, with pages you've seen readable offline."}
        </p>
        {prompt ? (
          <Button
            size="sm"
            className="justify-self-start"
            onClick={() => {
              // The browser's dialog can be asked for once; after it, the hint says how to add the app by hand.
              void prompt.prompt().catch(() => undefined);
              setPrompt(null);
            }}
          >
            Add to home screen
          </Button>
        ) : null}
      </div>
      <Form method="post" action={dismissAction} preventScrollReset>
        <button
          type="submit"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-muted"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Dismiss</span>
        </button>
      </Form>
    </aside>
  );
}
