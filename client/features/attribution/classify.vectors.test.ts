// The reference's test vectors (order-attribution.md §8), run through the classifier and the
// js-cookie adapter into a browser-like cookie jar. Where this shop deliberately differs from
// WooCommerce (docs/decisions.md), the test says so and asserts the shop's behaviour.
import { DEFAULT_FIELD_PATHS } from '../../../contracts/attribution';
import type { Classification } from './classify';
import { DEFAULT_TRACKER_SETTINGS } from './settings';
import { TrackerBrowser } from './testSupport/trackerBrowser';
import { fieldValues } from './values';

const START = '2025-03-01T08:40:15Z';
let browser: TrackerBrowser;

beforeEach(() => {
  browser = new TrackerBrowser(START);
});
afterEach(() => browser.close());

const COLUMNS = [
  'source_type',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
] as const;

/** The vector table's columns, joined with " | " as the reference prints them. */
function sent(result: Classification): string {
  const values = fieldValues(result.data, DEFAULT_FIELD_PATHS);
  return COLUMNS.map((column) => values[column]).join(' | ');
}

function field(result: Classification, name: keyof typeof DEFAULT_FIELD_PATHS): string | null {
  return fieldValues(result.data, DEFAULT_FIELD_PATHS)[name] ?? null;
}

const GOOGLE = 'https://www.google.com/';
const NONE4 = '(none) | (none) | (none) | (none)';

describe('vector 1-2: a direct visit, then two more pages', () => {
  it('records typein with the exact raw cookies of the reference', () => {
    const first = browser.visit('/');
    expect(sent(first)).toBe(
      'typein | (none) | (direct) | (none) | (none) | (none) | (none) | (none) | https://shop.example/ | 2025-03-01 08:40:15 | 1 | 1',
    );
    const raw = browser.jar.values();
    expect(raw.sbjs_current).toBe(
      'typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29',
    );
    expect(raw.sbjs_current_add).toBe(
      'fd%3D2025-03-01%2008%3A40%3A15%7C%7C%7Cep%3Dhttps%3A%2F%2Fshop.example%2F%7C%7C%7Crf%3D%28none%29',
    );
    expect(raw.sbjs_udata).toBe('vst%3D1%7C%7C%7Cuip%3D%28none%29%7C%7C%7Cuag%3DUA');
    expect(raw.sbjs_session).toBe('pgs%3D1%7C%7C%7Ccpg%3Dhttps%3A%2F%2Fshop.example%2F');
    expect(raw.sbjs_migrations).toBe('1418474375998%3D1');
    expect(raw.sbjs_first).toBe(raw.sbjs_current);
    expect(raw.sbjs_first_add).toBe(raw.sbjs_current_add);
    expect(raw.sbjs_promo).toBeUndefined();

    const stored = Object.fromEntries(browser.jar.all().map((cookie) => [cookie.name, cookie]));
    expect(new Date(stored.sbjs_session!.expires!).toISOString()).toBe('2025-03-01T09:10:15.000Z');
    // Six months of 30 days, not WooCommerce's browser-session cookies (decisions: lifetime).
    expect(new Date(stored.sbjs_current!.expires!).toISOString()).toBe('2025-08-28T08:40:15.000Z');
    expect(stored.sbjs_current).toMatchObject({
      domain: 'shop.example',
      hostOnly: false,
      path: '/',
    });
  });

  it('counts the next pages in the same session and moves the session expiry', () => {
    browser.visit('/');
    const second = browser.wait(2).visit('/product/kafsh/', 'https://shop.example/');
    expect(sent(second)).toBe(
      'typein | (none) | (direct) | (none) | (none) | (none) | (none) | (none) | https://shop.example/ | 2025-03-01 08:40:15 | 2 | 1',
    );
    const third = browser.wait(3).visit('/checkout/', 'https://shop.example/');
    expect(field(third, 'session_pages')).toBe('3');
    const session = browser.jar.all().find((cookie) => cookie.name === 'sbjs_session');
    expect(new Date(session!.expires!).toISOString()).toBe('2025-03-01T09:15:15.000Z');
  });
});

