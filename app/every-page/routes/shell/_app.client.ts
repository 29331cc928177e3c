/**
 * The modules most signed-in pages load (the pages under the `_app` layout), reached from each of them so that the
 * browser build makes them one chunk instead of one chunk per distinct set of pages importing each: on a slow link
 * every script request is a round trip (a phone opens six connections at a time). The patched Remix compiler adds
 * `export { everyPage }` from this file to each route module with a component under `routes/shell/_app`, as it does
 * for app/every-page.client.ts (patches/README.md; docs/decisions/011-page-weight.md, decision 12). A page that does
 * not use one of these loads it anyway, so list only small modules that more than half of these pages load.
 */
import * as dialogOutlet from "~/components/dialog-outlet";
import * as pageHeader from "~/components/page-header";
import * as pager from "~/components/pager";
import * as personLink from "~/components/person-link";
import * as ratingStars from "~/components/rating-stars";
import * as routeDialog from "~/components/route-dialog";
import * as tabLinks from "~/components/tab-links";
import * as timeAgo from "~/components/time-ago";

export const everyPage = [dialogOutlet, pageHeader, pager, personLink, ratingStars, routeDialog, tabLinks, timeAgo];
