/** Connections and messages at market scale: the conversation and message lists, a thread, the unread badge, the tabs. */
import { countPendingRequests, listConnections } from "~/domain/connections.server";
import { getConversation, listConversations, listMessages, usualReplyHours } from "~/domain/messages.server";

import { benchCase, type BenchCase, type BenchContext } from "../types";

const as = (id: number) => ({ id, role: "subcontractor" as const });
const partners = (ctx: BenchContext, ids: number[]) =>
  ids.map((id) => {
    const row = ctx.db.$client
      .prepare("SELECT other_id AS other FROM conversations WHERE user_id = ? ORDER BY last_message_at DESC LIMIT 1")
      .get(id) as { other: number } | undefined;
    return { id, other: row?.other ?? 0 };
  });

export const cases: BenchCase[] = [
  benchCase({
    name: "conversation list (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => listConversations(as(id)),
  }),
  benchCase({
    name: "conversation list (quiet)",
    inputs: (ctx) => ctx.quiet.all,
    run: (id) => listConversations(as(id)),
  }),
  benchCase({
    name: "conversation list page 20 (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => listConversations(as(id), { page: 20 }),
  }),
  benchCase({
    name: "GET /api/messages: newest messages sent and received (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => listMessages(as(id)),
  }),
  benchCase({
    name: "thread page (busy user, newest conversation)",
    inputs: (ctx) => partners(ctx, ctx.busy.all).filter((p) => p.other),
    run: ({ id, other }) => getConversation(as(id), other),
  }),
  benchCase({
    name: "thread page (the 55,000-message thread)",
    inputs: (ctx) => [ctx.items.longThread],
    run: ([a, b]) => getConversation(as(a), b),
  }),
  benchCase({
    name: "usual reply time (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => usualReplyHours(id),
  }),
  ...(["all", "pending", "sent", "connected"] as const).map((tab) =>
    benchCase({
      name: `connections tab ${tab} with counts (busy)`,
      inputs: (ctx) => ctx.busy.all,
      run: (id) => listConnections(as(id), { tab }),
    }),
  ),
  benchCase({
    name: "connections search (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => listConnections(as(id), { q: "electric" }),
  }),
  benchCase({
    name: "pending requests badge (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => countPendingRequests(id),
  }),
];
