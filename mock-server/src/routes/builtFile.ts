// A file of the client's build, read again only when it changes (`npm run dev` rebuilds while the
// server runs): a stat per request, a read per build.
import fs from 'node:fs/promises';

/** `read(text)` of the file as it is now, or undefined while the file does not exist. */
export function builtFile<T>(
  file: string,
  read: (text: string) => T,
): () => Promise<T | undefined> {
  let known: { modified: number; value: T } | undefined;
  return async () => {
    const modified = await fs.stat(file).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (modified === undefined) return undefined;
    if (known?.modified !== modified) {
      known = { modified, value: read(await fs.readFile(file, 'utf8')) };
    }
    return known.value;
  };
}
