// Turns a CF7 form template into the safe node tree the client renders: a whitelist of HTML
// elements and attributes, text with entities decoded, and form-tags. Then a small wpautop: loose
// lines become paragraphs and single newlines become <br>, as WordPress renders a pasted template.
import {
  FORM_ELEMENT_ATTRIBUTES,
  FORM_ELEMENT_NAMES,
  type FormElementName,
  type FormElementNode,
  type FormNode,
} from '../../../../contracts/contactForm7/definition';
import { scanFormTags, type ParsedFormTag } from './formTags';
import { decodeEntities } from './htmlEntities';

const ELEMENTS: ReadonlySet<string> = new Set(FORM_ELEMENT_NAMES);
const ATTRIBUTES: ReadonlySet<string> = new Set(FORM_ELEMENT_ATTRIBUTES);
const VOID: ReadonlySet<string> = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr']);
/** Dropped together with everything inside them. */
const RAW_TEXT = /<(script|style|template|iframe|object|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const BLOCK: ReadonlySet<string> = new Set([
  'p',
  'div',
  'fieldset',
  'legend',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
]);
/** Containers whose loose content wpautop wraps in paragraphs. */
const PARAGRAPH_HOSTS: ReadonlySet<string> = new Set(['div', 'fieldset']);
const HTML_TOKEN =
  /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function safeHref(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  // Relative URLs only when they cannot be read as a scheme ("javascript:" etc.).
  if (/^[/#?.]/.test(trimmed) || !/^[^/?#]*:/.test(trimmed)) return trimmed;
  return undefined;
}

function readAttributes(source: string): FormElementNode['attributes'] {
  const attributes: FormElementNode['attributes'] = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!ATTRIBUTES.has(name)) continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    const kept = name === 'href' ? safeHref(value) : value;
    if (kept !== undefined) attributes[name as keyof FormElementNode['attributes']] = kept;
  }
  return attributes;
}

interface Open {
  node: FormElementNode | undefined;
  children: FormNode[];
}

function pushText(children: FormNode[], text: string): void {
  if (text === '') return;
  const last = children[children.length - 1];
  if (last?.kind === 'text') last.text += text;
  else children.push({ kind: 'text', text });
}

/** The element tree, before paragraphs. Unknown elements vanish but their content stays. */
function buildTree(template: string): { nodes: FormNode[]; tags: ParsedFormTag[] } {
  const root: Open = { node: undefined, children: [] };
  const stack: Open[] = [root];
  const tags: ParsedFormTag[] = [];
  const current = () => stack[stack.length - 1] ?? root;

  const readHtml = (html: string) => {
    let last = 0;
    for (const match of html.matchAll(HTML_TOKEN)) {
      pushText(current().children, decodeEntities(html.slice(last, match.index)));
      last = match.index + match[0].length;
      const name = match[1]?.toLowerCase();
      if (name === undefined || !ELEMENTS.has(name)) continue;
      const closing = match[0].startsWith('</');
      if (closing) {
        // Close up to the matching element; a stray closing tag closes nothing.
        let depth = stack.length - 1;
        while (depth > 0 && stack[depth]?.node?.name !== name) depth -= 1;
        if (depth > 0) stack.length = depth;
        continue;
      }
      const node: FormElementNode = {
        kind: 'element',
        name: name as FormElementName,
        attributes: readAttributes(match[2] ?? ''),
        children: [],
      };
      current().children.push(node);
      if (!VOID.has(name) && !match[0].endsWith('/>'))
        stack.push({ node, children: node.children });
    }
    pushText(current().children, decodeEntities(html.slice(last)));
  };

  for (const segment of scanFormTags(template.replace(/\r\n?/g, '\n'))) {
    if (segment.kind === 'tag') {
      tags.push(segment.tag);
      current().children.push({ kind: 'tag', tag: segment.tag });
    } else {
      readHtml(segment.text.replace(RAW_TEXT, ''));
    }
  }
  return { nodes: root.children, tags };
}

const isBlock = (node: FormNode) => node.kind === 'element' && BLOCK.has(node.name);
const isBlank = (node: FormNode) => node.kind === 'text' && node.text.trim() === '';

/** Single newlines between content become <br>; newlines at the edges become spaces. */
function breakLines(nodes: FormNode[]): FormNode[] {
  const tokens: Array<FormNode | 'newline'> = [];
  for (const node of nodes) {
    if (node.kind !== 'text') {
      if (node.kind === 'element' && !BLOCK.has(node.name))
        node.children = breakLines(node.children);
      tokens.push(node);
      continue;
    }
    node.text.split(/[ \t]*\n[ \t]*/).forEach((piece, index) => {
      if (index > 0) tokens.push('newline');
      if (piece !== '') tokens.push({ kind: 'text', text: piece });
    });
  }
  const meaningful = tokens.map((token) => token !== 'newline' && !isBlank(token));
  const out: FormNode[] = [];
  tokens.forEach((token, index) => {
    if (token !== 'newline') {
      if (token.kind === 'text') pushText(out, token.text);
      else out.push(token);
      return;
    }
    const before = meaningful.slice(0, index).some(Boolean);
    const after = meaningful.slice(index + 1).some(Boolean);
    if (before && after) out.push({ kind: 'element', name: 'br', attributes: {}, children: [] });
    else pushText(out, ' ');
  });
  return out;
}

/** wpautop, simplified: runs of inline content split at blank lines, each run in a <p>. */
function paragraphs(nodes: FormNode[]): FormNode[] {
  const out: FormNode[] = [];
  let run: FormNode[] = [];
  const flush = () => {
    if (run.some((node) => !isBlank(node))) {
      const trimmed = [...run];
      while (trimmed[0] !== undefined && isBlank(trimmed[0])) trimmed.shift();
      while (trimmed.length > 0 && isBlank(trimmed[trimmed.length - 1] as FormNode)) trimmed.pop();
      out.push({ kind: 'element', name: 'p', attributes: {}, children: breakLines(trimmed) });
    }
    run = [];
  };
  for (const node of nodes) {
    if (isBlock(node)) {
      flush();
      if (node.kind === 'element' && PARAGRAPH_HOSTS.has(node.name)) {
        node.children = paragraphs(node.children);
      } else if (node.kind === 'element') {
        node.children = breakLines(node.children);
      }
      out.push(node);
    } else if (node.kind === 'text' && /\n[ \t]*\n/.test(node.text)) {
      const [first = '', ...rest] = node.text.split(/\n[ \t]*\n/);
      pushText(run, first);
      for (const piece of rest) {
        flush();
        pushText(run, piece);
      }
    } else {
      run.push(node);
    }
  }
  flush();
  return out;
}

export interface ParsedTemplate {
  nodes: FormNode[];
  tags: ParsedFormTag[];
}

export function parseTemplate(template: string): ParsedTemplate {
  const { nodes, tags } = buildTree(template);
  return { nodes: paragraphs(nodes), tags };
}
