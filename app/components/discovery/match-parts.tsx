import { Check } from "~/components/icons";
import { cn } from "~/utils/cn";

/** The four colour bands of a match score: at least 0.8, 0.6, 0.4, and below (docs/constants.md#display). */
function band(score: number) {
  if (score >= 0.8) return "bg-success/15 text-success";
  if (score >= 0.6) return "bg-primary/15 text-orange-800 dark:text-orange-300";
  if (score >= 0.4) return "bg-amber-500/15 text-amber-800 dark:text-amber-300";
  return "bg-muted text-muted-foreground";
}

/** The rounded percent with the word 'Match'. */
export function MatchScore({ score, className }: { score: number; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center rounded-full px-2.5 py-1 text-sm font-semibold",
        band(score),
        className,
      )}
    >
      {Math.round(score * 100)}% Match
    </span>
  );
}

/** Why it was suggested, in plain sentences. */
export function MatchReasons({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm" aria-label="Why this match">
      {reasons.map((reason) => (
        <li key={reason} className="flex items-start gap-1.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {reason}
        </li>
      ))}
    </ul>
  );
}
