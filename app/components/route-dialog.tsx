import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

import { FirstScreenEnd } from "~/components/first-screen";
import { X } from "~/components/icons";
import { cn } from "~/utils/cn";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { restoreKeptFields } from "~/utils/kept-fields";
import { useBrowserLayoutEffect } from "~/utils/use-browser-layout-effect";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * A nested route shown as a modal dialog over its parent once JavaScript runs, and as a plain page section before
 * (or without) it. Closing (the X, Escape, a click outside) goes back to `closeTo`.
 */
export function RouteDialog({
  title,
  description,
  closeTo,
  wide,
  children,
}: {
  title: string;
  description?: ReactNode;
  closeTo: string;
  /** Room for side-by-side content (the applications comparison). */
  wide?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const edited = useRef(false);
  const { hash } = useLocation();

  // What was typed into the page section before hydration is put back into the modal's form as it opens (the form
  // is mounted afresh in the modal, at its defaults; utils/kept-fields), with the focus and caret in the field the
  // user was in. Within the commit that put the modal's form in place of the section's: a page hydrated when reached
  // does so as the user acts, and a key or tap in between would find the modal's form empty, or no field focused.
  useBrowserLayoutEffect(() => {
    if (!hydrated || !dialog.current || dialog.current.open) return;
    dialog.current.showModal();
    restoreKeptFields(true);
  }, [hydrated]);

  useEffect(() => {
    // The page's scroll to #anchor happened while the dialog was closed: bring the anchor into view in it.
    if (hydrated && hash) dialog.current?.querySelector(`[id="${CSS.escape(hash.slice(1))}"]`)?.scrollIntoView();
  }, [hydrated, hash]);

  // The page's only section (its parent renders nothing else): the page's heading, and where its first screen ends.
  if (!hydrated) {
    return (
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
          <FirstScreenEnd />
        </CardHeader>
        <CardContent>
          <div>{children}</div>
        </CardContent>
      </Card>
    );
  }

  const close = () => navigate(closeTo, { preventScrollReset: true });
  return (
    <dialog
      ref={dialog}
      aria-labelledby="route-dialog-title"
      onClose={close}
      onInput={() => {
        edited.current = true;
      }}
      onClick={(event) => {
        // A tap beside the dialog closes it, unless something was typed in it: a mis-tap (or the dialog shrinking
        // under a finger as an error message goes) must not throw a filled form away. Close and Escape still do.
        if (event.target === dialog.current && !edited.current) dialog.current?.close();
      }}
      className={cn(
        "m-auto w-[calc(100%-1.5rem)] rounded-xl border border-border bg-card p-0 text-card-foreground shadow-xl backdrop:bg-black/50",
        wide ? "max-w-5xl" : "max-w-2xl",
      )}
    >
      <div className="flex max-h-[calc(100dvh-3rem)] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-border px-6 py-4">
          <div>
            <h2 id="route-dialog-title" className="text-lg font-semibold">
              {title}
            </h2>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          <Link
            to={closeTo}
            preventScrollReset
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-muted"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </Link>
        </div>
        <div className="overflow-y-auto px-6 py-5">{children}</div>
      </div>
    </dialog>
  );
}
