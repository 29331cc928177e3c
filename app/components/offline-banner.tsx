import { WifiOff } from "~/components/icons";

/** 'You're offline. Showing this page as saved at 10:42.' (the page came from the device, not the server). */
export function OfflineBanner({ savedAt }: { savedAt: string | null }) {
  if (!savedAt) return null;
  // Browsers put a narrow no-break space before AM/PM; an ordinary one reads the same and copies cleanly.
  const time = new Date(savedAt)
    .toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })
    .replace(/\s/g, " ");
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-amber-500 px-4 py-2 text-center text-sm font-medium text-black"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>You&apos;re offline. Showing this page as saved at {time}.</span>
    </div>
  );
}
