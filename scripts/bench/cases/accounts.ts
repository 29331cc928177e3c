/** The signed-in shell on every page: the session's user record and the unread-messages badge. */
import { getUserRecord } from "~/domain/accounts.server";
import { countUnreadMessages } from "~/domain/messages.server";

import { benchCase, type BenchCase } from "../types";

export const cases: BenchCase[] = [
  benchCase({ name: "getUserRecord (busy)", inputs: (ctx) => ctx.busy.all, run: (id) => getUserRecord(id) }),
  benchCase({ name: "getUserRecord (quiet)", inputs: (ctx) => ctx.quiet.all, run: (id) => getUserRecord(id) }),
  benchCase({
    name: "countUnreadMessages (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => countUnreadMessages(id),
  }),
  benchCase({
    name: "countUnreadMessages (quiet)",
    inputs: (ctx) => ctx.quiet.all,
    run: (id) => countUnreadMessages(id),
  }),
];
