// Attack 11 of the security review: wrong owner tokens were never throttled.
import { ATTRIBUTION_REPORT_PATH } from '../../../contracts/attribution';
import { ADMIN_TOKEN_FAILURES } from '../../src/routes/attributionReport';
import { startTestServer, type TestServer } from '../server';

const TOKEN = 'Owner-token-for-the-security-suite-0123456789';
const REPORT = `${ATTRIBUTION_REPORT_PATH}?from=1404-01-01&to=1404-01-31`;
let server: TestServer;

beforeAll(async () => {
  // Trusting the loopback proxy lets one test speak from several client addresses.
  server = await startTestServer({ seed: false, adminToken: TOKEN, trustProxy: '127.0.0.1' });
});
afterAll(() => server.close());

const report = (token: string, address: string) =>
  fetch(`${server.url}${REPORT}`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
  });

it('refuses an address after too many wrong tokens, even with the right one, and no other', async () => {
  const guesser = '203.0.113.9';
  for (let attempt = 0; attempt < ADMIN_TOKEN_FAILURES.max; attempt += 1) {
    const wrong = await report(`guess-${attempt}`, guesser);
    expect(wrong.status).toBe(401);
  }
  const throttled = await report('one-more-guess', guesser);
  expect(throttled.status).toBe(429);
  expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await throttled.json()) as { code: string }).code).toBe('shop_admin_too_many_attempts');
  // Refused before the comparison: the right token tells a throttled guesser nothing.
  expect((await report(TOKEN, guesser)).status).toBe(429);

  const owner = await report(TOKEN, '198.51.100.20');
  expect(owner.status).toBe(200);
});
