// HTML to the element tree with htmlparser2 (entities decoded, void elements, implied closes, as a
// browser reads them): the server's pages, the server-side renderer and the tests. The browser
// build swaps this module for the browser's own parser (client/features/contactForm/nativeHtmlParser.ts, see
// webpack.config.ts): htmlparser2's entity tables alone would double the contact page's script.
import { Parser } from 'htmlparser2';
import type { HtmlElement, HtmlNode } from './htmlTree';

export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { name: '#root', attributes: {}, children: [] };
  const open: HtmlElement[] = [root];
  const current = (): HtmlElement => open[open.length - 1] ?? root;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: HtmlElement = { name, attributes: { ...attributes }, children: [] };
        current().children.push(element);
        open.push(element);
      },
      onclosetag() {
        if (open.length > 1) open.pop();
      },
      ontext(text) {
        const children = current().children;
        const last = children[children.length - 1];
        if (typeof last === 'string') children[children.length - 1] = last + text;
        else children.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return root.children;
}
