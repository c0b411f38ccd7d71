// The contact forms' plain posts (issue 25): the same rules as the REST route, refusals in
// WordPress's shape, and only forms the posted page holds.
import { buildTestApp, type TestApp } from '../../test/server';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BOUNDARY = 'plainpost';
function multipart(fields: Record<string, string>): string {
  return (
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${BOUNDARY}--\r\n`
  );
}

const post = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(fields),
  });

const submissions = () =>
  t.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM contact_submissions').get()!.n;

describe('POST /contact without JavaScript', () => {
  it('answers a refused send with a Persian page naming the errors, storing nothing', async () => {
    const response = await post('/contact', {
      _wpcf7: '102',
      _wpcf7_unit_tag: 'wpcf7-f102-o2',
      _wpcf7_container_post: '0',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('یکی را انتخاب کنید.');
    expect(response.body).toContain('href="/contact#wpcf7-f102-o2"');
    expect(submissions()).toBe(0);
  });

  it('refuses a body that is not multipart, a form the page does not hold, and no unit tag', async () => {
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_wpcf7=102',
    });
    expect(urlencoded.statusCode).toBe(415);
    expect(urlencoded.json()).toMatchObject({ code: 'wpcf7_unsupported_media_type' });
    const elsewhere = await post('/about', { _wpcf7: '102', _wpcf7_unit_tag: 'wpcf7-f102-o1' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'wpcf7_not_found', data: { status: 404 } });
    const untagged = await post('/contact', { _wpcf7: '102', _wpcf7_unit_tag: '<>' });
    expect(untagged.statusCode).toBe(400);
    expect(untagged.json()).toMatchObject({ code: 'wpcf7_unit_tag_not_found' });
    expect(submissions()).toBe(0);
  });
});
