// Issue 11, item 6: registration was unthrottled. 40 parallel registrations each ran a 32 MiB
// scrypt on libuv's four threads at once, and a static file took 2.1 s meanwhile. Registrations
// are now limited per address, and password hashing runs one at a time behind a bounded queue.
import crypto from 'node:crypto';
import { ACCOUNT_ROUTES } from '../../../contracts/account';
import { sessionCookieFor, startTestServer, type TestServer } from '../server';

const CHEAP = { N: 1024, r: 8, p: 1 };

let server: TestServer | undefined;

afterEach(async () => {
  jest.restoreAllMocks();
  await server?.close();
  server = undefined;
});

/** One registration over HTTP from 127.0.0.1, with a fresh session and its nonce. */
function register(url: string, index: number): Promise<Response> {
  const session = sessionCookieFor();
  return fetch(`${url}/wp-json/${ACCOUNT_ROUTES.register}`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      'x-wp-nonce': session.nonce,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email: `buyer${index}@example.ir`, password: 'a-long-password' }),
  });
}

describe('registration', () => {
  it('refuses the 6th registration from one address within the hour with 429 and Retry-After', async () => {
    server = await startTestServer({ seed: false, accounts: { scryptCost: CHEAP } });
    for (let i = 1; i <= 5; i += 1) {
      expect((await register(server.url, i)).status).toBe(201);
    }
    const sixth = await register(server.url, 6);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({
      code: 'persian_shop_too_many_attempts',
      message: expect.stringContaining('ثبت‌نام') as unknown,
      data: { status: 429 },
    });
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it('hashes one password at a time while 10 registrations arrive together', async () => {
    // Counts scrypt calls whose callback has not come back yet: what runs on libuv's threads.
    let inFlight = 0;
    let maxInFlight = 0;
    const scrypt = crypto.scrypt;
    jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
      const callback = args.pop() as (error: Error | null, key: Buffer) => void;
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      Reflect.apply(scrypt, crypto, [
        ...args,
        (error: Error | null, key: Buffer) => {
          inFlight -= 1;
          callback(error, key);
        },
      ]);
    }) as typeof crypto.scrypt);
    server = await startTestServer({
      seed: false,
      // A cost that takes a few ms, so the registrations overlap; and no per-address limit here.
      accounts: {
        scryptCost: { N: 2 ** 13, r: 8, p: 1 },
        registrationLimit: null,
      },
    });
    const url = server.url;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => register(url, i)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(201));
    expect(maxInFlight).toBe(1);
  });

  it('answers 503 with Retry-After at once when the hashing line is full', async () => {
    server = await startTestServer({
      seed: false,
      accounts: {
        scryptCost: { N: 2 ** 14, r: 8, p: 1 },
        registrationLimit: null,
        hashingLimits: { concurrency: 1, maxWaiting: 0 },
      },
    });
    const url = server.url;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => register(url, i)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(201);
    expect(statuses).toContain(503);
    const busy = answers.find((answer) => answer.status === 503);
    expect(busy?.headers.get('retry-after')).toBe('5');
    expect(await busy?.json()).toMatchObject({
      code: 'persian_shop_busy',
      data: { status: 503 },
    });
  });
});
