// The browser build reads page markup with the browser's own parser: it must give the tree, and
// so the form model, that htmlparser2 gives on the server (real CF7 6.1.6 pages as input).
import fs from 'node:fs';
import path from 'node:path';
import type { HtmlNode } from '../../../contracts/contactForm7/markup/htmlTree';
import { readPageForms } from '../../../contracts/contactForm7/markup/readPageForms';
import { parseHtml } from './nativeHtmlParser';

// The reader as the browser build has it: this module instead of htmlparser2.
jest.mock('../../../contracts/contactForm7/markup/htmlParser', () =>
  jest.requireActual('./nativeHtmlParser'),
);

const serverParser = jest.requireActual<{ parseHtml: (html: string) => HtmlNode[] }>(
  '../../../contracts/contactForm7/markup/htmlParser',
);

const FIXTURES = path.join(__dirname, '../../../contracts/contactForm7/markup/fixtures');
const rendered = (name: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as {
      content: { rendered: string };
    }
  ).content.rendered;
const pages = {
  'page 11 over REST': rendered('cf7-page-11-rest.json'),
  'page 13 over REST': rendered('cf7-page-13-rest.json'),
  'page 11 HTML': fs.readFileSync(path.join(FIXTURES, 'cf7-page-11-html-form.html'), 'utf8'),
};

describe('the browser build parser', () => {
  it.each(Object.entries(pages))('reads %s as htmlparser2 does', (_name, html) => {
    expect(parseHtml(html)).toEqual(serverParser.parseHtml(html));
  });

  it('gives the same form model through the reader', () => {
    const page = readPageForms(pages['page 11 over REST'], 11);
    expect(page.forms.map((form) => form.unitTag)).toEqual(['wpcf7-f10-o1']);
    expect(page.forms[0]?.challenges.quiz).toEqual({
      'your-quiz': ['1+1?', '4ff7c435d9f02e6e28ec5835a476c38a'],
    });
  });

  it('decodes entities and runs nothing', () => {
    const html =
      '<p title="a &amp; b">x &lt;y&gt; &#8211; &nbsp;z<script>window.ran = 1</script></p>';
    expect(parseHtml(html)).toEqual(serverParser.parseHtml(html));
    expect((window as unknown as { ran?: number }).ran).toBeUndefined();
  });
});
