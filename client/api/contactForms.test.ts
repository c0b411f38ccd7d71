// The CF7 transport with fetch replaced: what goes on the wire and how failures come back.
import { observeFetch } from './observedFetch';
import { recordRequests } from './testSupport/requestWatch';
import {
  CONTACT_FORM_ACCEPT,
  contactFormEndpoint,
  getRefill,
  getSchema,
  sendFeedback,
} from './contactForms';

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

function sentInit(call = 0): RequestInit {
  const init = fetchMock.mock.calls[call]?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

describe('contactFormEndpoint', () => {
  it('joins pretty REST roots with or without a trailing slash', () => {
    expect(contactFormEndpoint('/wp-json/', 'contact-form-7/v1/contact-forms/7/refill')).toBe(
      '/wp-json/contact-form-7/v1/contact-forms/7/refill',
    );
    expect(contactFormEndpoint('https://shop.example/wp-json', 'a/b')).toBe(
      'https://shop.example/wp-json/a/b',
    );
  });

  it('puts the route into rest_route for plain permalinks', () => {
    const url = new URL(
      contactFormEndpoint('https://shop.example/?rest_route=/', 'contact-form-7/v1/x'),
    );
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('rest_route')).toBe('/contact-form-7/v1/x');
  });
});

describe('sendFeedback', () => {
  it('POSTs the form as multipart data with CF7 Accept header and no nonce', async () => {
    fetchMock.mockResolvedValue(json({ status: 'mail_sent', message: 'ok' }));
    const body = new FormData();
    body.append('_wpcf7', '101');
    body.append('your-name', 'علی');

    const answer = await sendFeedback('/wp-json/', 101, body);

    expect(answer).toEqual({ status: 'mail_sent', message: 'ok' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/wp-json/contact-form-7/v1/contact-forms/101/feedback',
    );
    const init = sentInit();
    expect(init.method).toBe('POST');
    expect(init.body).toBe(body);
    const headers = new Headers(init.headers);
    expect(headers.get('Accept')).toBe(CONTACT_FORM_ACCEPT);
    expect(headers.has('X-WP-Nonce')).toBe(false);
    // A multipart body sets its own Content-Type with the boundary; nothing may override it.
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('rejects with fetch_error and the Persian offline message when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendFeedback('/wp-json/', 1, new FormData())).rejects.toMatchObject({
      code: 'fetch_error',
      message: 'احتمالاً اتصال شما به اینترنت برقرار نیست.',
    });
  });

  it('rejects with invalid_json when a 2xx body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>cache page</html>', { status: 200 }));
    await expect(sendFeedback('/wp-json/', 1, new FormData())).rejects.toMatchObject({
      code: 'invalid_json',
      status: 200,
    });
  });

  it('rejects with the WordPress error of a non-2xx answer', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          code: 'wpcf7_unsupported_media_type',
          message: 'The request payload format is not supported.',
          data: { status: 415 },
        },
        415,
      ),
    );
    await expect(sendFeedback('/wp-json/', 1, new FormData())).rejects.toMatchObject({
      code: 'wpcf7_unsupported_media_type',
      status: 415,
    });
  });
});

describe('refill and schema', () => {
  it('GETs the refill and schema routes with the CF7 Accept header', async () => {
    fetchMock.mockResolvedValueOnce(json([])).mockResolvedValueOnce(json({ rules: [] }));

    await expect(getRefill('/wp-json/', 5)).resolves.toEqual([]);
    await expect(getSchema('/wp-json/', 5)).resolves.toEqual({ rules: [] });

    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/wp-json/contact-form-7/v1/contact-forms/5/refill',
      '/wp-json/contact-form-7/v1/contact-forms/5/feedback/schema',
    ]);
    expect(sentInit(0).method).toBe('GET');
    expect(new Headers(sentInit(1).headers).get('Accept')).toBe(CONTACT_FORM_ACCEPT);
  });

  it('answers null for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(getRefill('/wp-json/', 5)).resolves.toBeNull();
  });
});

it('goes through the observed global fetch, so the network slice hears about it', async () => {
  fetchMock.mockResolvedValue(json([]));
  observeFetch();
  const { events, stop } = recordRequests();

  await getRefill('/wp-json/', 9);
  stop();

  expect(events.map((event) => event.kind)).toEqual(['started', 'completed']);
  expect(events[0]).toMatchObject({
    method: 'GET',
    path: '/wp-json/contact-form-7/v1/contact-forms/9/refill',
  });
});
