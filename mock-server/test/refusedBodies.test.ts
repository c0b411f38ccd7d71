// A body refused for its size is still read to its end (within a bound), as nginx's lingering close
// does: a client that writes its whole body before reading (undici, the storefront's proxy) would
// otherwise be reset mid-write and lose the 413 it was sent.
import net from 'node:net';
import Fastify from 'fastify';
import { installRefusedBodyDrain } from '../src/http/refusedBodies';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const TWO_MB = 2 * 1024 * 1024;

interface Exchange {
  answer: string;
  /** The socket error the client saw while it went on writing, if any. */
  failure: string | null;
}

/** Sends the head, waits for the answer, then writes the whole body after it, as a slow client. */
function sendAfterTheAnswer(head: string, bodyBytes: number): Promise<Exchange> {
  const url = new URL(server.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let answer = '';
    let failure: string | null = null;
    let written = false;
    socket.on('error', (error: NodeJS.ErrnoException) => {
      failure = error.code ?? error.message;
    });
    socket.on('close', () => resolve({ answer, failure }));
    socket.on('data', (data: Buffer) => {
      answer += data.toString();
      if (written || !answer.includes('\r\n\r\n')) return;
      written = true;
      const chunk = Buffer.alloc(64 * 1024, 32);
      let left = bodyBytes;
      const writeNext = (): void => {
        while (left > 0 && !socket.destroyed) {
          left -= chunk.length;
          if (!socket.write(chunk)) {
            socket.once('drain', writeNext);
            return;
          }
        }
        // The body is all sent: a connection kept alive is the client's to close.
        setTimeout(() => socket.end(), 200);
      };
      writeNext();
    });
    socket.write(head);
  });
}

it('reads the rest of a too-large JSON body after its 413, so the client is not reset', async () => {
  const exchange = await sendAfterTheAnswer(
    [
      'POST /wp-json/wc/store/v1/cart/add-item HTTP/1.1',
      'Host: shop.test',
      'Content-Type: application/json',
      `Content-Length: ${TWO_MB}`,
      '',
      '',
    ].join('\r\n'),
    TWO_MB,
  );
  expect(exchange.answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(exchange.answer).toContain('"code":"rest_request_too_large"');
  expect(exchange.failure).toBeNull();
});

it('drops the connection of a refused body that does not finish arriving within the wait', async () => {
  const app = Fastify();
  installRefusedBodyDrain(app, { waitMs: 300 });
  app.post('/upload', { bodyLimit: 1024 }, async () => ({ ok: true }));
  const address = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
  try {
    const socket = net.connect(Number(address.port), address.hostname);
    let answer = '';
    socket.on('data', (data: Buffer) => (answer += data.toString()));
    socket.on('error', () => undefined);
    const closedAfter = await new Promise<number>((resolve) => {
      const start = Date.now();
      socket.on('close', () => resolve(Date.now() - start));
      socket.write(
        'POST /upload HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
          'Content-Length: 4096\r\n\r\n',
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toMatch(/connection: close/i);
    expect(closedAfter).toBeGreaterThanOrEqual(250);
    expect(closedAfter).toBeLessThan(5_000);
  } finally {
    await app.close();
  }
});
