import { Link } from "@remix-run/react";

import { Building2, CalendarClock, DollarSign, MapPin, Users } from "~/components/icons";
import { StatusBadge } from "~/components/projects/project-status-badge";
import { RatingStars } from "~/components/rating-stars";
import { TimeAgo } from "~/components/time-ago";
import type { ProjectView } from "~/domain/projects.server";
import { PersonLink } from "~/components/person-link";
import { MapPinNumber } from "~/components/maps/place-map";

/**
 * A project in a list: what, where (and how far), budget, timeline, who posted it, when, how many applied; `pin` is
 * its number on the map beside the list, whose pin links here.
 */
export function ProjectCard({ project, extra, pin }: { project: ProjectView; extra?: React.ReactNode; pin?: string }) {
  const company = project.creator.gcProfile;
  return (
    <li
      id={`project-${project.id}`}
      className="card-in-long-list scroll-mt-20 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex min-w-0 items-start gap-2 text-lg font-semibold">
          {pin && project.zip_code ? <MapPinNumber label={pin} /> : null}
          <Link to={`/projects/${project.id}`} className="hover:underline">
            {project.title}
          </Link>
        </h3>
        <StatusBadge status={project.status} />
      </div>
      <p className="mt-1 text-sm font-medium text-primary">{project.trade_type}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm text-muted-foreground sm:grid-cols-2">
        <div className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <dt className="sr-only">Location</dt>
          <dd>
            {project.location}
            {project.distance_miles !== null ? ` · ${project.distance_miles} mi away` : ""}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <DollarSign aria-hidden="true" className="size-4 shrink-0" />
          <dt className="sr-only">Budget</dt>
          <dd>{project.budget_range}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          <dt className="sr-only">Timeline</dt>
          <dd>{project.timeline}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          <dt className="sr-only">Applications</dt>
          <dd>
            {project.applicationCount} {project.applicationCount === 1 ? "application" : "applications"}
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-sm">
        <span className="flex flex-wrap items-center gap-2">
          <Building2 aria-hidden="true" className="size-4 text-muted-foreground" />
          <PersonLink
            person={{
              display_name: company?.company_name ?? project.creator.username,
              profile_url: project.creator.profile_url,
            }}
            className="font-medium hover:underline"
          />
          {company ? <RatingStars rating={company.avg_rating} count={company.review_count} /> : null}
        </span>
        <span className="text-muted-foreground">
          Posted <TimeAgo date={project.created_at} />
        </span>
      </div>
      {extra}
    </li>
  );
}
