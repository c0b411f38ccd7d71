// Puts a server-rendered page into the built index.html: its head elements in place of the
// template's <title>, its chunk's styles and script hints, its markup in the root element and the
// state the client hydrates with right after it.
import { SERVER_STATE_ELEMENT_ID, type RenderedPage } from '../../../contracts/serverRender';
import { attributeText, inlineScriptJson } from '../../../contracts/htmlText';

const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const EMPTY_ROOT = '<div id="root"></div>';

/** Stylesheets apply before the first paint; the script downloads beside the main one. */
export function chunkTags(files: readonly string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" href="${attributeText(file)}">`
        : `<link rel="preload" as="script" href="${attributeText(file)}">`,
    )
    .join('');
}

export function withRenderedPage(
  html: string,
  page: RenderedPage,
  chunkFiles: readonly string[],
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
    html.slice(headEnd, bodyStart) +
    `<div id="root">${page.markup}</div>${state}` +
    html.slice(bodyStart + EMPTY_ROOT.length)
  );
}