describe('vectors 3-16: one visit from a fresh browser', () => {
  it.each([
    [
      '3: Google, no query needed',
      '/',
      GOOGLE,
      `organic | ${GOOGLE} | google | organic | ${NONE4} | https://shop.example/ | 2025-03-01 08:40:15 | 1 | 1`,
    ],
    [
      '4: Bing home page is a referral',
      '/',
      'https://www.bing.com/',
      'referral | https://www.bing.com/ | bing.com | referral | (none) | / | (none) | (none) | https://shop.example/ | 2025-03-01 08:40:15 | 1 | 1',
    ],
    [
      '10: t.co is twitter.com',
      '/',
      'https://t.co/abc123',
      'referral | https://t.co/abc123 | twitter.com | referral | (none) | /abc123 | (none) | (none) | https://shop.example/ | 2025-03-01 08:40:15 | 1 | 1',
    ],
    [
      '11: a magazine article',
      '/',
      'https://www.digikala.com/mag/best-shoes/?x=1',
      'referral | https://www.digikala.com/mag/best-shoes/?x=1 | digikala.com | referral | (none) | /mag/best-shoes/ | (none) | (none) | https://shop.example/ | 2025-03-01 08:40:15 | 1 | 1',
    ],
    [
      '12: the shop’s own subdomain is internal',
      '/',
      'https://blog.shop.example/post/1',
      'typein | https://blog.shop.example/post/1 | (direct) | (none) | (none) | (none) | (none) | (none) | https://shop.example/ | 2025-03-01 08:40:15 | 1 | 1',
    ],
    [
      '13: present but empty values are kept',
      '/?utm_source=&utm_medium=email&utm_content=',
      '',
      'utm | (none) |  | email | (none) |  | (none) | (none) | https://shop.example/?utm_source=&utm_medium=email&utm_content= | 2025-03-01 08:40:15 | 1 | 1',
    ],
    [
      '14: UTM beats organic',
      '/?utm_id=123',
      GOOGLE,
      `utm | ${GOOGLE} | (none) | (none) | (none) | (none) | (none) | 123 | https://shop.example/?utm_id=123 | 2025-03-01 08:40:15 | 1 | 1`,
    ],
    [
      '15: news.google.com is not the search engine',
      '/',
      'https://news.google.com/articles/x',
      'referral | https://news.google.com/articles/x | news.google.com | referral | (none) | /articles/x | (none) | (none) | https://shop.example/ | 2025-03-01 08:40:15 | 1 | 1',
    ],
  ])('vector %s', (_name, path, referrer, expected) => {
    expect(sent(browser.visit(path, referrer))).toBe(expected);
  });

  it.each([
    ['5', 'https://www.bing.com/search?q=kafsh&form=QBLH', 'organic', 'bing', 'organic', '(none)'],
    ['6', 'https://yandex.ru/search/?text=kafsh&lr=213', 'organic', 'yandex', 'organic', '(none)'],
    ['6', 'https://yandex.ru/', 'referral', 'yandex.ru', 'referral', '/'],
    ['16', 'https://www.google.co.uk/search?q=x', 'organic', 'google', 'organic', '(none)'],
    ['16', 'https://search.yahoo.com/search?p=kafsh', 'organic', 'yahoo', 'organic', '(none)'],
    ['16', 'https://nova.rambler.ru/search?query=x', 'organic', 'rambler', 'organic', '(none)'],
    ['16', 'https://duckduckgo.com/', 'referral', 'duckduckgo.com', 'referral', '/'],
  ])('vector %s: %s', (_vector, referrer, type, source, medium, content) => {
    const result = browser.visit('/', referrer);
    expect([
      field(result, 'source_type'),
      field(result, 'utm_source'),
      field(result, 'utm_medium'),
      field(result, 'utm_content'),
    ]).toEqual([type, source, medium, content]);
  });
});

