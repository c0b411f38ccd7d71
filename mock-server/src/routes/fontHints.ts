// The shop's text faces, announced in <head> so they arrive with the page: text drawn before they
// load is drawn again when they do, moving whatever sits below it (Lighthouse's CLS on the home
// page came from exactly that once its data no longer waited for a request). The Latin subsets
// too: every page has characters only they carry, so the browser fetched them anyway, but only
// once the first layout met such a character; that layout then resolved the local metric fallback
// for each size and weight (a font-service round trip each in Chromium on Linux) and every page
// was laid out and shaped a second time when they arrived (docs/decisions.md, "The first layout").
import fs from 'node:fs/promises';
import path from 'node:path';

/** Vazirmatn's Arabic-script and Latin subsets in the weights the shop uses. */
const SHOP_FACE = /^vazirmatn-(arabic|latin)-(400|700)-normal\.[0-9a-f]+\.woff2$/;

/**
 * Preload links for the built client's faces, Arabic first (the Persian text waits for them),
 * read again whenever index.html changes.
 */
export function createFontHints(clientDist: string): (indexHtml: string) => Promise<string> {
  let known = { indexHtml: '', hints: '' };
  return async (indexHtml) => {
    if (known.indexHtml === indexHtml) return known.hints;
    const files = await fs.readdir(path.join(clientDist, 'assets')).catch(() => [] as string[]);
    const hints = files
      .filter((file) => SHOP_FACE.test(file))
      .sort()
      .map(
        (file) =>
          `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin>`,
      )
      .join('');
    known = { indexHtml, hints };
    return hints;
  };
}
