// On-the-fly compression of every route's answer (pages, the REST and Store APIs, the sitemaps), as
// a WordPress host's web server does it.
import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * On-the-fly compression of every route's answer (pages, the REST and Store APIs, the sitemaps),
 * as a WordPress host's web server does it. @fastify/compress negotiates Accept-Encoding (q=0
 * refuses an encoding), adds `Vary: Accept-Encoding`, sets the compressed `Content-Length`, and
 * leaves alone an answer that already has a Content-Encoding: the precompressed build assets
 * (routes/shell.ts) and the swatches route's cached bodies (routes/storeSwatches.ts).
 */
export const onTheFlyCompression: FastifyCompressOptions = {
  // Below about 1 KB the headers and the CPU cost more than the bytes saved.
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: {
    // Quality 4 is the usual on-the-fly setting: most of the gain for a fraction of the time.
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
  },
  zlibOptions: { level: 6 },
  // Only answers: request bodies stay as the routes' own parsers expect them.
  globalDecompression: false,
};
