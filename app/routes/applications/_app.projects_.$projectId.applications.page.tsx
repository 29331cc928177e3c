import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";

import { Chart } from "~/components/charts/chart";
import { Download } from "~/components/icons";
import { Pager } from "~/components/pager";
import { ApplicantCard } from "~/components/projects/applicant-card";
import { StatusBadge } from "~/components/projects/project-status-badge";
import { RouteDialog } from "~/components/route-dialog";
import { ButtonLink } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { APPLICANT_SORTS, type ApplicantSort } from "~/constants";
import { applicationsListUrl, listQuery } from "~/lib/applications-list";
import { UndoAwardBanner } from "~/components/projects/undo-award-banner";
import { cn } from "~/utils/cn";
import { PersonLink } from "~/components/person-link";
import type { action, loader } from "~/routes/applications/_app.projects_.$projectId.applications";

const SORT_LABELS: Record<ApplicantSort, string> = {
  fit: "Best fit",
  newest: "Newest",
  bid: "Lowest bid",
  rating: "Rating",
  distance: "Nearest",
};
const STATUS_FILTERS = ["", "pending", "accepted", "rejected"];

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function ApplicationsDialog() {
  const { project, applicants, invitations, pending, rejected, bids, award } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const showRejected = params.get("rejected") === "show";
  const link = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (key !== "page") next.delete("page");
    if (value) next.set(key, value);
    else next.delete(key);
    return `/projects/${project.id}/applications${next.size ? `?${next}` : ""}`;
  };
  const pill = (active: boolean) =>
    cn(
      "rounded-full border px-3 py-1 text-xs font-medium",
      active ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted",
    );
  return (
    <RouteDialog title={`Applications: ${project.title}`} closeTo={`/projects/${project.id}`} wide>
      <div className="grid gap-4">
        <FormErrors title={failure?.title} errors={failure?.result.error?.[""] ?? undefined} />
        {award ? <UndoAwardBanner award={award} action={applicationsListUrl(project.id, listQuery(params))} /> : null}
        {bids ? <Chart chart={bids} className="rounded-lg border border-border p-3" /> : null}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Sort:</span>
          {APPLICANT_SORTS.map((s) => (
            <Link
              key={s}
              to={link("sort", s === "fit" ? "" : s)}
              replace
              preventScrollReset
              className={pill((params.get("sort") ?? "fit") === s)}
            >
              {SORT_LABELS[s]}
            </Link>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Show:</span>
          {STATUS_FILTERS.map((s) => (
            <Link
              key={s || "all"}
              to={link("status", s)}
              replace
              preventScrollReset
              className={pill((params.get("status") ?? "") === s)}
            >
              {s ? s[0].toUpperCase() + s.slice(1) : "All"}
            </Link>
          ))}
          {rejected && !params.get("status") ? (
            <Link to={link("rejected", showRejected ? "" : "show")} replace preventScrollReset className="underline">
              {showRejected ? "Hide rejected" : `Show rejected (${rejected})`}
            </Link>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/projects/${project.id}/leveling`} size="sm" variant="outline">
            Level bids
          </ButtonLink>
          <a
            href={`/projects/${project.id}/applications.csv`}
            download
            className="inline-flex h-8 items-center gap-1.5 rounded-md border border-input px-3 text-sm hover:bg-muted"
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
          {pending ? (
            <ButtonLink
              to={`/projects/${project.id}/reject-pending${listQuery(params)}`}
              size="sm"
              variant="outline"
              className="border-destructive text-destructive"
            >
              Reject all pending ({pending})
            </ButtonLink>
          ) : null}
        </div>
        {applicants.items.length ? (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {applicants.items.map((a) => (
              <ApplicantCard key={a.id} projectId={project.id} applicant={a} listQuery={listQuery(params)} />
            ))}
          </ul>
        ) : (
          <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            No applications {params.get("status") ? "with this status" : "yet"}.
          </p>
        )}
        <Pager page={applicants.page} pageCount={applicants.page_count} href={(p) => link("page", String(p))} />
        {invitations.length ? (
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold">Invitations ({invitations.length})</h3>
            <ul className="grid gap-1 text-sm">
              {invitations.map((i) => (
                <li key={i.id} className="flex items-center justify-between gap-2">
                  <PersonLink person={i.subcontractor} fallback="Subcontractor" />
                  <StatusBadge status={i.status} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </RouteDialog>
  );
}
