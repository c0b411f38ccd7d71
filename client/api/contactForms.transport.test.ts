/** @jest-environment node */
// client/api/contactForms.ts against the real server: the seeded contact page, its schemas and
// refills, and a multipart submission that lands in the database, never with a nonce attached.
import {
  CONTACT_FORM_ID,
  CONTACT_PAGE_SLUG,
  WHOLESALE_FORM_ID,
} from '../../contracts/contactForm7';
import { getPageContactForms, getRefill, getSchema, sendFeedback } from './contactForms';
import { openLiveSite } from './testSupport/liveSite';
import type { LiveSite } from './testSupport/liveSite';

let site: LiveSite;
let apiRoot: string;

beforeAll(async () => {
  site = await openLiveSite();
  apiRoot = `${site.server.url}/wp-json/`;
});

afterAll(async () => {
  await site.server.close();
});

beforeEach(() => site.clearSent());

it('reads the contact page from its content: two forms, REST unit tags, the page as container', async () => {
  const page = await getPageContactForms(CONTACT_PAGE_SLUG);

  expect(page.forms.map((placed) => placed.form.id)).toEqual([CONTACT_FORM_ID, WHOLESALE_FORM_ID]);
  // As WordPress answers over REST: no post part in the unit tag, container post 0 in the markup,
  // so the page's own id is the container the client sends.
  expect(page.forms.map((placed) => [placed.unitTag, placed.containerPost])).toEqual([
    [`wpcf7-f${CONTACT_FORM_ID}-o1`, page.containerPost],
    [`wpcf7-f${WHOLESALE_FORM_ID}-o2`, page.containerPost],
  ]);
  expect(page.containerPost).toBeGreaterThan(0);
  // A captcha on the contact form, and never a quiz beside it.
  expect(page.forms.map((placed) => Object.keys(placed.challenges))).toEqual([['captcha'], []]);
  expect(Object.keys(page.forms[0]?.challenges.captcha ?? {})).toHaveLength(1);
});

it('loads a schema and refills without the nonce header', async () => {
  const schema = await getSchema(apiRoot, CONTACT_FORM_ID);
  const refill = await getRefill(apiRoot, CONTACT_FORM_ID);
  const none = await getRefill(apiRoot, WHOLESALE_FORM_ID);

  expect(schema.rules.length).toBeGreaterThan(5);
  expect(Object.keys(refill)).toEqual(['captcha']);
  expect(none).toEqual([]);
  expect(site.sent).toHaveLength(3);
  for (const request of site.sent) {
    expect(request.headers.has('X-WP-Nonce')).toBe(false);
    expect(request.headers.get('Accept')).toBe('application/json, */*;q=0.1');
  }
});

it('sends a multipart inquiry that is stored, answering mail_sent with a posted_data_hash', async () => {
  const page = await getPageContactForms(CONTACT_PAGE_SLUG);
  const wholesale = page.forms[1];
  if (!wholesale) throw new Error('no wholesale form on the contact page');
  const body = new FormData();
  const fields: [string, string][] = [
    ['_wpcf7', String(WHOLESALE_FORM_ID)],
    ['_wpcf7_version', '6.1.6'],
    ['_wpcf7_locale', 'fa_IR'],
    ['_wpcf7_unit_tag', wholesale.unitTag],
    ['_wpcf7_container_post', String(page.containerPost)],
    ['_wpcf7_posted_data_hash', ''],
    ['company', 'پوشاک نگین'],
    ['buyer-name', 'مریم احمدی'],
    ['buyer-mobile', '۰۹۱۲۳۴۵۶۷۸۹'],
    ['categories[]', 'پوشاک'],
    ['monthly-quantity', '۲۵۰'],
    ['contact-method', 'تلفن'],
  ];
  for (const [name, value] of fields) body.append(name, value);
  site.clearSent();

  const answer = await sendFeedback(apiRoot, WHOLESALE_FORM_ID, body);

  expect(answer).toMatchObject({
    contact_form_id: WHOLESALE_FORM_ID,
    status: 'mail_sent',
    into: `#${wholesale.unitTag}`,
    invalid_fields: [],
  });
  expect(answer.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
  expect(site.sent[0]?.headers.has('X-WP-Nonce')).toBe(false);
  const row = site.server.db
    .prepare<[], { unit_tag: string; form_id: number }>(
      'SELECT unit_tag, form_id FROM contact_submissions ORDER BY id DESC LIMIT 1',
    )
    .get();
  expect(row).toEqual({ unit_tag: wholesale.unitTag, form_id: WHOLESALE_FORM_ID });
});
