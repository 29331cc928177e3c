import { Badge } from "~/components/ui/badge";
import { APPLICATION_STATUS_LABELS, INVITATION_STATUS_LABELS, PROJECT_STATUS_LABELS } from "~/constants";
import { cn } from "~/utils/cn";

const LABELS: Record<string, string> = {
  ...PROJECT_STATUS_LABELS,
  ...APPLICATION_STATUS_LABELS,
  ...INVITATION_STATUS_LABELS,
};

const TONES: Record<string, string> = {
  open: "bg-success/15 text-success",
  accepted: "bg-success/15 text-success",
  applied: "bg-success/15 text-success",
  in_progress: "bg-sky-500/15 text-sky-700 dark:text-sky-300",
  viewed: "bg-sky-500/15 text-sky-700 dark:text-sky-300",
  pending: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  sent: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  completed: "bg-muted text-foreground",
  canceled: "bg-destructive/15 text-destructive",
  rejected: "bg-destructive/15 text-destructive",
  declined: "bg-destructive/15 text-destructive",
};

/** The badge of a project, application or invitation status (every state of docs/product-rules.md#projects). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return <Badge className={cn(TONES[status] ?? "bg-muted", className)}>{LABELS[status] ?? status}</Badge>;
}
