// The browser build's stand-in for contracts/contactForm7/markup/htmlParser.ts (webpack.config.ts
// swaps the module): the browser's own HTML parser, which costs no download, instead of
// htmlparser2, whose entity tables alone are some 20 KB gzip. Same tree out: names, attributes,
// decoded text, children. DOMParser documents run no scripts and load no images.
import type { HtmlElement, HtmlNode } from '../../../contracts/contactForm7/markup/htmlTree';

function convert(nodes: NodeListOf<ChildNode>): HtmlNode[] {
  const out: HtmlNode[] = [];
  nodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      const last = out[out.length - 1];
      if (typeof last === 'string') out[out.length - 1] = last + text;
      else out.push(text);
      return;
    }
    if (!(node instanceof Element)) return;
    const attributes: Record<string, string> = {};
    for (const attribute of Array.from(node.attributes))
      attributes[attribute.name] = attribute.value;
    const element: HtmlElement = {
      name: node.localName,
      attributes,
      children: convert(
        node instanceof HTMLTemplateElement ? node.content.childNodes : node.childNodes,
      ),
    };
    out.push(element);
  });
  return out;
}

export function parseHtml(html: string): HtmlNode[] {
  const document = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html');
  return convert(document.body.childNodes);
}