describe('vectors 7-9 and 19-20: campaign links', () => {
  it('7: every utm value, decoded once, with + kept', () => {
    const result = browser.visit(
      '/?utm_source=instagram&utm_medium=social&utm_campaign=yalda%20sale&utm_content=story&utm_term=running+shoes&utm_id=42',
      'https://l.instagram.com/',
    );
    expect(sent(result)).toBe(
      'utm | https://l.instagram.com/ | instagram | social | yalda sale | story | running+shoes | 42 | ' +
        'https://shop.example/?utm_source=instagram&utm_medium=social&utm_campaign=yalda sale&utm_content=story&utm_term=running+shoes&utm_id=42 | ' +
        '2025-03-01 08:40:15 | 1 | 1',
    );
  });

  it('8: gclid is Google paid search', () => {
    expect(sent(browser.visit('/p/1?gclid=Cj0KCQ', GOOGLE))).toMatch(
      /^utm \| https:\/\/www\.google\.com\/ \| google \| cpc \| google_cpc \| \(none\) \| \(none\) \| \(none\) \| /,
    );
  });

  it('9: yclid is Yandex paid search', () => {
    expect(sent(browser.visit('/?yclid=998877', 'https://yandex.ru/'))).toMatch(
      /^utm \| https:\/\/yandex\.ru\/ \| yandex \| cpc \| yandex_cpc \| \(none\) \| \(none\) \| \(none\) \| /,
    );
  });

  it('9b: the search words of a Yandex referrer become the term', () => {
    const result = browser.visit('/?utm_source=ya', 'https://yandex.ru/search/?text=kafsh+zanane');
    expect(field(result, 'utm_term')).toBe('kafsh+zanane');
  });

  it('19: platform, format and tactic', () => {
    const result = browser.visit(
      '/?utm_campaign=nowruz&utm_source_platform=Google%20Ads&utm_creative_format=video&utm_marketing_tactic=remarketing',
    );
    expect(sent(result)).toMatch(/^utm \| \(none\) \| \(none\) \| \(none\) \| nowruz \| /);
    expect([
      field(result, 'utm_source_platform'),
      field(result, 'utm_creative_format'),
      field(result, 'utm_marketing_tactic'),
    ]).toEqual(['Google Ads', 'video', 'remarketing']);
  });

  it('20: a repeated key joins with a comma; Persian comes back in clear', () => {
    expect(field(browser.visit('/?utm_source=a&utm_source=b'), 'utm_source')).toBe('a,b');
    browser.jar.clear();
    const persian = browser.visit(
      '/?utm_source=%D8%AA%D9%84%DA%AF%D8%B1%D8%A7%D9%85&utm_medium=cpc',
    );
    expect([field(persian, 'utm_source'), field(persian, 'utm_medium')]).toEqual(['تلگرام', 'cpc']);
  });
});

describe('vectors 17-18: the bugs this shop does not copy, and www hosts', () => {
  it('17: a query key "false" is nothing special (WooCommerce reads it as a campaign)', () => {
    const result = browser.visit('/?false=zzz');
    expect(sent(result)).toBe(
      'typein | (none) | (direct) | (none) | (none) | (none) | (none) | (none) | https://shop.example/?false=zzz | 2025-03-01 08:40:15 | 1 | 1',
    );
  });

  it('18: on www.shop.example the cookies are set for .shop.example', () => {
    const result = browser.visit('https://www.shop.example/', 'https://shop.example/landing');
    expect(sent(result)).toMatch(
      /^typein \| https:\/\/shop\.example\/landing \| \(direct\) \| \(none\) \| .* \| https:\/\/www\.shop\.example\/ \| /,
    );
    const domains = new Set(
      browser.jar.all().map((cookie) => `${cookie.domain}/${cookie.hostOnly}`),
    );
    expect([...domains]).toEqual(['shop.example/false']);
  });
});

