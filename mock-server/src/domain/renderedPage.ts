// Puts a server-rendered page into the built index.html: its head elements in place of the
// template's <title>, its chunk's styles and script hints, its markup in the root element and the
// state the client hydrates with right after it.
import {
  PAGE_SCRIPTS_ELEMENT_ID,
  SERVER_STATE_ELEMENT_ID,
  type RenderedPage,
} from '../../../contracts/serverRender';
import { attributeText, inlineScriptJson } from '../../../contracts/htmlText';

const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
/** The template's "turn JavaScript on" line: a drawn page reads, and posts its forms, without. */
const NO_SCRIPT = /<noscript>[\s\S]*?<\/noscript>/g;
const EMPTY_ROOT = '<div id="root"></div>';

/** The chunks' stylesheets, which apply before the first paint. */
export function chunkTags(files: readonly string[]): string {
  return [...new Set(files)]
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" href="${attributeText(file)}">`)
    .join('');
}

/**
 * The page's own scripts, for the browser to fetch once the page is painted (client/index.tsx):
 * no preload hint, which would take bandwidth from the page's images and fonts before it.
 */
export function pageScriptsTag(files: readonly string[]): string {
  const scripts = [...new Set(files)].filter((file) => file.endsWith('.js'));
  return `<script id="${PAGE_SCRIPTS_ELEMENT_ID}" type="application/json">${inlineScriptJson(scripts)}</script>`;
}

export function withRenderedPage(
  html: string,
  page: RenderedPage,
  chunkFiles: readonly string[],
  pageScripts: readonly string[] = [],
): string {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.indexOf(EMPTY_ROOT);
  if (headEnd < 0 || bodyStart < 0) return html;
  const head =
    html.slice(0, headEnd).replace(TEMPLATE_TITLE, '') + page.head + chunkTags(chunkFiles);
  const state = `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${inlineScriptJson(page.state)}</script>`;
  // Slices and joins, not String.replace: a "$&" in the markup must stay literal.
  return (
    head +
    html.slice(headEnd, bodyStart).replace(NO_SCRIPT, '') +
    `<div id="root">${page.markup}</div>${state}${pageScriptsTag(pageScripts)}` +
    html.slice(bodyStart + EMPTY_ROOT.length)
  );
}
