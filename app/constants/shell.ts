/** The page shell every page loads: the name, the theme, the toasts, the signed-in paths, the unread badge. (docs/constants.md lists every constant.) */

export const APP_NAME = "TradeLink";

/** How toasts behave (docs/constants.md#display). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];

/** Path prefixes of the signed-in screens: a signed-out visitor is sent to / (docs/product-rules.md#roles). */
export const SIGNED_IN_PATHS = [
  "/dashboard",
  "/profile",
  "/messages",
  "/connections",
  "/reviews",
  "/projects",
  "/project",
  "/matches",
  "/appointments",
  "/notifications",
  "/settings",
  "/admin",
] as const;

export const isSignedInPath = (path: string) =>
  SIGNED_IN_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** The bell shows up to this many, then "99+" (the count query stops one past it). */
export const UNREAD_BADGE_CAP = 99;
