// Points client/api at a real test server (mock-server's startTestServer) the way the
// page would: visit a page to get the session cookie, then take a nonce for it.
import { REST_NONCE_PATH } from '../../../contracts/wp';
import { startTestServer } from '../../../mock-server/test/server';
import { configureApi } from '../wp';
import { cookieJar } from './cookieJar';
import type { SentRequest } from './cookieJar';

type TestServerOptions = NonNullable<Parameters<typeof startTestServer>[0]>;
type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const nodeFetch = globalThis.fetch;
const jar = cookieJar(nodeFetch);
globalThis.fetch = jar.fetch;

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

export async function openLiveSite(options: TestServerOptions = {}): Promise<LiveSite> {
  const server = await startTestServer(options);
  const shell = await fetch(`${server.url}/`);
  await shell.text();
  const nonceEndpoint = `${server.url}${REST_NONCE_PATH}`;
  configureApi({
    apiRoot: `${server.url}/wp-json/`,
    nonceEndpoint,
    nonce: await mintNonce(server.url),
  });
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
