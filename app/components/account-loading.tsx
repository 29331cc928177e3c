import { useNavigation } from "@remix-run/react";

import { isSignedInPath } from "~/constants";

/** While a signed-in screen loads from a public page (after login, say), a spinner says so. */
export function AccountLoading() {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || !isSignedInPath(navigation.location.pathname)) return null;
  return (
    <div role="status" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background/90">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-primary border-t-transparent"
      />
      <p className="text-sm text-muted-foreground">Loading your account information...</p>
    </div>
  );
}
