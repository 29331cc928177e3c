import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useFetchers,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

import { markDocumentHydrated } from "~/components/deferred-page";
import { FirstScreenExpectation, marksFirstScreen } from "~/components/first-screen";
import { FormTokenSeed } from "~/components/form-token";
import { OfflineBanner } from "~/components/offline-banner";
import { DraftSentByBrowserScript, ServiceWorkerScript, wantsScripts } from "~/components/page-scripts";
import { Stylesheet, StylesheetPrefetch } from "~/components/stylesheet";
import { Toaster } from "~/components/toaster";
import { APP_NAME, type Theme } from "~/constants";
import { useOfflineSupport, useSavedAt } from "~/offline/client";
import stylesheet from "~/tailwind.css";
import { useNonce } from "~/utils/nonce";
import { commitSession, getOptionalUser, getSession } from "~/utils/session.server";
import { isTheme } from "~/utils/theme";
import { getTheme } from "~/utils/theme.server";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  return data(
    {
      user: user ? { id: user.id, username: user.username, role: user.role } : null,
      theme: await getTheme(request),
      origin: new URL(request.url).origin,
      toast,
      formTokenSeed: crypto.randomUUID(),
    },
    toast ? { headers: { "Set-Cookie": await commitSession(request, session) } } : undefined,
  );
}

export const meta: MetaFunction = () => [{ title: APP_NAME }];

/** The theme being switched to (optimistic, with JavaScript) or the one from the cookie. */
function useTheme(fromCookie: Theme | undefined): Theme {
  const pending = useFetchers()
    .find((f) => f.formAction === "/resources/theme")
    ?.formData?.get("theme");
  return isTheme(pending) ? pending : (fromCookie ?? "system");
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const theme = useTheme(rootData?.theme);
  const nonce = useNonce();
  const matches = useMatches();
  const scripts = wantsScripts(matches);
  // Renders after this one are the client's own (components/deferred-page); the error screens render here too.
  useEffect(markDocumentHydrated, []);

  useEffect(() => {
    try {
      localStorage.setItem("theme", theme);
    } catch {
      // Storage may be blocked (private mode); the cookie still carries the choice.
    }
  }, [theme]);

  return (
    <html lang="en" data-theme={theme} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#c2410c" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#020617" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {marksFirstScreen(matches) ? <FirstScreenExpectation /> : null}
        <Meta />
        <Stylesheet href={stylesheet} />
        <Links />
        {scripts ? <DraftSentByBrowserScript nonce={nonce} /> : null}
      </head>
      <body className="min-h-full">
        {children}
        <Toaster toast={rootData?.toast ?? null} />
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <ServiceWorkerScript nonce={nonce} />
        )}
        <StylesheetPrefetch href={stylesheet} />
        {/* Development only (renders nothing in production): reloads the page after a rebuild. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { formTokenSeed, user } = useLoaderData<typeof loader>();
  // The seed of the first document load stays for the life of the page, so a form's token survives revalidation.
  const seed = useRef(formTokenSeed).current;
  const savedAt = useSavedAt();
  useOfflineSupport(user?.id ?? null);
  return (
    <FormTokenSeed.Provider value={seed}>
      <OfflineBanner savedAt={savedAt} />
      <Outlet />
    </FormTokenSeed.Provider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

export { shouldRevalidate } from "~/utils/network";
