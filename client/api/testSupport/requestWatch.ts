// Waits for a request to finish without sleeping: resolves on the completion event of
// the first request whose start matches.
import { onRequest } from '../requestEvents';
import type { RequestEvent } from '../requestEvents';

type Started = Extract<RequestEvent, { kind: 'started' }>;
type Completed = Extract<RequestEvent, { kind: 'completed' }>;

export function completionOf(matches: (started: Started) => boolean): Promise<Completed> {
  return new Promise((resolve) => {
    let watchedId: number | undefined;
    const stop = onRequest((event) => {
      if (event.kind === 'started' && watchedId === undefined && matches(event)) {
        watchedId = event.id;
      } else if (event.kind === 'completed' && event.id === watchedId) {
        stop();
        resolve(event);
      }
    });
  });
}

/** Collects every event until stopped. */
export function recordRequests(): { events: RequestEvent[]; stop: () => void } {
  const events: RequestEvent[] = [];
  const stop = onRequest((event) => events.push(event));
  return { events, stop };
}
