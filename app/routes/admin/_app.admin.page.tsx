import { useActionData, useLoaderData, useLocation } from "@remix-run/react";

import { AuditPanel } from "~/components/admin/audit-panel";
import { ContactPanel } from "~/components/admin/contact-panel";
import { DashboardPanel } from "~/components/admin/dashboard-panel";
import { ModerationPanel } from "~/components/admin/moderation-panel";
import { OutboxPanel } from "~/components/admin/outbox-panel";
import { UsersPanel } from "~/components/admin/users-panel";
import { VerificationPanel } from "~/components/admin/verification-panel";
import { PageContainer, PageHeader } from "~/components/page-header";
import { DialogPage, useDialogOutlet } from "~/components/dialog-outlet";
import { TabLinks } from "~/components/tab-links";
import { FormErrors } from "~/components/ui/field";
import { type FormFailure } from "~/utils/forms.server";
import type { action, loader } from "~/routes/admin/_app.admin";

/** The page, hydrated when reached (components/deferred-page). */
export default function AdminPage() {
  const { viewerId, tabs, pending, awaitingReview, content, loadError } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as FormFailure | { message: string } | undefined;
  const location = useLocation();
  const { outlet, alone } = useDialogOutlet();
  if (alone) return <DialogPage>{outlet}</DialogPage>;
  const here = location.pathname === "/admin" ? `/admin${location.search}` : "/admin";
  const query = new URLSearchParams(location.search);
  const pageHref = (page: number) => {
    const next = new URLSearchParams(query);
    next.set("page", String(page));
    return `/admin?${next}`;
  };
  const current = content?.tab ?? loadError?.tab ?? "dashboard";
  return (
    <PageContainer>
      <PageHeader
        title="Admin Panel"
        description="Moderate reported content, verify credentials, manage accounts, read messages and outgoing email."
      />
      <TabLinks
        label="Admin sections"
        current={current}
        tabs={tabs.map((t) => ({
          id: t.id,
          label: t.label,
          to: t.id === "dashboard" ? "/admin" : `/admin?tab=${t.id}`,
          badge: t.id === "moderation" ? pending : t.id === "verification" ? awaitingReview : undefined,
        }))}
      />
      {failure && "result" in failure ? (
        <FormErrors title={failure.title} errors={Object.values(failure.result.error ?? {}).flatMap((e) => e ?? [])} />
      ) : failure ? (
        <FormErrors title="Error" errors={[failure.message]} />
      ) : null}
      {loadError ? (
        <div role="alert" className="rounded-lg border border-destructive p-6 text-center">
          <p className="font-medium">{loadError.message}</p>
          <a href={here} className="mt-2 inline-block text-sm font-medium text-primary hover:underline">
            Try again
          </a>
        </div>
      ) : null}
      {content?.tab === "dashboard" ? <DashboardPanel data={content.dashboard} charts={content.charts} /> : null}
      {content?.tab === "users" ? (
        <UsersPanel users={content.users} filters={content.filters} viewerId={viewerId} back={here} href={pageHref} />
      ) : null}
      {content?.tab === "moderation" ? (
        <ModerationPanel reports={content.reports} view={content.view} back={here} href={pageHref} />
      ) : null}
      {content?.tab === "verification" ? <VerificationPanel queue={content.queue} back={here} href={pageHref} /> : null}
      {content?.tab === "messages" ? (
        <ContactPanel messages={content.messages} show={content.show} back={here} href={pageHref} />
      ) : null}
      {content?.tab === "audit" ? <AuditPanel log={content.log} href={pageHref} /> : null}
      {content?.tab === "outbox" ? <OutboxPanel data={content.outbox} back={here} href={pageHref} /> : null}
      {outlet}
    </PageContainer>
  );
}
