import { Form, useActionData, useLocation, useNavigation, useRouteLoaderData, type FormProps } from "@remix-run/react";
import { forwardRef, useEffect, useImperativeHandle, useRef, type RefObject } from "react";

import { FormToken } from "~/components/form-token";
import { WifiOff } from "~/components/icons";
import { Button } from "~/components/ui/button";
import type { loader as rootLoader } from "~/root";
import { useShownFromDevice } from "~/offline/client";
import { draftKey, readDraft } from "~/utils/drafts";
import { changedByUser } from "~/utils/kept-fields";
import { isNetworkFailure } from "~/utils/network";

/**
 * With JavaScript, the long texts (textareas) of a form are kept on the device per user and form while typing,
 * brought back when the user returns, and cleared once a submit succeeds (its redirect) and at logout.
 */
function useDraft(form: RefObject<HTMLFormElement | null>, key: string | null, action: string | undefined) {
  const navigation = useNavigation();
  const location = useLocation();

  useEffect(() => {
    const element = form.current;
    if (!key || !element) return;
    const areas = () => [...element.querySelectorAll("textarea")].filter((t) => t.name);
    const saved = readDraft(key);
    for (const area of areas()) {
      if (saved?.[area.name] !== undefined && !changedByUser(area)) area.value = saved[area.name];
    }
    const save = () => {
      const changed = areas().filter(changedByUser);
      try {
        if (changed.length)
          localStorage.setItem(key, JSON.stringify(Object.fromEntries(changed.map((a) => [a.name, a.value]))));
        else localStorage.removeItem(key);
      } catch {
        // Storage full or blocked: the text is still in the page.
      }
    };
    element.addEventListener("input", save);
    return () => element.removeEventListener("input", save);
  }, [form, key]);

  // A successful submit redirects: the navigation loads another location while this form's action is the one sent.
  useEffect(() => {
    if (!key || navigation.state !== "loading" || navigation.formAction !== action) return;
    if (navigation.location.key !== location.key) localStorage.removeItem(key);
  }, [key, action, navigation, location.key]);
}

type SafeFormProps = FormProps & {
  /** Keep the form's long texts as a draft on the device under this name. */
  draft?: string;
  /** What a dropped signal says instead of the usual notice. */
  offlineText?: string;
  /** The form works on a page shown from the device (the message composer queues). */
  worksOffline?: boolean;
};

/** The form sent last on this page: only it reports a dropped signal (a page can hold many small forms). */
let lastSent: HTMLFormElement | null = null;

/**
 * A page form that is safe to repeat (docs/decisions/006-safe-repeats.md): it carries a one-time token, sends once
 * however often it is tapped while pending, and when the signal drops says so with its text kept and a Retry that
 * sends the same token again. Without JavaScript it is a plain POST form with the token.
 */
export const SafeForm = forwardRef<HTMLFormElement, SafeFormProps>(function SafeForm(
  { children, onSubmit, draft, offlineText, worksOffline = false, method = "post", ...props },
  ref,
) {
  const form = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => form.current!);
  const navigation = useNavigation();
  const sending = useRef(false);
  const userId = useRouteLoaderData<typeof rootLoader>("root")?.user?.id;
  const failed = isNetworkFailure(useActionData());
  const held = useShownFromDevice() && !worksOffline;
  const key = draft && userId ? draftKey(userId, draft) : null;
  useDraft(form, key, props.action);

  useEffect(() => {
    if (navigation.state === "idle") sending.current = false;
  }, [navigation.state]);

  return (
    <Form
      ref={form}
      method={method}
      data-draft={key ?? undefined}
      data-works-offline={worksOffline || undefined}
      {...props}
      onSubmit={(event) => {
        if (sending.current || held) {
          event.preventDefault();
          return;
        }
        onSubmit?.(event);
        if (!event.defaultPrevented) {
          sending.current = true;
          lastSent = form.current;
        }
      }}
    >
      <FormToken />
      {held ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
        >
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          You&apos;re offline: this won&apos;t send until the signal is back.
        </p>
      ) : null}
      {failed && navigation.state === "idle" && lastSent === form.current ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
        >
          <span className="flex items-center gap-2">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            {offlineText ?? "Not sent: check your connection. Your text is kept."}
          </span>
          <Button size="sm" variant="outline" onClick={() => form.current?.requestSubmit()}>
            Retry
          </Button>
        </div>
      ) : null}
      {children}
    </Form>
  );
});
