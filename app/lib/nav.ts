/**
 * Whether the sidebar's item for `to` is the current page. An item covers its own pages below it, except Profile:
 * /profile/123 is someone else's profile (unless 123 is the viewer), so Profile lights up only on one's own.
 */
export function isNavItemActive(to: string, pathname: string, viewerId: number): boolean {
  if (pathname !== to && !pathname.startsWith(`${to}/`)) return false;
  if (to !== "/profile") return true;
  const next = pathname.slice(to.length + 1).split("/")[0];
  return !/^\d+$/.test(next) || Number(next) === viewerId;
}
