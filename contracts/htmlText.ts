// Text put into server-made HTML: the shell's bootstrap script and resource hints, and the page
// head the client's selectors describe. Both sides write HTML by hand, so both escape the same way.

/** Text for an HTML attribute value in double quotes (or for element text). */
export function attributeText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * JSON for an inline `<script>` data block (application/json, application/ld+json). `<`, `>` and
 * `&` become \u escapes, which JSON.parse reads back unchanged, so no value can close the script
 * element or open a comment; U+2028/2029 too, for parsers that still treat them as line ends.
 */
export function inlineScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
