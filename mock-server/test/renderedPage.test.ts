// How a server-rendered page goes into the built index.html: styles before the first paint, the
// page's own scripts listed for after it, never preloaded ahead of the page's images and fonts.
import { PAGE_SCRIPTS_ELEMENT_ID, type RenderedPage } from '../../contracts/serverRender';
import { withRenderedPage } from '../src/domain/renderedPage';

const template =
  '<!doctype html><html><head><title>فروشگاه</title><link href="/assets/main.css" rel="stylesheet"></head>' +
  '<body><div id="root"></div><script defer src="/assets/main.js"></script></body></html>';

const rendered: RenderedPage = {
  status: 200,
  head: '<title>خانه</title>',
  markup: '<main>قیمت $& ۱۰٬۰۰۰ تومان</main>',
  state: { route: { page: { name: 'home' } } },
  chunk: 'page-home',
};

const appFiles = ['/assets/start.css', '/assets/start.js'];
const pageFiles = ['/assets/421.js', '/assets/page-home.css', '/assets/page-home.js'];

function compose() {
  return withRenderedPage(template, rendered, [...appFiles, ...pageFiles], pageFiles);
}

describe('withRenderedPage', () => {
  it('links the app’s and the page’s styles in the head, each once', () => {
    const html = compose();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link rel="stylesheet" href="[^"]+">/g)).toEqual([
      '<link rel="stylesheet" href="/assets/start.css">',
      '<link rel="stylesheet" href="/assets/page-home.css">',
    ]);
    expect(head).toContain('<title>خانه</title>');
    expect(head).not.toContain('<title>فروشگاه</title>');
  });

  it('gives the page’s scripts no preload hint, and lists them for after the first paint', () => {
    const html = compose();
    expect(html).not.toMatch(/rel="preload" as="script"/);
    const start = html.indexOf(`<script id="${PAGE_SCRIPTS_ELEMENT_ID}" type="application/json">`);
    expect(start).toBeGreaterThan(html.indexOf('</head>'));
    const listed = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script>', start));
    expect(JSON.parse(listed)).toEqual(['/assets/421.js', '/assets/page-home.js']);
  });

  it('keeps the markup as it is', () => {
    expect(compose()).toContain('<div id="root"><main>قیمت $& ۱۰٬۰۰۰ تومان</main></div>');
  });

  it('drops the template’s “turn JavaScript on” line: a drawn page works without it', () => {
    const withNoScript = template.replace(
      '<body>',
      '<body><noscript><p>لطفاً جاوااسکریپت را فعال کنید.</p></noscript>',
    );
    const html = withRenderedPage(withNoScript, rendered, [], []);
    expect(html).not.toContain('noscript');
    expect(html).toContain('<main>قیمت $& ۱۰٬۰۰۰ تومان</main>');
  });
});
