// contracts/verify-cli.ts as a backend team runs it, against the shop's own server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runVerifyCli } from '../../../contracts/provider/verifyCliRun';
import { startTestServer } from '../server';
import type { TestServer } from '../server';
import { visitSite } from '../siteVisitor';
import { addStaff } from '../staffAccounts';

const CLI_TIMEOUT = 90_000;

/** The site's own report, after the verifier's native output. */
function report(stdout: string): string {
  return stdout.slice(stdout.indexOf('Contract report for'));
}

/** What a backend team passes: the Cookie header of a signed-in user who may upload files. */
async function authorCookie(site: TestServer): Promise<string> {
  const author = await addStaff(site.db, 'author', `cli-author-${Date.now()}`);
  const visitor = await visitSite(site.url);
  await visitor.signIn(author.login, author.password);
  return visitor.cookie();
}

/** A site whose posts collection is gone: everything else is passed through untouched. */
function withoutPostsRoute(target: string): Promise<http.Server> {
  const upstream = new URL(target);
  const proxy = http.createServer((request, response) => {
    if ((request.url ?? '').startsWith('/wp-json/wp/v2/posts')) {
      response.writeHead(404, { 'Content-Type': 'application/json; charset=UTF-8' });
      response.end(
        JSON.stringify({ code: 'rest_no_route', message: 'No route', data: { status: 404 } }),
      );
      return;
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(forwarded);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

it(
  'passes every interaction it runs against a working site, with its cookie',
  async () => {
    const { code, stdout } = await runVerifyCli([
      '--base-url',
      server.url,
      '--cookie',
      await authorCookie(server),
    ]);

    const lines = report(stdout);
    expect(lines).toContain(`Contract report for ${server.url}`);
    expect(lines).toMatch(/PASSED +a request for a fresh REST nonce/);
    expect(lines).toMatch(/PASSED +a request whose nonce the site no longer accepts/);
    expect(lines).toMatch(/PASSED +page 2 of the posts, 10 per page/);
    expect(lines).toMatch(/PASSED +post-processing an uploaded image/);
    expect(lines).toMatch(/SKIPPED +an image upload whose sub-sizes cannot be made/);
    // contact-form-7: without the pact forms' ids only the unknown-form interaction can run.
    expect(lines).toMatch(/SKIPPED +a message sent\n +set CF7_MESSAGE_FORM_ID/);
    expect(lines).toMatch(/PASSED +a message to an unknown contact form/);
    // woocommerce-store-api: every interaction runs against a live site (states found by REST).
    expect(lines).toMatch(/PASSED +adding an out-of-stock variation to the cart/);
    // Checkouts place real orders: skipped unless --allow-orders is given (placedOrders.test.ts).
    expect(lines).toMatch(
      /SKIPPED +placing an order with the order attribution extension data\n +places a real order/,
    );
    // persian-shop: the shop's own announcement route.
    expect(lines).toMatch(/PASSED +a request for the running announcement/);
    expect(lines).toMatch(/38 interactions: 24 passed, 0 failed, 14 skipped/);
    expect(code).toBe(0);
  },
  CLI_TIMEOUT,
);

it(
  'fails with the mismatch when the site breaks the contract',
  async () => {
    const broken = await withoutPostsRoute(server.url);
    const { port } = broken.address() as AddressInfo;
    try {
      const { code, stdout } = await runVerifyCli([
        '--base-url',
        `http://127.0.0.1:${port}`,
        '--cookie',
        await authorCookie(server),
      ]);

      const lines = report(stdout);
      // Without the posts route the state behind it cannot be set up: said as such, not sent.
      expect(lines).toMatch(
        /FAILED +page 2 of the posts, 10 per page\n(.*\n)*? +provider state "at least 30 published posts" could not be set up/,
      );
      expect(lines).toMatch(/PASSED +an image upload\n/);
      expect(lines).toMatch(
        /FAILED +a request whose nonce the site no longer accepts\n(.*\n)*? +expected 403 but was 404/,
      );
      expect(lines).toMatch(/38 interactions: 22 passed, 2 failed, 14 skipped/);
      expect(code).toBe(1);
    } finally {
      await new Promise((resolve) => broken.close(resolve));
    }
  },
  CLI_TIMEOUT,
);
