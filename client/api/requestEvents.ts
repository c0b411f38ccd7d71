// The one place that hears about every HTTP request the app makes; the network
// slice listens here so features can react to "a request just finished".

export type RequestEvent =
  | { kind: 'started'; id: number; method: string; path: string; at: number }
  | { kind: 'completed'; id: number; ok: boolean; status?: number; at: number };

type RequestListener = (event: RequestEvent) => void;

const listeners = new Set<RequestListener>();

export function onRequest(listener: RequestListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceRequest(event: RequestEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      // A broken listener must not fail the request it hears about; the error still surfaces.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/** How many listeners are attached; lets the bridge's tests prove it lets go. */
export function requestListenerCount(): number {
  return listeners.size;
}
