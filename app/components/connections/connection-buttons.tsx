import { Check, UserPlus, X } from "~/components/icons";
import { SafeForm } from "~/components/safe-form";
import { Button, ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import type { ConnectionState } from "~/domain/connections.server";
import { formatDay } from "~/lib/dates";

/** A one-button form for Accept, Decline or Cancel; `back` is where the page returns afterwards. */
export function DecisionButton({
  id,
  decision,
  back,
  label,
  variant = "outline",
}: {
  id: number;
  decision: "accept" | "decline" | "cancel";
  back: string;
  label: string;
  variant?: "primary" | "outline" | "ghost";
}) {
  return (
    <SafeForm action="/connections?intent=decide" className="inline-flex">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="decision" value={decision} />
      <input type="hidden" name="back" value={back} />
      <Button type="submit" size="sm" variant={variant}>
        {decision === "accept" ? <Check aria-hidden="true" className="size-4" /> : null}
        {decision === "decline" ? <X aria-hidden="true" className="size-4" /> : null}
        {label}
      </Button>
    </SafeForm>
  );
}

/** The Connect control of a profile: Connect, Pending (Cancel), Accept / Decline, or Connected. */
export function ConnectControl({ userId, state, back }: { userId: number; state: ConnectionState; back: string }) {
  if (state.state === "connected")
    return <Badge className="h-8 justify-center bg-success/15 text-success">Connected</Badge>;
  if (state.state === "sent") {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline" className="h-8">
          Pending
        </Badge>
        <DecisionButton id={state.id} decision="cancel" back={back} label="Cancel request" variant="ghost" />
      </div>
    );
  }
  if (state.state === "received") {
    return (
      <div className="flex flex-wrap gap-2">
        <DecisionButton id={state.id} decision="accept" back={back} label="Accept" variant="primary" />
        <DecisionButton id={state.id} decision="decline" back={back} label="Decline" />
      </div>
    );
  }
  if (state.state === "declined" && state.askAgainOn) {
    return (
      <Button
        size="sm"
        variant="outline"
        disabled
        title={`Your request was declined. You can ask again from ${formatDay(state.askAgainOn)}.`}
      >
        <UserPlus aria-hidden="true" className="size-4" />
        Connect
      </Button>
    );
  }
  return (
    <ButtonLink to={`/connections/new?userId=${userId}`} size="sm" variant="outline">
      <UserPlus aria-hidden="true" className="size-4" />
      Connect
    </ButtonLink>
  );
}
