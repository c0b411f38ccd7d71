// A visitor as a browser is one: cookies kept from answer to answer, the REST nonce taken from
// admin-ajax.php after the first page and again after signing in (sign-in starts a new session,
// so the nonces of the old one stop working).
import { ACCOUNT_ROUTES } from '../../contracts/account';
import { NONCE_HEADER, REST_NONCE_PATH } from '../../contracts/wp';

export interface SiteVisitor {
  /** fetch(baseUrl + path) with the visitor's cookies and nonce; keeps what the answer sets. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Signs in through the shop's own sign-in route, by email, mobile or staff login name. */
  signIn(login: string, password: string): Promise<void>;
  /** Registers a customer account (which signs it in). */
  register(email: string, password: string): Promise<void>;
  /** Ready for a Cookie header. */
  cookie(): string;
  nonce(): string;
}

function expired(attributes: string[]): boolean {
  return attributes.some((attribute) => {
    const [name = '', value = ''] = attribute.split('=').map((part) => part.trim());
    if (name.toLowerCase() === 'max-age') return Number(value) <= 0;
    if (name.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
    return false;
  });
}

export async function visitSite(baseUrl: string): Promise<SiteVisitor> {
  const cookies = new Map<string, string>();
  let nonce = '';

  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', cookieHeader());
    if (nonce !== '' && !headers.has(NONCE_HEADER)) headers.set(NONCE_HEADER, nonce);
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      if (expired(attributes)) cookies.delete(name);
      else cookies.set(name, pair.slice(separator + 1).trim());
    }
    return response;
  }

  async function refreshNonce(): Promise<void> {
    const response = await send(REST_NONCE_PATH, { headers: { [NONCE_HEADER]: '' } });
    const body = await response.text();
    if (!response.ok) throw new Error(`rest-nonce answered ${response.status} ${body}`);
    nonce = body.trim();
  }

  async function postJson(path: string, body: unknown): Promise<void> {
    const response = await send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status} ${text}`);
    await refreshNonce();
  }

  const home = await send('/', { headers: { accept: 'text/html' } });
  await home.arrayBuffer();
  await refreshNonce();

  return {
    fetch: send,
    signIn: (login, password) => postJson(`/wp-json/${ACCOUNT_ROUTES.signIn}`, { login, password }),
    register: (email, password) =>
      postJson(`/wp-json/${ACCOUNT_ROUTES.register}`, { email, password }),
    cookie: cookieHeader,
    nonce: () => nonce,
  };
}
