// The files of each page's chunk (dist/page-chunks.json, written by webpack/pageChunks.ts), read
// again when the build changes it (`npm run dev` rebuilds while the server runs).
import fs from 'node:fs/promises';
import path from 'node:path';

export type PageChunkFiles = Record<string, string[]>;

function isChunkFiles(value: unknown): value is PageChunkFiles {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (files) => Array.isArray(files) && files.every((file) => typeof file === 'string'),
    )
  );
}

export function createPageChunks(clientDist: string): () => Promise<PageChunkFiles> {
  const file = path.join(clientDist, 'page-chunks.json');
  let known: { modified: number; chunks: PageChunkFiles } = { modified: -1, chunks: {} };
  return async () => {
    const modified = await fs.stat(file).then(
      (stats) => stats.mtimeMs,
      () => 0,
    );
    if (modified === known.modified) return known.chunks;
    const parsed: unknown = modified === 0 ? {} : JSON.parse(await fs.readFile(file, 'utf8'));
    known = { modified, chunks: isChunkFiles(parsed) ? parsed : {} };
    return known.chunks;
  };
}
