import type { FastifyRequest } from 'fastify';

// Only a plain host[:port] is trusted into links and Link headers; anything else (a header
// injection attempt, a missing Host) falls back to the address the server listens on.
const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function requestOrigin(request: FastifyRequest): string {
  const host = request.headers.host;
  if (host !== undefined && HOST_PATTERN.test(host)) return `http://${host}`;
  return `http://${request.hostname && HOST_PATTERN.test(request.hostname) ? request.hostname : 'localhost'}`;
}
