/** The first focusable element of a layout: jumps past the navigation to the page's content (#main). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
