// Requests no browser sends: a request target that is not a path (absolute-form
// `GET http://host/`, `user@host`, `*`), a broken %-escape (`%zz`, a trailing `%A`) or escapes
// that are not UTF-8. Each is answered 400 in the WordPress error shape before any route, hook or
// the storefront's forwarding sees it, so both modes answer alike (they used to answer 200, a
// framework 400, or a 500 from the forwarding). Installed on the HTTP server itself, since Fastify
// answers a path it cannot decode before any hook of its own runs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { messages } from './messages';
import { WpHttpError } from './wpError';

/** A broken escape: `%` not followed by two hex digits. */
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/** Whether a request target is one the shop refuses before routing. */
export function isMalformedTarget(target: string | undefined): boolean {
  if (target === undefined || !target.startsWith('/')) return true;
  if (BROKEN_ESCAPE.test(target)) return true;
  try {
    decodeURIComponent(target);
    return false;
  } catch {
    return true;
  }
}

function refusalBody(): string {
  return JSON.stringify(new WpHttpError(400, 'rest_bad_request', messages.badRequest).toBody());
}

function refuse(response: ServerResponse): void {
  const body = refusalBody();
  response.writeHead(400, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  response.end(body);
}

/** Node's own parser refused the request line or headers: the same answer, written raw. */
function refuseOnSocket(socket: Socket, request: Buffer | undefined): void {
  // A HEAD answer has no body, even this one: the client would read it as a second answer.
  const body = request?.subarray(0, 5).toString('latin1') === 'HEAD ' ? '' : refusalBody();
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=UTF-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;
type ClientErrorListener = (error: NodeJS.ErrnoException, socket: Socket) => void;

/** Client errors that are not a malformed request: Fastify's own handler answers them. */
const NOT_MALFORMED = new Set(['ECONNRESET', 'ERR_HTTP_REQUEST_TIMEOUT', 'HPE_HEADER_OVERFLOW']);

export function installMalformedRequestRefusal(app: FastifyInstance): void {
  const server = app.server;
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (isMalformedTarget(request.url)) {
      app.log.info({ url: request.url }, 'malformed request target refused');
      refuse(response);
      return;
    }
    for (const handler of handlers) handler.call(server, request, response);
  });

  const clientErrorHandlers = server.listeners('clientError') as ClientErrorListener[];
  server.removeAllListeners('clientError');
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (socket.destroyed || NOT_MALFORMED.has(error.code ?? '')) {
      for (const handler of clientErrorHandlers) handler.call(server, error, socket);
      return;
    }
    refuseOnSocket(socket, (error as { rawPacket?: Buffer }).rawPacket);
  });
}
