import { useEffect, useLayoutEffect } from "react";

/**
 * A layout effect in the browser (it runs within the commit, before the browser handles anything else), and no
 * warning about it on the server, where effects do not run. conform's own choice.
 */
export const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
