import type { BootstrapConfig } from '../../../contracts/bootstrap';
import { BOOTSTRAP_ELEMENT_ID } from '../../../contracts/bootstrap';

export const BOOTSTRAP_PLACEHOLDER = '<!--shop-bootstrap-->';

/**
 * The config as an inline JSON data block. `<`, `>` and `&` are escaped so no value (a site
 * name, say) can close the script element or open a comment.
 */
export function bootstrapScript(config: BootstrapConfig): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** Puts the config where the placeholder is (or, failing that, at the end of <head>). */
export function renderShellPage(html: string, config: BootstrapConfig): string {
  const script = bootstrapScript(config);
  // split/join, not String.replace: a "$&" in the JSON must stay literal.
  if (html.includes(BOOTSTRAP_PLACEHOLDER)) return html.split(BOOTSTRAP_PLACEHOLDER).join(script);
  const headEnd = html.indexOf('</head>');
  return headEnd >= 0
    ? `${html.slice(0, headEnd)}${script}${html.slice(headEnd)}`
    : `${script}${html}`;
}
