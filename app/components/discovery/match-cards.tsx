import type { ReactNode } from "react";

import { MatchReasons, MatchScore } from "~/components/discovery/match-parts";
import { SubcontractorCard } from "~/components/discovery/subcontractor-card";
import { ProjectCard } from "~/components/projects/project-card";
import type { ProjectMatch, SubcontractorMatch } from "~/domain/matching.server";

/** A subcontractor match (dashboard recommendations, /matches): the card with its score on top and reasons inside. */
export function SubcontractorMatchCard({
  match,
  connect,
  pin,
}: {
  match: SubcontractorMatch;
  connect: ReactNode;
  pin?: string;
}) {
  return (
    <SubcontractorCard
      sub={match.subcontractor}
      pin={pin}
      canInvite
      top={<MatchScore score={match.matchScore} />}
      body={<MatchReasons reasons={match.matchReasons} />}
      connect={connect}
    />
  );
}

export function ProjectMatchCard({ match, pin }: { match: ProjectMatch; pin?: string }) {
  return (
    <ProjectCard
      project={match.project}
      pin={pin}
      extra={
        <div className="grid gap-2">
          <MatchScore score={match.matchScore} />
          <MatchReasons reasons={match.matchReasons} />
        </div>
      }
    />
  );
}
