/** A signed-in user's live updates: the events the domain publishes to them, on a stream their page keeps open. */
import type { Viewer } from "~/domain/privacy.server";
import { subscribe, type LiveEvent, type StreamEnd } from "~/infra/events.server";

export type { LiveEvent, StreamEnd };

/** Opens a stream of the viewer's own events (never another user's); returns the function that stops it. */
export function followLiveUpdates(
  viewer: Viewer,
  client: { sessionId: string; address: string },
  onEvent: (event: LiveEvent) => void,
  onEnd: (why: StreamEnd | null) => void,
): () => void {
  return subscribe({ userId: viewer.id, ...client }, onEvent, onEnd);
}
