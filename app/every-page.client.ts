/**
 * The modules every page loads, reached from every route's browser module so that the browser build makes them one
 * chunk (one script request) instead of one chunk per distinct set of routes importing each of them: esbuild splits
 * code by the set of entry points that reach it. The patched Remix compiler adds `export { everyPage }` from this
 * file to each route module with a component (patches/README.md; docs/decisions/011-page-weight.md). Whatever is
 * listed here is on the first load of every page, so list only what every page loads anyway (the logo, the skip link
 * and the theme switcher: every page but the offline and goodbye pages, which have no layout).
 */
import * as deferredPage from "~/components/deferred-page";
import * as errorScreens from "~/components/error-screens";
import * as formToken from "~/components/form-token";
import * as logo from "~/components/logo";
import * as safeForm from "~/components/safe-form";
import * as skipLink from "~/components/skip-link";
import * as themeSwitcher from "~/components/theme-switcher";
import * as toastBody from "~/components/toast-body";
import * as button from "~/components/ui/button";
import * as card from "~/components/ui/card";
import * as cn from "~/utils/cn";
import * as formFields from "~/utils/form-fields";
import * as network from "~/utils/network";
import * as useHydrated from "~/utils/use-hydrated";

export const everyPage = [
  deferredPage,
  errorScreens,
  formToken,
  logo,
  safeForm,
  skipLink,
  themeSwitcher,
  toastBody,
  button,
  card,
  cn,
  formFields,
  network,
  useHydrated,
];
