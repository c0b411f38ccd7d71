// For the verifier's own tests: a site that is nothing but Node's http module (no framework that
// could forgive a wrong Content-Length), and small pact files written for one test.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONSUMER } from '../consumer/wordpressContract';

/** A request as the site received it, body read to its end (or given up on). */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** false: the announced Content-Length never arrived in full. */
  complete: boolean;
}

export interface SiteAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface PlainSite {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/** How long the site waits for the rest of a body, as nginx would (far shorter than its 60 s). */
const BODY_WAIT_MS = 2_000;

/**
 * Reads every body whole, then asks `answer`. A body shorter than its Content-Length is given
 * up on after BODY_WAIT_MS and answered 408, so a test fails fast instead of hanging.
 */
export function startPlainSite(
  answer: (request: ReceivedRequest) => SiteAnswer,
): Promise<PlainSite> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (complete: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const entry: ReceivedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
        complete,
      };
      received.push(entry);
      const reply = complete
        ? answer(entry)
        : { status: 408, body: 'the body never reached its Content-Length' };
      response.writeHead(reply.status, reply.headers ?? {});
      response.end(reply.body ?? '');
      if (!complete) request.socket.destroy();
    };
    const timer = setTimeout(() => finish(false), BODY_WAIT_MS);
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => finish(true));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        received,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): SiteAnswer {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', ...headers },
    body: JSON.stringify(body),
  };
}

/** A V4 pact file of these interactions in a temporary folder; remove it with removePact. */
export function writePact(provider: string, interactions: object[]): string {
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'verifier-test-')),
    `${CONSUMER}-${provider}.json`,
  );
  const pact = {
    consumer: { name: CONSUMER },
    provider: { name: provider },
    interactions: interactions.map((interaction) => ({
      type: 'Synchronous/HTTP',
      ...interaction,
    })),
    metadata: { pactSpecification: { version: '4.0' } },
  };
  fs.writeFileSync(file, JSON.stringify(pact, null, 2));
  return file;
}

export function removePact(file: string): void {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
