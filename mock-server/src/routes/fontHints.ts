// The shop's Persian text faces, announced in <head> so they arrive with the page: text drawn
// before they load is drawn again when they do, moving whatever sits below it (Lighthouse's CLS
// on the home page came from exactly that once its data no longer waited for a request).
import fs from 'node:fs/promises';
import path from 'node:path';

/** Vazirmatn's Arabic-script subsets in the weights the shop uses; Latin can swap unnoticed. */
const PERSIAN_FACE = /^vazirmatn-arabic-(400|700)-normal\.[0-9a-f]+\.woff2$/;

/** Preload links for the built client's Persian faces, read again whenever index.html changes. */
export function createFontHints(clientDist: string): (indexHtml: string) => Promise<string> {
  let known = { indexHtml: '', hints: '' };
  return async (indexHtml) => {
    if (known.indexHtml === indexHtml) return known.hints;
    const files = await fs.readdir(path.join(clientDist, 'assets')).catch(() => [] as string[]);
    const hints = files
      .filter((file) => PERSIAN_FACE.test(file))
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
