// wp/v2/users/me as WordPress answers it: 401 for a visitor or a cookie without a nonce, and the
// signed-in user in the view, edit or embed shape.
import type { WpUser, WpUserEdit } from '../../contracts/wp';
import { createSqliteAccountsRepository } from '../src/storage/accountsRepository';
import { buildTestApp, TEST_SITE_URL, type TestApp } from './server';
import { addStaff, signedInCookie, signedInHeaders } from './staffAccounts';

const ME = '/wp-json/wp/v2/users/me';
let site: TestApp;
let editor: { id: number; login: string; email: string };
let shopperId: number;

beforeAll(async () => {
  site = await buildTestApp();
  editor = await addStaff(site.db, 'editor', 'users-editor');
  const shopper = createSqliteAccountsRepository(site.db).insertCustomer({
    email: 'sara@example.com',
    mobile: '09121234567',
    firstName: 'سارا',
    lastName: 'رضایی',
    passwordHash: 'unused',
    createdGmt: '2025-03-01T08:30:00.000Z',
  });
  if (!shopper) throw new Error('no shopper');
  shopperId = shopper.id;
});
afterAll(() => site.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });

const NOT_LOGGED_IN = {
  code: 'rest_not_logged_in',
  message: expect.any(String),
  data: { status: 401 },
};

describe('GET wp/v2/users/me', () => {
  it('refuses a visitor with 401 rest_not_logged_in', async () => {
    const response = await get(ME);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_LOGGED_IN);
  });

  it('treats a session cookie without a nonce as a visitor, as cookie authentication does', async () => {
    const response = await get(ME, { cookie: signedInCookie(site.db, editor.id) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_LOGGED_IN);
  });

  it("answers the signed-in user in WordPress's view shape", async () => {
    const response = await get(ME, {
      ...signedInHeaders(site.db, editor.id),
      host: 'evil.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const user = response.json<WpUser>();
    expect(Object.keys(user)).toEqual(['id', 'name', 'url', 'description', 'link', 'slug', 'meta']);
    expect(user).toEqual({
      id: editor.id,
      name: editor.login,
      url: '',
      description: '',
      link: `${TEST_SITE_URL}/my-account/`,
      slug: editor.login,
      meta: [],
    });
    // No email or role in the view context.
    expect(response.body).not.toContain(editor.email);
  });

  it('answers the edit shape when asked, and embed without meta', async () => {
    const headers = signedInHeaders(site.db, shopperId);
    const user = (await get(`${ME}?context=edit`, headers)).json<WpUserEdit>();
    expect(Object.keys(user)).toEqual([
      'id',
      'username',
      'name',
      'first_name',
      'last_name',
      'email',
      'url',
      'description',
      'link',
      'locale',
      'nickname',
      'slug',
      'roles',
      'registered_date',
      'capabilities',
      'extra_capabilities',
      'meta',
    ]);
    expect(user).toMatchObject({
      id: shopperId,
      username: 'sara@example.com',
      name: 'سارا رضایی',
      email: 'sara@example.com',
      locale: 'fa_IR',
      roles: ['customer'],
      registered_date: '2025-03-01T08:30:00+00:00',
      capabilities: { read: true, customer: true },
      extra_capabilities: { customer: true },
    });
    const staff = (
      await get(`${ME}?context=edit`, signedInHeaders(site.db, editor.id))
    ).json<WpUserEdit>();
    expect(Object.keys(staff.capabilities)).toEqual(
      expect.arrayContaining(['edit_posts', 'editor']),
    );
    const embed = (await get(`${ME}?context=embed`, headers)).json<WpUser>();
    expect(Object.keys(embed)).toEqual(['id', 'name', 'url', 'description', 'link', 'slug']);
  });

  it('refuses an unknown context with rest_invalid_param', async () => {
    const response = await get(`${ME}?context=admin`, signedInHeaders(site.db, editor.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('rest_invalid_param');
  });
});
