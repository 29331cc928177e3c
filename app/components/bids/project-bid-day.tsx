import { BidDue } from "~/components/bids/bid-due";
import { ScopeChecklist } from "~/components/bids/scope-checklist";
import { ClipboardList } from "~/components/icons";
import { ButtonLink } from "~/components/ui/button";
import type { ProjectScope } from "~/domain/bid-scope.server";
import type { BidWindow } from "~/domain/bid-window.server";

/** Bid day on the project page: when bids are due (the viewer's clocks), the scope checklist, the owner's link to edit it. */
export function ProjectBidDay({
  window,
  scope,
  zone,
  now,
  scopeTo,
}: {
  window: BidWindow;
  scope: ProjectScope;
  zone: string;
  /** The server's clock, when bids have a due date. */
  now: string | null;
  /** The owner's scope page, when they may edit it. */
  scopeTo: string | null;
}) {
  return (
    <>
      <BidDue window={window} zone={zone} now={now} />
      <ScopeChecklist scope={scope} />
      {scopeTo ? (
        <ButtonLink to={scopeTo} size="sm" variant="outline" className="justify-self-start">
          <ClipboardList aria-hidden="true" className="size-4" />
          Scope checklist
        </ButtonLink>
      ) : null}
    </>
  );
}
