import { Link } from "@remix-run/react";

/** Previous and next links of a server-paginated list; `href(page)` keeps the rest of the query. */
export function Pager({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const link = "inline-flex h-9 items-center rounded-md border border-input px-3 text-sm hover:bg-muted";
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4 pt-4 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} preventScrollReset>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted-foreground">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={link} preventScrollReset>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Newer / Older links of a list that knows only whether more follows (no total count). */
export function MorePager({ page, hasMore, href }: { page: number; hasMore: boolean; href: (page: number) => string }) {
  if (page <= 1 && !hasMore) return null;
  const link = "inline-flex h-9 items-center rounded-md border border-input px-3 text-sm hover:bg-muted";
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted-foreground">Page {page}</span>
      {hasMore ? (
        <Link to={href(page + 1)} className={link}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
