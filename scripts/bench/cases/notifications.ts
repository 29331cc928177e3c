/** The inbox at market scale: the bell on every signed-in page, the list, the unread tab. */
import { countUnreadNotifications, listNotifications } from "~/domain/notifications.server";

import { benchCase, type BenchCase } from "../types";

const as = (id: number) => ({ id, role: "general_contractor" as const });

export const cases: BenchCase[] = [
  benchCase({
    name: "notification bell count (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => countUnreadNotifications(id),
  }),
  benchCase({
    name: "notifications page (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => listNotifications(as(id)),
  }),
  benchCase({
    name: "notifications page 20 (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => listNotifications(as(id), { page: 20 }),
  }),
  benchCase({
    name: "notifications unread tab (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => listNotifications(as(id), { unread: true }),
  }),
  benchCase({
    name: "notifications page (quiet)",
    inputs: (ctx) => ctx.quiet.all,
    run: (id) => listNotifications(as(id)),
  }),
];
