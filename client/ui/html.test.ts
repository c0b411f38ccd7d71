// HTML turned into plain text (tags stripped, entities decoded without running or loading
// anything), and which hrefs are safe to link: no javascript: or data: URLs.
import { htmlToText, isSafeHref } from './html';

describe('htmlToText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>سلام &amp; <strong>درود</strong>\n\n [&hellip;]</p>')).toBe(
      'سلام & درود […]',
    );
  });

  it('decodes plain names without parsing a document, as the parser would', () => {
    const parser = jest.spyOn(DOMParser.prototype, 'parseFromString');
    const names = [
      'کفش &amp; کتانی',
      '  پیراهن\n  مردانه ',
      'A&amp;B',
      'بی‌نام',
      '&amp;lt;نه برچسب&amp;gt;',
    ];
    const decoded = names.map(htmlToText);
    expect(parser).not.toHaveBeenCalled();
    parser.mockRestore();
    const viaParser = names.map((name) =>
      (new DOMParser().parseFromString(name, 'text/html').body.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(decoded).toEqual(viaParser);
    expect(decoded[0]).toBe('کفش & کتانی');
  });

  it('leaves markup and every other reference to the parser', () => {
    expect(htmlToText('a&nbsp;b &hellip; &copy;')).toBe('a b … ©');
    expect(htmlToText('تی&#8211;شرت &#x2013; &quot;ویژه&quot; &lt;نو&gt;')).toBe(
      'تی–شرت – "ویژه" <نو>',
    );
    // Windows-1252's dash for &#150;, U+FFFD for NUL, a reference without its semicolon.
    expect(htmlToText('a&#150;b&#0;c &amp d')).toBe('a–b\ufffdc & d');
    expect(htmlToText('<em>تخفیف</em> ویژه')).toBe('تخفیف ویژه');
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
