// Requests that arrive together are worked one per turn of the event loop, so timers, finished
// compressions and other sockets are served between them rather than after all of them.
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered at once, before the requests waiting their turn (a load balancer's check). */
    withoutTurn?: boolean;
  }
}

/**
 * Node reads every request that has arrived in one pass over the sockets and runs each handler
 * to its end before the loop turns, so ten list pages that arrive together held the loop for
 * ten pages' work (issue 28's event-loop delay, 30-50 ms at 10 connections): no timer fired and
 * no compressed answer finished by the thread pool was written until all were done. Each
 * request from a socket now waits for a turn of its own (`setImmediate` hands out one per
 * turn), so the loop is held for one request's work at a time. The work and its order are
 * unchanged (first come, first served). The renderer's in-process requests (Fastify's inject,
 * no socket) are part of a page already admitted and do not wait again.
 */
export function installTurnTaking(app: FastifyInstance): void {
  const waiting: Array<() => void> = [];
  let handing = false;
  const handOne = () => {
    waiting.shift()?.();
    if (waiting.length > 0) setImmediate(handOne);
    else handing = false;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.withoutTurn || !(request.raw.socket instanceof Socket)) {
      done();
      return;
    }
    waiting.push(done);
    if (!handing) {
      handing = true;
      setImmediate(handOne);
    }
  });
}
