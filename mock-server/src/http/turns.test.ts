// Requests that arrive together are worked one per turn of the event loop: a timer fires between
// them, and a load balancer's check and the renderer's own requests are answered before them.
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { installTurnTaking } from './turns';

const SLOW_MS = 8;
const REQUESTS = 10;

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The thread works, as a listing or a page render does.
  }
}

/**
 * Sockets the server has already accepted and answered once (kept alive, as a browser's or a
 * load generator's are), so the requests written on them next reach the server together.
 */
async function connected(port: number, count: number): Promise<net.Socket[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.write('GET /health HTTP/1.1\r\nHost: shop.test\r\n\r\n');
          });
          socket.setEncoding('utf8');
          let text = '';
          const read = (chunk: string) => {
            text += chunk;
            if (!text.includes('"ok"}')) return;
            socket.off('data', read);
            resolve(socket);
          };
          socket.on('data', read);
          socket.once('error', reject);
        }),
    ),
  );
}

function answered(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
  });
}

const ask = (socket: net.Socket, path: string) =>
  socket.write(`GET ${path} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`);

describe('one request worked per turn of the event loop', () => {
  let app: FastifyInstance;
  let port: number;
  let done = 0;
  const finished: string[] = [];
  let doneWhenTimerFired: number | undefined;

  beforeAll(async () => {
    app = Fastify();
    installTurnTaking(app);
    app.get('/slow', async () => {
      if (done === 0 && doneWhenTimerFired === undefined) {
        setTimeout(() => (doneWhenTimerFired = done), 0);
        // As the page renderer asks the shop's own routes while drawing a page.
        void app.inject({ method: 'GET', url: '/part' }).then(() => finished.push('part'));
      }
      busy(SLOW_MS);
      done += 1;
      finished.push('slow');
      return { ok: true };
    });
    app.get('/part', async () => ({ part: true }));
    app.get('/health', { config: { withoutTurn: true } }, async () => {
      finished.push('health');
      return { status: 'ok' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app.close());

  it('lets a timer fire after one of ten requests that arrived together, not after all', async () => {
    const sockets = await connected(port, REQUESTS + 1);
    finished.length = 0;
    const answers = sockets.map(answered);
    sockets.slice(0, REQUESTS).forEach((socket) => ask(socket, '/slow'));
    ask(sockets[REQUESTS]!, '/health');
    const texts = await Promise.all(answers);
    expect(texts.every((text) => text.startsWith('HTTP/1.1 200'))).toBe(true);
    expect(done).toBe(REQUESTS);
    expect(doneWhenTimerFired).toBeLessThanOrEqual(2);
    // The check waited for no slow request, and the request made in the process (a page's
    // renderer asking for its data) waited for no other request's turn.
    expect(finished.indexOf('health')).toBeLessThanOrEqual(1);
    expect(finished.indexOf('part')).toBeLessThanOrEqual(2);
  });
});
