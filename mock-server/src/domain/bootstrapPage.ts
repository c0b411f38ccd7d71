// Puts the bootstrap configuration into the page the server sends (an escaped JSON block in
// <head>), so the app starts without asking for it.
import type { BootstrapConfig } from '../../../contracts/bootstrap';
import { BOOTSTRAP_ELEMENT_ID } from '../../../contracts/bootstrap';
import { attributeText, inlineScriptJson } from '../../../contracts/htmlText';

export const BOOTSTRAP_PLACEHOLDER = '<!--shop-bootstrap-->';

/**
 * The config as an inline JSON data block. `<`, `>` and `&` are escaped so no value (a site
 * name, say) can close the script element or open a comment.
 */
export function bootstrapScript(config: BootstrapConfig): string {
  return `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${inlineScriptJson(config)}</script>`;
}

/** Text for an HTML attribute value in double quotes (shared with the client's page head). */
export { attributeText };

/**
 * Puts the config where the placeholder is (or, failing that, at the end of <head>), and any
 * extra head elements (resource hints) at the end of <head>.
 */
export function renderShellPage(html: string, config: BootstrapConfig, headExtras = ''): string {
  const script = bootstrapScript(config);
  const headEnd = html.indexOf('</head>');
  const withHints =
    headExtras === '' || headEnd < 0
      ? html
      : `${html.slice(0, headEnd)}${headExtras}${html.slice(headEnd)}`;
  // split/join, not String.replace: a "$&" in the JSON must stay literal.
  if (withHints.includes(BOOTSTRAP_PLACEHOLDER)) {
    return withHints.split(BOOTSTRAP_PLACEHOLDER).join(script);
  }
  const scriptAt = withHints.indexOf('</head>');
  return scriptAt >= 0
    ? `${withHints.slice(0, scriptAt)}${script}${withHints.slice(scriptAt)}`
    : `${script}${withHints}`;
}
