import { ConnectControl } from "~/components/connections/connection-buttons";
import { UserPlus } from "~/components/icons";
import { SafeForm } from "~/components/safe-form";
import { Button } from "~/components/ui/button";
import type { ConnectionState } from "~/domain/connections.server";

/**
 * Connect on a result or match card: one click sends a request with the fixed friendly note (posted to the page's
 * own `action` with intent=connect); otherwise the usual state (Pending, Accept / Decline, Connected).
 */
export function CardConnect({
  userId,
  state,
  action,
  back,
  offlineText,
}: {
  userId: number;
  state: ConnectionState;
  /** The page's own URL with `intent=connect`. */
  action: string;
  back: string;
  offlineText?: string;
}) {
  if (state.state !== "none") return <ConnectControl userId={userId} state={state} back={back} />;
  return (
    <SafeForm action={action} offlineText={offlineText} className="inline-flex">
      <input type="hidden" name="recipient_id" value={userId} />
      <input type="hidden" name="back" value={back} />
      <Button type="submit" size="sm">
        <UserPlus aria-hidden="true" className="size-4" />
        Connect
      </Button>
    </SafeForm>
  );
}
