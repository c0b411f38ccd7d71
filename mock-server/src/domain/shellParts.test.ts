// A page cut once and joined per visitor is, byte for byte, the old assembly over the whole
// string: the nonce written into every empty nonce input, then renderShellPage.
import type { BootstrapConfig } from '../../../contracts/bootstrap';
import { EMPTY_NONCE_INPUT, nonceInput } from '../../../contracts/plainPosts';
import { BOOTSTRAP_PLACEHOLDER, renderShellPage } from './bootstrapPage';
import { cutShellPage, joinShellPage } from './shellParts';

const config: BootstrapConfig = {
  siteName: 'فروشگاه </head> <!--shop-bootstrap--> $& $1 $$',
  apiRoot: '/wp-json/',
  nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
  nonce: 'a1b2c3.$&<x>',
  locale: 'fa',
  contactButtons: { phone: '+982100000000' },
};
const HINTS = '<link rel="preload" as="font" href="/assets/a.woff2" crossorigin>';

function oldAssembly(html: string, extras: string): Buffer {
  return Buffer.from(
    renderShellPage(html.replaceAll(EMPTY_NONCE_INPUT, nonceInput(config.nonce)), config, extras),
  );
}

function expectSame(html: string, extras = HINTS): void {
  const joined = joinShellPage(cutShellPage(html, extras), config);
  expect(joined.toString()).toBe(oldAssembly(html, extras).toString());
  expect(joined.equals(oldAssembly(html, extras))).toBe(true);
}

describe('a page cut around its per-visitor parts', () => {
  it('joins to the old assembly with and without nonce inputs, hints or a placeholder', () => {
    const form = `<form method="post">${EMPTY_NONCE_INPUT}<button>خرید</button></form>`;
    const pages = [
      `<html><head><title>ت</title></head><body>${BOOTSTRAP_PLACEHOLDER}<div id="root">${form}${form}</div></body></html>`,
      `<html><head><title>t</title></head><body><div id="root"></div></body></html>`,
      `<html><head></head><body>${form}</body></html>`,
      `<body>${BOOTSTRAP_PLACEHOLDER}${form}</body>`,
      `<body>${form} no head at all</body>`,
      `${EMPTY_NONCE_INPUT}${BOOTSTRAP_PLACEHOLDER}${EMPTY_NONCE_INPUT}</head>${BOOTSTRAP_PLACEHOLDER}`,
      `<head>${EMPTY_NONCE_INPUT}</head></head><p>$&</p>${EMPTY_NONCE_INPUT}`,
      '',
    ];
    for (const page of pages) {
      expectSame(page);
      expectSame(page, '');
    }
  });

  it('joins to the old assembly for pages built at random from the parts that matter', () => {
    const fragments = [
      EMPTY_NONCE_INPUT,
      BOOTSTRAP_PLACEHOLDER,
      '</head>',
      '<head>',
      '$&',
      'متن فارسی',
      '<input type="hidden" name="_wpnonce" value="x"/>',
      '<!--',
      '</',
      'a',
    ];
    // A fixed sequence, so a failure repeats.
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let page = 0; page < 300; page += 1) {
      const length = next() % 12;
      const html = Array.from({ length }, () => fragments[next() % fragments.length]).join('');
      expectSame(html);
      expectSame(html, '');
    }
  });

  it('writes each visitor their own nonce and bootstrap into the same parts', () => {
    const parts = cutShellPage(
      `<head></head><body>${BOOTSTRAP_PLACEHOLDER}${EMPTY_NONCE_INPUT}</body>`,
      HINTS,
    );
    const first = joinShellPage(parts, { ...config, nonce: 'first' }).toString();
    const second = joinShellPage(parts, { ...config, nonce: 'second' }).toString();
    expect(first).toContain('value="first"');
    expect(first).not.toContain('second');
    expect(second).toContain('value="second"');
    expect(second).toContain('"nonce":"second"');
  });
});
