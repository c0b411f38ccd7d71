// The files of each page's chunk (dist/page-chunks.json, written by webpack/pageChunks.ts), read
// again when the build changes it (`npm run dev` rebuilds while the server runs).
import path from 'node:path';
import { builtFile } from './builtFile';

export type PageChunkFiles = Record<string, string[]>;

/** The app's own chunk group (START_CHUNK in webpack/pageChunks.ts), loaded on every page. */
export const START_CHUNK_GROUP = 'start';

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
  const chunks = builtFile(path.join(clientDist, 'page-chunks.json'), (text): PageChunkFiles => {
    const parsed: unknown = JSON.parse(text);
    return isChunkFiles(parsed) ? parsed : {};
  });
  return async () => (await chunks()) ?? {};
}
