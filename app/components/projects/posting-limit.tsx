import { Link } from "@remix-run/react";

import { StartTrialForm } from "~/components/settings/settings-actions";
import type { PostingAllowance } from "~/domain/plans.server";

/** A Free contractor's active postings against the limit, and the way past it once it is reached. */
export function PostingLimitNotice({ postings }: { postings: PostingAllowance }) {
  if (postings.limit === null) return null;
  if (postings.may_post) {
    return (
      <p className="text-sm text-muted-foreground">
        {postings.active} of {postings.limit} active projects on the Free plan (open or in progress).{" "}
        <Link to="/settings?tab=plan" className="font-medium text-primary underline underline-offset-4">
          Plans
        </Link>
      </p>
    );
  }
  return (
    <div role="status" className="grid gap-3 rounded-xl border border-primary bg-card p-4 text-sm">
      <p>
        <span className="font-semibold">Free plans can have {postings.limit} active projects.</span> You have{" "}
        {postings.active} open or in progress. Complete or cancel one to post another
        {postings.plan.trial_available ? ", or try Pro: unlimited postings for 14 days, no card." : "."}
      </p>
      {postings.plan.trial_available ? (
        <StartTrialForm />
      ) : (
        <p>
          For Pro after your trial,{" "}
          <Link to="/marketing/contact" className="font-medium text-primary underline underline-offset-4">
            contact sales
          </Link>
          : we invoice you and switch your plan.
        </p>
      )}
    </div>
  );
}
