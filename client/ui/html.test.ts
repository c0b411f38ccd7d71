import { htmlToText, isSafeHref } from './html';

describe('htmlToText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>سلام &amp; <strong>درود</strong>\n\n [&hellip;]</p>')).toBe(
      'سلام & درود […]',
    );
  });

  it('never runs or loads anything from the HTML', () => {
    const before = document.body.innerHTML;
    expect(htmlToText('<img src=x onerror="window.__hacked = 1">متن')).toBe('متن');
    expect('__hacked' in window).toBe(false);
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['/blog/slug', true],
    ['https://example.com/a', true],
    ['mailto:shop@example.com', true],
    ['tel:+982112345678', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
  ])('%s -> %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
