// A browser keeps the session cookie by itself; Node's fetch under jsdom does not.
// This jar stands in for the browser so the server's cookie-bound nonces work, and
// records what was put on the wire so tests can count and inspect requests.

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
}

export interface CookieJar {
  fetch: typeof fetch;
  sent: SentRequest[];
}

function urlOf(input: RequestInfo | URL): URL {
  if (input instanceof URL) return input;
  return new URL(typeof input === 'string' ? input : input.url, 'http://localhost/');
}

export function cookieJar(underlying: typeof fetch): CookieJar {
  const cookiesByOrigin = new Map<string, Map<string, string>>();
  const sent: SentRequest[] = [];

  const jarFetch: typeof fetch = async (input, init) => {
    const url = urlOf(input);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    const cookies = cookiesByOrigin.get(url.origin);
    if (cookies && cookies.size > 0) {
      headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    sent.push({ method, url, headers });

    const response = await underlying(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const jar = cookiesByOrigin.get(url.origin) ?? new Map<string, string>();
      jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
      cookiesByOrigin.set(url.origin, jar);
    }
    return response;
  };

  return { fetch: jarFetch, sent };
}