describe('vector 21: one browser over two hours', () => {
  it('keeps, replaces and counts sources as the reference says', () => {
    const a = browser.visit('/', 'https://www.digikala.com/mag/');
    expect([field(a, 'utm_source'), field(a, 'session_pages'), field(a, 'session_count')]).toEqual([
      'digikala.com',
      '1',
      '1',
    ]);
    expect(field(a, 'session_start_time')).toBe('2025-03-01 08:40:15');

    const b = browser.wait(5).visit('/a/', 'https://www.aparat.com/v/1');
    expect([field(b, 'utm_source'), field(b, 'session_pages')]).toEqual(['digikala.com', '2']);

    const c = browser.wait(5).visit('/b/?utm_source=newsletter&utm_medium=email');
    expect(sent(c)).toBe(
      'utm | (none) | newsletter | email | (none) | (none) | (none) | (none) | https://shop.example/b/?utm_source=newsletter&utm_medium=email | 2025-03-01 08:50:15 | 3 | 1',
    );

    const d = browser.wait(31).visit('/c/', 'https://www.aparat.com/v/2');
    expect(sent(d)).toBe(
      'referral | https://www.aparat.com/v/2 | aparat.com | referral | (none) | /v/2 | (none) | (none) | https://shop.example/c/ | 2025-03-01 09:21:15 | 1 | 2',
    );

    const e = browser.wait(31).visit('/d/');
    expect(sent(e)).toBe(
      'referral | https://www.aparat.com/v/2 | aparat.com | referral | (none) | /v/2 | (none) | (none) | https://shop.example/c/ | 2025-03-01 09:21:15 | 1 | 3',
    );

    const f = browser.wait(10).visit('/e/', GOOGLE);
    expect(sent(f)).toBe(
      `organic | ${GOOGLE} | google | organic | ${NONE4} | https://shop.example/e/ | 2025-03-01 10:02:15 | 2 | 3`,
    );
    expect(f.data.first).toMatchObject({ typ: 'referral', src: 'digikala.com' });

    // g. The browser is closed. WooCommerce's cookies are browser-session cookies and forget the
    // source (typein, count 1); the shop's last 6 months, so the visitor is still known.
    browser.jar.closeBrowser();
    const g = browser.wait(1).visit('/f/');
    expect(sent(g)).toBe(
      `organic | ${GOOGLE} | google | organic | ${NONE4} | https://shop.example/e/ | 2025-03-01 10:02:15 | 3 | 3`,
    );
  });

  it('21g as WooCommerce: with browser-session cookies only sbjs_session survives a close', () => {
    browser.visit('/', 'https://www.digikala.com/mag/');
    // What a WooCommerce browser holds after closing: everything but the session cookie gone.
    for (const cookie of browser.jar.all()) {
      if (cookie.name !== 'sbjs_session')
        browser.jar.set(`${cookie.name}=; Max-Age=0; Domain=shop.example; Path=/`);
    }
    const g = browser.wait(1).visit('/f/');
    expect([field(g, 'source_type'), field(g, 'session_pages'), field(g, 'session_count')]).toEqual(
      ['typein', '2', '1'],
    );
  });
});

describe('vector 22: base64 cookies', () => {
  it('writes the reference bytes and reads them back to the same values', () => {
    browser.close();
    browser = new TrackerBrowser(START, { ...DEFAULT_TRACKER_SETTINGS, base64: true });
    const first = browser.visit('/');
    const raw = browser.jar.values();
    expect(raw.sbjs_session).toBe(
      'cGdzJTNEMSU3QyU3QyU3Q2NwZyUzRGh0dHBzJTNBJTJGJTJGc2hvcC5leGFtcGxlJTJG',
    );
    expect(raw.sbjs_udata).toBe(
      'dnN0JTNEMSU3QyU3QyU3Q3VpcCUzRCUyOG5vbmUlMjklN0MlN0MlN0N1YWclM0RVQQ',
    );
    expect(raw.sbjs_migrations).toBe('MTQxODQ3NDM3NTk5OCUzRDE');
    expect(sent(first)).toBe(
      'typein | (none) | (direct) | (none) | (none) | (none) | (none) | (none) | https://shop.example/ | 2025-03-01 08:40:15 | 1 | 1',
    );
    expect(field(browser.wait(1).visit('/x/'), 'session_pages')).toBe('2');
  });
});

describe('settings the reference lists', () => {
  it('reports the IP the server saw, and a promo code in range when asked for one', () => {
    browser.close();
    browser = new TrackerBrowser(START, {
      ...DEFAULT_TRACKER_SETTINGS,
      userIp: '203.0.113.9',
      promocode: { min: 100000, max: 999999 },
    });
    const result = browser.visit('/');
    expect(result.data.udata.uip).toBe('203.0.113.9');
    // random() is 0.5 in the test browser.
    expect(result.data.promo).toEqual({ code: '550000' });
    browser.wait(1).visit('/again/');
    expect(browser.visit('/third/').data.promo).toEqual({ code: '550000' });
  });

  it('never rounds a tiny lifetime down to a browser-session cookie', () => {
    browser.close();
    browser = new TrackerBrowser(START, { ...DEFAULT_TRACKER_SETTINGS, lifetimeMonths: 0.00001 });
    browser.visit('/');
    const current = browser.jar.all().find((cookie) => cookie.name === 'sbjs_current');
    expect(current?.expires).toBe(new Date(START).getTime() + 60_000);
  });

  it('upgrades sourcebuster 0.x cookies once, as sourcebuster does', () => {
    browser.jar.set('sbjs_first=typ%3Dreferral%7Csrc%3Dold.example; Path=/');
    browser.jar.set('sbjs_current=typ%3Dreferral%7Csrc%3Dold.example; Path=/');
    const result = browser.visit('/');
    expect(result.data.current).toEqual({ typ: 'referral', src: 'old.example' });
    expect(browser.jar.values().sbjs_migrations).toBe('1418474375998%3D1');
  });
});
