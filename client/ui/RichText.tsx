// Rendered HTML from the site (posts, pages, product descriptions) drawn as React elements from
// a small allow-list, never injected as HTML.
import { Fragment, useMemo, type ReactNode } from 'react';
import { isSafeHref, parseFragment } from './html';

// Post content from the site is rebuilt as React elements from a small allow-list instead of being
// injected with dangerouslySetInnerHTML: nothing outside the list can reach the page, by construction.
const ALLOWED = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
]);

// Elements whose content is not reading matter (or is active content) are dropped whole;
// any other unknown element is unwrapped so its text survives.
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'head',
  'title',
]);

type AllowedTag =
  'p' | 'h2' | 'h3' | 'h4' | 'ul' | 'ol' | 'li' | 'strong' | 'em' | 'a' | 'blockquote';

function isAllowed(tag: string): tag is AllowedTag {
  return ALLOWED.has(tag);
}

function convertChildren(node: Node): ReactNode[] {
  const out: ReactNode[] = [];
  node.childNodes.forEach((child, index) => {
    const converted = convert(child, index);
    if (converted !== null) out.push(converted);
  });
  return out;
}

// Node types by number: the server's parsed documents come from another DOM implementation,
// whose nodes are not instances of the browser's Node and Element.
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function convert(child: Node, key: number): ReactNode {
  if (child.nodeType === TEXT_NODE) return child.textContent;
  if (child.nodeType !== ELEMENT_NODE) return null;
  const node = child as Element;
  const tag = node.localName;
  if (DROPPED.has(tag)) return null;
  const children = convertChildren(node);
  if (!isAllowed(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'a') {
    const href = node.getAttribute('href');
    if (href === null || !isSafeHref(href)) return <Fragment key={key}>{children}</Fragment>;
    return (
      <a key={key} href={href.trim()}>
        {children}
      </a>
    );
  }
  const Tag = tag;
  return <Tag key={key}>{children}</Tag>;
}

/** Rebuilds rendered HTML as React nodes, keeping only the allow-listed tags (and a[href]). */
export function htmlToReact(html: string): ReactNode[] {
  return convertChildren(parseFragment(html));
}

interface RichTextProps {
  html: string;
  className?: string;
}

export function RichText({ html, className }: RichTextProps) {
  const nodes = useMemo(() => htmlToReact(html), [html]);
  return <div className={className}>{nodes}</div>;
}
