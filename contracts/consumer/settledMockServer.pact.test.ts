// settled/untilRecorded (settledMockServer.ts): the wait for the mock server's record of a request
// it has already answered, with a record that catches up late, one that shows a wrong request, one
// that never catches up; then against Pact's real mock server.
import os from 'node:os';
import path from 'node:path';
import type { MatchingResult } from '@pact-foundation/pact-core';
import { PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { readFromPactCore, settled, untilRecorded } from './settledMockServer';

const notYetRecorded: MatchingResult = {
  type: 'missing-request',
  method: 'GET',
  path: '/wp-json/contact-form-7/v1/contact-forms/101/refill',
  request: { method: 'GET', path: '/wp-json/contact-form-7/v1/contact-forms/101/refill' },
};

/** A record that shows the request as missing for `lateReads` reads, then as matched. */
function recordCatchingUpAfter(lateReads: number) {
  const reads: number[] = [];
  const read = (port: number): MatchingResult[] => {
    reads.push(port);
    return reads.length <= lateReads ? [notYetRecorded] : [];
  };
  return { read, reads };
}

describe('untilRecorded', () => {
  it('waits until a late record shows the request as received', async () => {
    const record = recordCatchingUpAfter(3);

    await untilRecorded(4321, record.read);

    expect(record.reads).toEqual([4321, 4321, 4321, 4321]);
  });

  it('stops at once when the record shows a wrong request', async () => {
    const wrong: MatchingResult = {
      type: 'request-not-found',
      method: 'GET',
      path: '/elsewhere',
      request: { method: 'GET', path: '/elsewhere' },
    };
    const reads: number[] = [];

    await untilRecorded(4321, (port) => (reads.push(port), [notYetRecorded, wrong]));

    expect(reads).toHaveLength(1);
  });

  it('gives up after the deadline when the request was really never sent', async () => {
    const started = Date.now();

    await untilRecorded(4321, () => [notYetRecorded], { timeoutMs: 40, pauseMs: 5 });

    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });
});

describe('settled', () => {
  it('reads the record only after the test body, and hands back its value', async () => {
    const events: string[] = [];
    const record = recordCatchingUpAfter(1);
    const body = settled(
      async () => {
        events.push('body');
        return 'answer';
      },
      (port) => (events.push(`read ${port}`), record.read(port)),
    );

    await expect(body({ port: 5678, url: 'http://127.0.0.1:5678', id: 'x' })).resolves.toBe(
      'answer',
    );
    expect(events).toEqual(['body', 'read 5678', 'read 5678']);
  });

  it("returns from a real executeTest only when Pact's mock server has recorded the request", () => {
    const pact = new PactV3({
      consumer: 'settled-mock-server-test',
      provider: 'settled-mock-server-test',
      // A pact of this test's own, away from the contracts the project publishes.
      dir: path.join(os.tmpdir(), 'settled-mock-server-test-pacts'),
      spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
      logLevel: 'warn',
    });
    pact
      .uponReceiving('a request the test answers')
      .withRequest({ method: 'GET', path: '/answered' })
      .willRespondWith({ status: 200, body: { answered: true } });

    return pact.executeTest(async (mock) => {
      await settled(async () => {
        const response = await fetch(`${mock.url}/answered`);
        expect(await response.json()).toEqual({ answered: true });
      })(mock);
      expect(readFromPactCore(mock.port)).toEqual([]);
    });
  });
});
