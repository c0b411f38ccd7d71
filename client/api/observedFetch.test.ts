// The fetch wrapper that reports each request's start and completion (with the clock's times
// and its own id), a request that never got a response as failed, and wraps only once.
import { observeFetch } from './observedFetch';
import { onRequest } from './requestEvents';
import type { RequestEvent } from './requestEvents';

describe('observeFetch', () => {
  const realFetch = globalThis.fetch;
  let events: RequestEvent[];
  let stopListening: () => void;
  let now: number;
  const clock = () => now;

  beforeEach(() => {
    events = [];
    now = 1000;
    stopListening = onRequest((event) => events.push(event));
  });

  afterEach(() => {
    stopListening();
    globalThis.fetch = realFetch;
  });

  it('reports the start and the completion of a request with the clock’s times', async () => {
    globalThis.fetch = async () => {
      now = 1250;
      return new Response('{}', { status: 201 });
    };
    observeFetch(clock);

    await fetch('http://shop.test/wp-json/wp/v2/media?_locale=user', { method: 'post' });

    expect(events).toEqual([
      {
        kind: 'started',
        id: expect.any(Number),
        method: 'POST',
        path: '/wp-json/wp/v2/media?_locale=user',
        at: 1000,
      },
      { kind: 'completed', id: events[0]?.id, ok: true, status: 201, at: 1250 },
    ]);
  });

  it('reports a request that never got a response as a failed completion', async () => {
    globalThis.fetch = async () => {
      throw new TypeError('fetch failed');
    };
    observeFetch(clock);

    await expect(fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).rejects.toThrow(
      'fetch failed',
    );

    expect(events.map((event) => event.kind)).toEqual(['started', 'completed']);
    expect(events[0]).toMatchObject({
      method: 'GET',
      path: '/wp-admin/admin-ajax.php?action=rest-nonce',
    });
    expect(events[1]).toEqual({ kind: 'completed', id: events[0]?.id, ok: false, at: 1000 });
  });

  it('wraps only once however often it is installed', async () => {
    globalThis.fetch = async () => new Response(null, { status: 204 });
    observeFetch(clock);
    observeFetch(clock);

    await fetch('/a');

    expect(events).toHaveLength(2);
  });

  it('gives every request its own id', async () => {
    globalThis.fetch = async () => new Response('[]');
    observeFetch(clock);

    await Promise.all([fetch('/a'), fetch('/b')]);

    const startedIds = events.filter((event) => event.kind === 'started').map((event) => event.id);
    expect(new Set(startedIds).size).toBe(2);
  });
});
