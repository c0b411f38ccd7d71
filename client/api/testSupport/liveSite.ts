// Points client/api at a real test server (mock-server's startTestServer) the way the
// page would: visit a page to get the session cookie, then take a nonce for it.
import { ACCOUNT_ROUTES } from '../../../contracts/account';
import { NONCE_HEADER, REST_NONCE_PATH } from '../../../contracts/wp';
import { startTestServer } from '../../../mock-server/test/server';
import { addStaff } from '../../../mock-server/test/staffAccounts';
import { configureApi } from '../wp';
import { cookieJar } from './cookieJar';
import type { SentRequest } from './cookieJar';

type TestServerOptions = NonNullable<Parameters<typeof startTestServer>[0]>;
type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const nodeFetch = globalThis.fetch;
const jar = cookieJar(nodeFetch);
globalThis.fetch = jar.fetch;

/**
 * The server runs in the jsdom test realm, whose Uint8Array is not Node's, so Fastify would
 * serialise a compressed Buffer as JSON. Compression is the browser's business (e2e covers it);
 * a test file that reads compressible answers calls this once to have them sent uncompressed.
 */
export function askForUncompressedAnswers(): void {
  const jarFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Accept-Encoding', 'identity');
    return jarFetch(input, { ...init, headers });
  };
}

export interface LiveSite {
  server: TestServer;
  /** Requests put on the wire since the last clearSent(), in order. */
  sent: SentRequest[];
  clearSent(): void;
  nonceEndpoint: string;
}

export async function mintNonce(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}${REST_NONCE_PATH}`);
  if (!response.ok) throw new Error(`rest-nonce answered ${response.status}`);
  return response.text();
}

/** Signs a staff member of `role` in through the shop's sign-in, as the page would. */
async function signInAs(
  server: TestServer,
  role: 'editor' | 'author',
  nonce: string,
): Promise<void> {
  const member = await addStaff(server.db, role, `live-${role}-${Date.now()}`);
  const response = await fetch(`${server.url}/wp-json/${ACCOUNT_ROUTES.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [NONCE_HEADER]: nonce },
    body: JSON.stringify({ login: member.login, password: member.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status} ${await response.text()}`);
}

/**
 * `signInAs`: writing posts and media takes a signed-in editor (anyone's posts) or author
 * (their own uploads), as on WordPress; reading needs no one.
 */
export async function openLiveSite(
  options: TestServerOptions = {},
  who: { signInAs?: 'editor' | 'author' } = {},
): Promise<LiveSite> {
  const server = await startTestServer(options);
  const shell = await fetch(`${server.url}/`);
  await shell.text();
  const nonceEndpoint = `${server.url}${REST_NONCE_PATH}`;
  let nonce = await mintNonce(server.url);
  if (who.signInAs) {
    await signInAs(server, who.signInAs, nonce);
    // Sign-in starts a new session: the nonce of the old one is no longer accepted.
    nonce = await mintNonce(server.url);
  }
  configureApi({ apiRoot: `${server.url}/wp-json/`, nonceEndpoint, nonce });
  jar.sent.length = 0;
  return {
    server,
    sent: jar.sent,
    clearSent() {
      jar.sent.length = 0;
    },
    nonceEndpoint,
  };
}
