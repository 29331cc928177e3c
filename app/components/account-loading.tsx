import { useNavigation } from "@remix-run/react";

const PROTECTED_PREFIXES = [
  "/dashboard",
  "/profile",
  "/messages",
  "/connections",
  "/reviews",
  "/projects",
  "/project/",
  "/matches",
  "/settings",
  "/admin",
];

/** SPEC point 2: while a signed-in screen loads from a public page (after login, say), a spinner says so. */
export function AccountLoading() {
  const navigation = useNavigation();
  const path = navigation.state === "loading" ? navigation.location.pathname : null;
  if (
    !path ||
    !PROTECTED_PREFIXES.some(
      (prefix) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
    )
  ) {
    return null;
  }
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
