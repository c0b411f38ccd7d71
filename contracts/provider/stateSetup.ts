// Provider states are set up here, in the proxy's request filter, not by Pact's own handler:
// that handler logs a failing state and answers 200, so the verifier sends the interaction on
// with the pact's example ids and nonce, and it fails as an unrelated 403 or 404 (issue 14).
// Answering 500 instead makes the verifier drop the interaction without sending it ("One or
// more of the setup state change handlers has failed"); the reason is kept for the report.
import type { ServerResponse } from 'node:http';
import type { RequestFilter } from './requestBody';
import type { StateHandlers, StateParams } from './wordpressStates';

/** Where pact-js 16.4's Verifier points the verifier's state changes (its private stateSetupPath). */
export const STATE_SETUP_PATH = '/_pactSetup';

/** What the verifier's provider state change request carries. */
interface StateChange {
  state: string;
  action: 'setup' | 'teardown';
  params: StateParams;
}

function readStateChange(body: unknown): StateChange | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { state, action, params } = body as Record<string, unknown>;
  if (typeof state !== 'string' || (action !== 'setup' && action !== 'teardown')) return undefined;
  // Parsed from the verifier's JSON, so JSON through and through.
  const known = (typeof params === 'object' && params !== null ? params : {}) as StateParams;
  return { state, action, params: known };
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body ?? {}));
}

export interface StateSetup {
  filter: RequestFilter;
  /** state name -> why it could not be set up (the latest reason). */
  failures: ReadonlyMap<string, string>;
}

/**
 * `afterEach` runs once every state of an interaction is torn down, as Pact's own hook does, and
 * also after a failed setup: the verifier sends no teardown then, and the states set up before
 * the failing one may have left something behind (a full cart).
 */
export function stateSetup(hooks: {
  stateHandlers: StateHandlers;
  afterEach?: () => Promise<void>;
}): StateSetup {
  const failures = new Map<string, string>();
  let active = 0;

  async function change(request: StateChange, response: ServerResponse): Promise<void> {
    if (request.action === 'teardown') {
      active = Math.max(0, active - 1);
      if (active === 0) await hooks.afterEach?.();
      answer(response, 200, {});
      return;
    }
    const handler = hooks.stateHandlers[request.state];
    // The verifier sends an empty state for an interaction without one.
    if (handler === undefined && request.state !== '') {
      throw new Error('no state handler is known for it');
    }
    const params = handler ? await handler(request.params) : undefined;
    active += 1;
    answer(response, 200, params);
  }

  const filter: RequestFilter = (request, response, next) => {
    const stateChange =
      request.method === 'POST' && request.url === STATE_SETUP_PATH
        ? readStateChange(request.body)
        : undefined;
    if (!stateChange) {
      next();
      return;
    }
    change(stateChange, response).catch(async (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      active = 0;
      if (stateChange.action === 'setup') {
        failures.set(stateChange.state, reason);
        try {
          await hooks.afterEach?.();
        } catch {
          // The setup's own reason is the one to report.
        }
      }
      answer(response, 500, { error: reason });
    });
  };

  return { filter, failures };
}
