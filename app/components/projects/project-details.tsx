import { StatusBadge } from "~/components/projects/project-status-badge";
import { RatingStars } from "~/components/rating-stars";
import { TimeAgo } from "~/components/time-ago";
import type { ProjectView } from "~/domain/projects.server";
import { formatDay } from "~/lib/dates";
import { PersonLink } from "~/components/person-link";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-md border border-border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** A project's detail: title, status, poster, description, trade, place, budget, timeline, requirements. */
export function ProjectDetails({ project }: { project: ProjectView }) {
  const company = project.creator.gcProfile;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{project.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Posted <TimeAgo date={project.created_at} /> by{" "}
            <PersonLink
              person={{
                display_name: company?.company_name ?? project.creator.username,
                profile_url: project.creator.profile_url,
              }}
              className="font-medium text-foreground hover:underline"
            />
            {company ? ` · ${company.location}` : ""}
          </p>
          {company ? <RatingStars rating={company.avg_rating} count={company.review_count} className="mt-1" /> : null}
        </div>
        <StatusBadge status={project.status} className="text-sm" />
      </div>
      <section className="grid gap-2">
        <h2 className="text-sm font-semibold">Description</h2>
        <p className="text-sm whitespace-pre-line">{project.description}</p>
      </section>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Trade">{project.trade_type}</Fact>
        <Fact label="Location">
          {project.location}
          {project.zip_code ? ` (${project.zip_code})` : ""}
        </Fact>
        <Fact label="Budget range">{project.budget_range}</Fact>
        <Fact label="Timeline">{project.timeline}</Fact>
        <Fact label="Dates">
          {formatDay(project.start_date)}
          {project.end_date ? ` to ${formatDay(project.end_date)}` : " start"}
        </Fact>
        <Fact label="Applications">{project.applicationCount}</Fact>
      </dl>
      <section className="grid gap-2">
        <h2 className="text-sm font-semibold">Requirements</h2>
        <p className="text-sm whitespace-pre-line">{project.requirements}</p>
      </section>
    </div>
  );
}
