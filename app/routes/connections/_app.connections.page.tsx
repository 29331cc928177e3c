import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { ConnectionCard } from "~/components/connections/connection-card";
import { Search, Users } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { DialogPage, useDialogOutlet } from "~/components/dialog-outlet";
import { TabLinks } from "~/components/tab-links";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormErrors, Input } from "~/components/ui/field";
import { CONNECTION_TABS, type ConnectionTab } from "~/constants";
import type { action, loader } from "~/routes/connections/_app.connections";

const TAB_LABELS: Record<ConnectionTab, string> = {
  all: "All Connections",
  pending: "Pending Requests",
  sent: "Sent Requests",
  connected: "Connected",
};

const EMPTY_TEXT: Record<ConnectionTab, string> = {
  all: "You have no connections yet. Find contractors to work with and send them a request.",
  pending: "No one is waiting for your answer.",
  sent: "You have no requests waiting for an answer.",
  connected: "You are not connected with anyone yet.",
};

function href(tab: ConnectionTab, q: string, page = 1) {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("tab", tab);
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/connections${search ? `?${search}` : ""}`;
}

/** The page, hydrated when reached (components/deferred-page). */
export default function ConnectionsPage() {
  const { tab, q, items, page, page_count, pending_count } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { outlet, alone } = useDialogOutlet();
  if (alone) return <DialogPage>{outlet}</DialogPage>;
  const back = href(tab, q, page);
  return (
    <PageContainer>
      <PageHeader title="Connections" description="The contractors you work with, and the requests waiting on you." />
      <FormErrors title={failure?.title} errors={failure?.result.error?.[""] ?? undefined} />
      <Form method="get" action="/connections" role="search" className="flex gap-2">
        {tab !== "all" ? <input type="hidden" name="tab" value={tab} /> : null}
        <label htmlFor="connections-q" className="sr-only">
          Search connections
        </label>
        <Input id="connections-q" name="q" defaultValue={q} placeholder="Search by name, trade or location" />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </Form>
      <TabLinks
        label="Connection lists"
        current={tab}
        tabs={CONNECTION_TABS.map((id) => ({
          id,
          label: TAB_LABELS[id],
          to: href(id, q),
          badge: id === "pending" ? pending_count : undefined,
        }))}
      />
      {items.length ? (
        <ul className="grid gap-3">
          {items.map((c) => (
            <ConnectionCard key={c.id} connection={c} back={back} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border py-12 text-center">
          <Users aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">No connections found</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{q ? `Nothing matches "${q}".` : EMPTY_TEXT[tab]}</p>
          <ButtonLink to="/matches">Find Matches</ButtonLink>
        </div>
      )}
      <Pager page={page} pageCount={page_count} href={(p) => href(tab, q, p)} />
      {outlet}
    </PageContainer>
  );
}
