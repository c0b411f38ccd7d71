// Contact Form 7's list of forms: 403 wpcf7_forbidden for visitors, shoppers and cookies without
// a nonce, and every form by id for anyone who may edit posts.
import type { ContactFormListItem } from '../../contracts/contactForm7';
import { createSqliteAccountsRepository } from '../src/storage/accountsRepository';
import { buildTestApp, type TestApp } from './server';
import { addStaff, signedInCookie, signedInHeaders } from './staffAccounts';

const LIST = '/wp-json/contact-form-7/v1/contact-forms';
let site: TestApp;

beforeAll(async () => {
  site = await buildTestApp();
});
afterAll(() => site.close());

const get = (headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url: LIST, headers });

const FORBIDDEN = {
  code: 'wpcf7_forbidden',
  message: expect.any(String),
  data: { status: 403 },
};

describe('GET contact-form-7/v1/contact-forms', () => {
  it('refuses a visitor, a shopper and a cookie without nonce with 403 wpcf7_forbidden', async () => {
    const shopper = createSqliteAccountsRepository(site.db).insertCustomer({
      email: 'list-shopper@example.com',
      mobile: null,
      firstName: 'علی',
      lastName: 'احمدی',
      passwordHash: 'unused',
      createdGmt: new Date().toISOString(),
    });
    const author = await addStaff(site.db, 'author', 'forms-author-no-nonce');
    const callers: Record<string, string>[] = [
      {},
      signedInHeaders(site.db, shopper?.id ?? 0),
      { cookie: signedInCookie(site.db, author.id) },
    ];
    for (const headers of callers) {
      const response = await get(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });

  it('lists every form, id ascending, to anyone who may edit posts', async () => {
    for (const role of ['author', 'editor', 'administrator'] as const) {
      const member = await addStaff(site.db, role, `forms-${role}`);
      const response = await get(signedInHeaders(site.db, member.id));
      expect(response.statusCode).toBe(200);
      const forms = response.json<ContactFormListItem[]>();
      expect(forms.map((form) => form.id)).toEqual([101, 102]);
      expect(forms[0]).toEqual({
        id: 101,
        slug: 'فرم-تماس-با-ما',
        title: 'فرم تماس با ما',
        locale: 'fa_IR',
      });
      expect(Object.keys(forms[0] ?? {})).toEqual(['id', 'slug', 'title', 'locale']);
    }
  });
});
