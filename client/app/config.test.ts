// Reading the bootstrap config the server put in the page: well-formed preloaded answers kept,
// a missing element, unparsable JSON or the first invalid field named, and a startup failure
// logged for developers while visitors see a Persian message.
import '../i18n';
import { BOOTSTRAP_ELEMENT_ID } from '../../contracts/bootstrap';
import { readBootstrapConfig, validateConfig } from './config';
import { showStartupFailure } from './startupFailure';

const valid = {
  siteName: 'فروشگاه نمونه',
  apiRoot: '/wp-json/',
  nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
  nonce: 'n0nce',
  locale: 'fa',
  contactButtons: { phone: '+982112345678', whatsapp: '989121234567' },
};

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = BOOTSTRAP_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('readBootstrapConfig', () => {
  it('reads the JSON the server put in the page', () => {
    expect(readBootstrapConfig(pageWith(JSON.stringify(valid)))).toEqual({
      ok: true,
      config: valid,
    });
  });

  it('keeps well-formed preloaded answers and drops the rest', () => {
    const posts = { body: [{ id: 1 }], headers: { 'X-WP-Total': '1', Bad: 2 } };
    const page = pageWith(
      JSON.stringify({
        ...valid,
        preload: { '/wp/v2/posts?per_page=1': posts, '/broken': { headers: {} }, '/other': 3 },
      }),
    );
    expect(readBootstrapConfig(page)).toEqual({
      ok: true,
      config: {
        ...valid,
        preload: {
          '/wp/v2/posts?per_page=1': { body: [{ id: 1 }], headers: { 'X-WP-Total': '1' } },
        },
      },
    });
  });

  it('says so when the element is missing', () => {
    const result = readBootstrapConfig(pageWith(null));
    expect(result).toEqual({ ok: false, problem: expect.stringContaining('shop-bootstrap') });
  });

  it('says so when the JSON does not parse (e.g. the placeholder was never replaced)', () => {
    const result = readBootstrapConfig(pageWith('{"siteName": '));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(/does not parse/);
  });

  it('names the first invalid field', () => {
    const cases: Array<[unknown, RegExp]> = [
      [[], /not an object/],
      [{ ...valid, siteName: '  ' }, /siteName/],
      [{ ...valid, apiRoot: 42 }, /apiRoot/],
      [{ ...valid, nonce: null }, /nonce/],
      [{ ...valid, locale: 'en' }, /locale/],
      [{ ...valid, contactButtons: 'call us' }, /contactButtons must be an object/],
      [{ ...valid, contactButtons: { phone: 2112345678 } }, /contactButtons.phone/],
      [{ ...valid, extras: [] }, /extras must be an object/],
      [
        {
          ...valid,
          extras: {
            announcement: true,
            accounts: 'no',
            orders: true,
            regions: true,
            paymentMethods: true,
          },
        },
        /extras.accounts/,
      ],
      [{ ...valid, shopDetails: 'Tehran' }, /shopDetails/],
      [{ ...valid, shopDetails: { phone: 21, badges: [] } }, /shopDetails/],
      [{ ...valid, shopDetails: { address: 'تهران' } }, /shopDetails/],
      [
        { ...valid, shopDetails: { badges: [{ issuer: 'other', href: '/', image: '/b.svg' }] } },
        /shopDetails/,
      ],
    ];
    for (const [input, problem] of cases) {
      const result = validateConfig(input);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problem).toMatch(problem);
    }
  });

  it("keeps the site's extras when the server names them", () => {
    const extras = {
      announcement: false,
      accounts: false,
      orders: true,
      regions: true,
      paymentMethods: true,
    };
    expect(validateConfig({ ...valid, extras })).toEqual({
      ok: true,
      config: { ...valid, extras },
    });
  });

  it("keeps the shop's details as the server sent them", () => {
    const badge = {
      issuer: 'enamad',
      href: 'https://trustseal.enamad.ir/?id=1&Code=x',
      image: 'https://trustseal.enamad.ir/logo.aspx?id=1&Code=x',
    };
    expect(
      validateConfig({
        ...valid,
        shopDetails: { address: 'تهران', hours: 'هر روز', badges: [badge] },
      }),
    ).toEqual({
      ok: true,
      config: { ...valid, shopDetails: { address: 'تهران', hours: 'هر روز', badges: [badge] } },
    });
  });

  it('accepts an empty nonce and drops empty contact targets', () => {
    const result = validateConfig({
      ...valid,
      nonce: '',
      contactButtons: { phone: '', bale: 'shop' },
    });
    expect(result).toEqual({
      ok: true,
      config: { ...valid, nonce: '', contactButtons: { bale: 'shop' } },
    });
  });
});

describe('showStartupFailure', () => {
  it('logs the reason for developers and shows visitors a Persian message', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    root.innerHTML = '<p>old</p>';

    showStartupFailure(root, 'nonce must be a string');

    expect(error).toHaveBeenCalledWith(expect.stringContaining('nonce must be a string'));
    const message = root.querySelector('[role="alert"]');
    expect(message?.textContent).toBe(
      'فروشگاه راه‌اندازی نشد. لطفاً چند دقیقهٔ دیگر صفحه را دوباره بارگذاری کنید.',
    );
    expect(root.children).toHaveLength(1);
    error.mockRestore();
  });
});
