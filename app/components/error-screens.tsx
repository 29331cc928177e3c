import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useRef } from "react";

import { useDialogPlace } from "~/components/dialog-place";
import { FirstScreenEnd } from "~/components/first-screen";
import { AlertCircle, CheckCircle2, TriangleAlert } from "~/components/icons";
import { Card, CardContent } from "~/components/ui/card";
import { useHydrated } from "~/utils/use-hydrated";

function MessageCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const hydrated = useHydrated();
  // A dialog route's error: without JavaScript it is the page, inside its parent's <main>; once the page runs it
  // shows after the page's content, under the page's own <h1>, so it is a section with a second-level heading, brought
  // into view with the focus on it (the page around it stays as it was).
  const place = useDialogPlace();
  const underPage = place === "under-page";
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!underPage || !element) return;
    element.focus({ preventScroll: true });
    // The long lists above lay their cards out only near the screen (`card-in-long-list`): bringing the section into
    // view lays out the cards there, which can push it out again, so it is brought back for a few frames.
    let frames = 0;
    let frame = 0;
    const bringIntoView = () => {
      const { top, bottom } = element.getBoundingClientRect();
      if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: "center" });
      if (++frames < 10) frame = requestAnimationFrame(bringIntoView);
    };
    bringIntoView();
    return () => cancelAnimationFrame(frame);
  }, [underPage]);
  const Wrapper = place === null ? "main" : "section";
  const Heading = underPage ? "h2" : "h1";
  return (
    <Wrapper
      aria-labelledby={place === null ? undefined : headingId}
      className="flex min-h-[60vh] w-full items-center justify-center px-4 py-16"
    >
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            {icon}
            <Heading
              id={headingId}
              ref={heading}
              tabIndex={underPage ? -1 : undefined}
              className="text-2xl font-bold outline-none"
            >
              {title}
            </Heading>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{children}</p>
          <p className="mt-6 text-sm">
            <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
              Go to the home page
            </Link>
          </p>
          {/* The whole screen is the first: a route that marks its own keeps its render-blocking link on an error. Only
              in the document as parsed: once the page runs, a dialog route's error shows under its page, which has
              its own mark. */}
          {hydrated ? null : <FirstScreenEnd />}
        </CardContent>
      </Card>
    </Wrapper>
  );
}

/** The not-found screen, with its exact heading and text (docs/product-rules.md#screens). */
export function NotFoundScreen() {
  return (
    <MessageCard icon={<AlertCircle aria-hidden="true" className="size-8 text-red-500" />} title="404 Page Not Found">
      Did you forget to add the page to the router?
    </MessageCard>
  );
}

function ErrorScreen({ status }: { status: number }) {
  return (
    <MessageCard
      icon={<TriangleAlert aria-hidden="true" className="size-8 text-destructive" />}
      title="Something went wrong"
    >
      {status >= 500
        ? "We hit a problem on our side. Please try again in a moment."
        : `The request could not be completed (error ${status}).`}
    </MessageCard>
  );
}

/** A plain page with one message (the goodbye page after an account is deleted). */
export function MessageCardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MessageCard icon={<CheckCircle2 aria-hidden="true" className="size-8 text-success" />} title={title}>
      {children}
    </MessageCard>
  );
}

/** A 404 of a known kind of thing ('Project not found'), inside the signed-in shell. */
export function MissingScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MessageCard icon={<AlertCircle aria-hidden="true" className="size-8 text-red-500" />} title={title}>
      {children}
    </MessageCard>
  );
}

/** A page route's error boundary: the error shows inside the signed-in shell, with 404 as the not-found screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}

/** An error boundary whose 404 names the missing thing ('Profile not found'); other errors as RouteErrorBoundary. */
export function missingThingBoundary(title: string, text: string) {
  return function MissingThingBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <MissingScreen title={title}>{text}</MissingScreen>;
    return <RouteErrorBoundary />;
  };
}

/**
 * An error boundary that shows why (the domain's message) when a page is refused or missing: "This project's
 * documents are open to the subcontractors invited to bid…"; other errors as RouteErrorBoundary.
 */
export function reasonBoundary(titles: { 403: string; 404: string }) {
  return function ReasonBoundary() {
    const error = useRouteError();
    if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) return <RouteErrorBoundary />;
    const reason = typeof error.data === "string" && error.data ? error.data : null;
    if (!reason && error.status === 404) return <NotFoundScreen />;
    return <MissingScreen title={titles[error.status]}>{reason}</MissingScreen>;
  };
}
