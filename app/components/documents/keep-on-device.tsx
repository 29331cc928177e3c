import { useEffect, useState } from "react";

import { CheckCircle2, Download } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { formatBytes } from "~/lib/file-size";
import { keptFilesCacheName } from "~/offline/protocol";
import { useHydrated } from "~/utils/use-hydrated";

type State = "unknown" | "not-kept" | "saving" | "kept" | { error: string };

const supported = () => typeof caches !== "undefined" && "serviceWorker" in navigator;

/**
 * "Keep on this device": with JavaScript, the whole file goes into the user's cache of kept files, and the service
 * worker answers its download address from there when there is no signal. Nothing is kept unless asked: a set can
 * be 250 MB. The cache goes with the user's saved pages (logout, another user).
 */
export function KeepOnDevice({ userId, href, size }: { userId: number; href: string; size: number }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>("unknown");
  const cacheName = keptFilesCacheName(String(userId));

  useEffect(() => {
    if (!supported()) return;
    void caches
      .open(cacheName)
      .then((cache) => cache.match(href))
      .then((kept) => setState(kept ? "kept" : "not-kept"))
      .catch(() => setState("not-kept"));
  }, [cacheName, href]);

  if (!hydrated || state === "unknown") return null;

  const keep = async () => {
    setState("saving");
    try {
      const { quota = 0, usage = 0 } = (await navigator.storage?.estimate?.()) ?? {};
      if (quota && quota - usage < size) {
        setState({ error: `This device has ${formatBytes(Math.max(0, quota - usage))} free for the app.` });
        return;
      }
      await (await caches.open(cacheName)).add(href);
      setState("kept");
    } catch {
      setState({ error: "The file could not be kept. Try again with a signal." });
    }
  };
  const forget = async () => {
    await (await caches.open(cacheName)).delete(href);
    setState("not-kept");
  };

  if (state === "kept") {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" role="status">
        <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
        Kept on this device ({formatBytes(size)}): it downloads without a signal.
        <Button type="button" size="sm" variant="ghost" onClick={forget}>
          Remove from this device
        </Button>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="button" size="sm" variant="outline" onClick={keep} disabled={state === "saving"}>
        <Download aria-hidden="true" className="size-4" />
        {state === "saving" ? "Keeping on this device…" : `Keep on this device (${formatBytes(size)})`}
      </Button>
      {typeof state === "object" ? (
        <p className="text-sm text-destructive" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
