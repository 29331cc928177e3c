import { SafeForm } from "~/components/safe-form";
import { Button } from "~/components/ui/button";
import { TRIAL_DAYS } from "~/constants";

// Where the settings forms post, and the trial's button, which pages without a settings form also show (pricing,
// analytics, the posting limit): this module keeps conform and the settings forms out of those pages' scripts.

const TAB_OF_INTENT: Record<string, string> = {
  phone: "account",
  timezone: "account",
  password: "security",
  end_sessions: "security",
  notifications: "notifications",
  privacy: "privacy",
  trial: "plan",
  branding: "plan",
};
/** Each form posts to its own tab's URL, so a refused form comes back on its tab, JavaScript or not. */
export const actionOf = (intent: string) => `/settings?tab=${TAB_OF_INTENT[intent]}&intent=${intent}`;

/** The trial's one button, a plain POST form (works without JavaScript). */
export function StartTrialForm({
  label = `Start ${TRIAL_DAYS}-day Pro trial`,
  wide = false,
}: {
  label?: string;
  wide?: boolean;
}) {
  return (
    <SafeForm action={actionOf("trial")}>
      <Button type="submit" size={wide ? "lg" : undefined} className={wide ? "w-full" : undefined}>
        {label}
      </Button>
    </SafeForm>
  );
}
