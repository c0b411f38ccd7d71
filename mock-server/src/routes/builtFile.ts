// A file of the client's build, read again only when it changes (`npm run dev` rebuilds while the
// server runs): a stat per request, a read per build.
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';

/** `read(text)` of the file as it is now, or undefined while the file does not exist. */
export function builtFile<T>(
  file: string,
  read: (text: string) => T,
): () => Promise<T | undefined> {
  let known: { modified: number; value: T } | undefined;
  return async () => {
    // Synchronous: a local file's stat takes microseconds, while the asynchronous one is a trip
    // through libuv's thread pool and back, which on a busy machine cost each page view about
    // 0.5 ms of the server's thread (issue 28, the product page at 10,000 products).
    let modified: number;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (known?.modified !== modified) {
      known = { modified, value: read(await fs.readFile(file, 'utf8')) };
    }
    return known.value;
  };
}
