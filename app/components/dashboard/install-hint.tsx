import { useEffect, useState } from "react";

import { Smartphone, X } from "~/components/icons";
import { Button } from "~/components/ui/button";

const DISMISSED_KEY = "tradelink:install-hint";

type InstallPrompt = Event & { prompt: () => Promise<void> };

/**
 * 'Add to home screen', on phones only, until dismissed or installed (JavaScript only; nothing renders on the
 * server). Where the browser offers its install dialog the button opens it; elsewhere it says how.
 */
export function InstallHint() {
  const [visible, setVisible] = useState(false);
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);

  useEffect(() => {
    const phone = matchMedia("(pointer: coarse) and (max-width: 767px)").matches;
    const installed = matchMedia("(display-mode: standalone)").matches;
    let dismissed = false;
    try {
      dismissed = localStorage.getItem(DISMISSED_KEY) !== null;
    } catch {
      dismissed = true;
    }
    if (!phone || installed || dismissed) return;
    setVisible(true);
    const offered = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    window.addEventListener("beforeinstallprompt", offered);
    return () => window.removeEventListener("beforeinstallprompt", offered);
  }, []);

  if (!visible) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Storage blocked: it goes for this visit.
    }
    setVisible(false);
  };
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
  return (
    <aside
      aria-label="Add to home screen"
      className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 text-sm shadow-sm"
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
          <Button size="sm" className="justify-self-start" onClick={() => void prompt.prompt().finally(dismiss)}>
            Add to home screen
          </Button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-muted"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Dismiss</span>
      </button>
    </aside>
  );
}
