// Method override as WordPress reads it: POST with X-HTTP-Method-Override or ?_method= runs as PUT
// or DELETE, only POST is overridden, and an unknown override is refused rather than run as POST.
import { startTestServer, type TestServer } from './server';
import { addStaff, signedInHeaders } from './staffAccounts';

let server: TestServer;
/** An editor's session: the overridden writes change the site's own posts. */
let auth: { cookie: string; 'x-wp-nonce': string };

beforeAll(async () => {
  server = await startTestServer();
  auth = signedInHeaders(server.db, (await addStaff(server.db, 'editor', 'override-editor')).id);
});
afterAll(() => server.close());

describe('method override', () => {
  it('routes POST + X-HTTP-Method-Override: PUT as PUT (app.inject)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/posts/2',
      headers: { ...auth, 'x-http-method-override': 'PUT' },
      payload: { title: 'عنوان تازه' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 2, title: { rendered: 'عنوان تازه' } });
  });

  it('routes POST + X-HTTP-Method-Override: DELETE as DELETE over real HTTP', async () => {
    const response = await fetch(`${server.url}/wp-json/wp/v2/posts/3?force=true`, {
      method: 'POST',
      headers: { ...auth, 'X-HTTP-Method-Override': 'DELETE' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ deleted: true, previous: { id: 3 } });
    expect((await fetch(`${server.url}/wp-json/wp/v2/posts/3`)).status).toBe(404);
  });

  it('accepts the empty JSON body api-fetch sends with an overridden DELETE', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/posts/6?force=true',
      headers: { ...auth, 'x-http-method-override': 'DELETE', 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ deleted: true, previous: { id: 6 } });
  });

  it('takes ?_method= too, case-insensitively', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/posts/4?_method=patch',
      headers: auth,
      payload: { excerpt: 'خلاصه' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 4, excerpt: { rendered: '<p>خلاصه</p>\n' } });
  });

  it('does not override anything but POST', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/posts/5',
      headers: { 'x-http-method-override': 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts/5' })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown override with 400 rest_invalid_param instead of running a POST', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      headers: { ...auth, 'x-http-method-override': 'TRACE' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { _method: expect.any(String) } },
    });
  });
});
