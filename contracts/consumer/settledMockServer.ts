// Pact's mock server (pact_mock_server 2.2 inside pact-core 19) answers a matched request first
// and records the match afterwards, on a separate task fed by a channel. PactV3.executeTest reads
// that record the moment the test's last request has been answered, so on a busy machine it can
// read it too early and report a request it did answer as "expected but not received"
// (pact-foundation/pact-core-mock-server issue 13, pact-js issue 1835). Reproduced here with
// plain GETs, each on a fresh port that no earlier socket pointed at, the client holding the
// right answer: a few executeTest calls in a thousand on an idle machine, more under load.
// A test body wrapped in `settled` returns only once the mock server's own record has caught up.
import { makeConsumerPact } from '@pact-foundation/pact-core';
import type { MatchingResult } from '@pact-foundation/pact-core';
import type { PactV3, V3MockServer } from '@pact-foundation/pact';

/** What the mock server on `port` has recorded against its expectations so far. */
export type ReadMismatches = (port: number) => MatchingResult[];

export interface SettleOptions {
  /** Longer than any scheduling delay; past it, Pact's own report says what is missing. */
  timeoutMs?: number;
  pauseMs?: number;
}

let probe: ReadMismatches | undefined;

/** The mock servers are looked up by port, so any consumer handle can read any server's record. */
export function readFromPactCore(port: number): MatchingResult[] {
  if (!probe) {
    // Default version and log level: the handle only reads, and leaves Pact's logging as it is.
    const handle = makeConsumerPact('settled-mock-server', 'settled-mock-server');
    probe = (mockPort) => handle.mockServerMismatches(mockPort);
  }
  return probe(port);
}

/**
 * Waits while the only thing the mock server reports is an expected request not (yet) recorded.
 * A wrong or unexpected request is final at once, and so is a request really never sent once
 * the deadline passes: either way executeTest's report follows unchanged.
 */
export async function untilRecorded(
  port: number,
  read: ReadMismatches = readFromPactCore,
  { timeoutMs = 5_000, pauseMs = 2 }: SettleOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = read(port);
    if (open.length === 0) return;
    if (open.some((result) => !('type' in result) || result.type !== 'missing-request')) return;
    if (Date.now() >= deadline) return;
    await new Promise((resume) => setTimeout(resume, pauseMs));
  }
}

/** The test body for PactV3.executeTest, returning once the mock server has recorded its requests. */
export function settled<T>(
  test: (mock: V3MockServer) => Promise<T>,
  read: ReadMismatches = readFromPactCore,
): (mock: V3MockServer) => Promise<T> {
  return async (mock) => {
    const value = await test(mock);
    await untilRecorded(mock.port, read);
    return value;
  };
}

/** `pact.executeTest(test)`, with the test body settled. */
export function executeSettled<T>(
  pact: PactV3,
  test: (mock: V3MockServer) => Promise<T>,
): Promise<T | undefined> {
  return pact.executeTest(settled(test));
}
