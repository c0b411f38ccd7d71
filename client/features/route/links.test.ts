// Which link clicks the app takes over: plain clicks on internal pages (the footer's site pages
// too); modified or middle clicks, other origins, tel:, new tabs, downloads, anchors and paths
// that are no app page are left to the browser.
import { appNavigationTarget, type LinkClick } from './links';

const here = new URL('http://localhost/blog?page=1');

function linkClick(html: string, overrides: Partial<LinkClick> = {}): LinkClick {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-click]');
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    target,
    ...overrides,
  };
}

describe('appNavigationTarget', () => {
  it('takes over a plain click on an internal page link, even on an element inside it', () => {
    const click = linkClick('<a href="/blog/hello?x=1#c"><span data-click>سلام</span></a>');
    expect(appNavigationTarget(click, here)).toBe('/blog/hello?x=1#c');
  });

  it("takes over the footer's site pages", () => {
    expect(appNavigationTarget(linkClick('<a data-click href="/returns/">x</a>'), here)).toBe(
      '/returns/',
    );
  });

  it.each<[string, Partial<LinkClick>]>([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
    ['already handled', { defaultPrevented: true }],
  ])('leaves a %s click to the browser', (_name, overrides) => {
    expect(
      appNavigationTarget(linkClick('<a data-click href="/shop">x</a>', overrides), here),
    ).toBeNull();
  });

  it.each([
    ['another origin', '<a data-click href="https://wa.me/98912">x</a>'],
    ['tel:', '<a data-click href="tel:+982112345678">x</a>'],
    ['a new tab', '<a data-click href="/shop" target="_blank">x</a>'],
    ['a download', '<a data-click href="/shop" download>x</a>'],
    ['an anchor on this page', '<a data-click href="#main">x</a>'],
    ['a path that is no app page', '<a data-click href="/wp-content/uploads/a.pdf">x</a>'],
    // The server knows whether it is a page of the site, the feed, or something else.
    ['a root path beyond the footer pages', '<a data-click href="/feed/">x</a>'],
    ['a click outside any link', '<p data-click>x</p>'],
  ])('leaves %s to the browser', (_name, html) => {
    expect(appNavigationTarget(linkClick(html), here)).toBeNull();
  });
});
