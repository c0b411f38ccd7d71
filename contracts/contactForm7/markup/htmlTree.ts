// The page's HTML as a small element tree: names, attributes, decoded text and children, and the
// few walks the form reader needs. Parsing is htmlParser.ts (htmlparser2) in Node and the browser's
// own parser in the browser build (client/features/contactForm/nativeHtmlParser.ts): the reader is the same code.

export interface HtmlElement {
  name: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
}
/** Text (entities decoded) or an element. */
export type HtmlNode = HtmlElement | string;

export const isElement = (node: HtmlNode | undefined): node is HtmlElement =>
  typeof node === 'object';

export function classesOf(element: HtmlElement): string[] {
  return (element.attributes.class ?? '').split(/\s+/).filter((name) => name !== '');
}

export function hasClass(element: HtmlElement, name: string): boolean {
  return classesOf(element).includes(name);
}

/** Depth-first, document order. */
export function findAll(
  nodes: readonly HtmlNode[],
  test: (element: HtmlElement) => boolean,
): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (list: readonly HtmlNode[]) => {
    for (const node of list) {
      if (!isElement(node)) continue;
      if (test(node)) found.push(node);
      visit(node.children);
    }
  };
  visit(nodes);
  return found;
}

export function findFirst(
  nodes: readonly HtmlNode[],
  test: (element: HtmlElement) => boolean,
): HtmlElement | undefined {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) return node;
    const inside = findFirst(node.children, test);
    if (inside) return inside;
  }
  return undefined;
}

/** The text of a subtree, as textContent. */
export function textOf(nodes: readonly HtmlNode[]): string {
  return nodes.map((node) => (isElement(node) ? textOf(node.children) : node)).join('');
}
