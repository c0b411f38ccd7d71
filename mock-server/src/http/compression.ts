// On-the-fly compression of every route's answer (pages, the REST and Store APIs, the sitemaps), as
// a WordPress host's web server does it.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * On-the-fly compression of every route's answer (pages, the REST and Store APIs, the sitemaps),
 * as a WordPress host's web server does it. @fastify/compress negotiates Accept-Encoding (q=0
 * refuses an encoding), adds `Vary: Accept-Encoding`, sets the compressed `Content-Length`, and
 * leaves alone an answer that already has a Content-Encoding: the precompressed build assets
 * (routes/shell.ts), the swatches route's cached bodies (routes/storeSwatches.ts) and the answers
 * compressed whole below.
 */
export const onTheFlyCompression: FastifyCompressOptions = {
  // Below about 1 KB the headers and the CPU cost more than the bytes saved.
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: {
    // Quality 1: every page a visitor gets and every uncached answer is compressed on each request.
    // Quality 2 and above set up far larger state per answer: at 10,000 products (issue 28) a
    // product page at quality 4 let the server answer 140–280 pages a second on this machine,
    // at quality 1 800–1,370 (quality 2 and 3 like 4), for 13–17% more bytes (a product page
    // 13.9 KB instead of 12.3, a listing of 24 products 10.7 instead of 9.1). Files compressed
    // once and kept (the sitemaps, the build's assets) use higher settings of their own.
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
  },
  zlibOptions: { level: 6 },
  // Only answers: request bodies stay as the routes' own parsers expect them.
  globalDecompression: false,
};

export type Coding = 'br' | 'gzip';
const CODINGS: Coding[] = ['br', 'gzip'];
export const COMPRESSION_THRESHOLD = onTheFlyCompression.threshold ?? 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One call on the whole body, in libuv's thread pool, with the settings above. */
export function compressWhole(coding: Coding, body: Buffer): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, onTheFlyCompression.brotliOptions)
    : gzip(body, onTheFlyCompression.zlibOptions);
}

// The types whose answers are compressed whole here; any other keeps the plugin's own rules.
const WHOLE_TYPES = /^(application\/(json|xml)|text\/(html|xml|plain))(;|$)/;

/** The coding the plugin would pick for this request (`*` and x-gzip read as gzip), if any. */
export function acceptedCoding(request: FastifyRequest): Coding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  const coding = negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), CODINGS);
  return coding === 'br' || coding === 'gzip' ? coding : undefined;
}

/** `Vary` as the plugin writes it: accept-encoding added to what is there. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const values = (Array.isArray(vary) ? vary : [vary]).map(String);
  if (!values.some((value) => value.includes('accept-encoding'))) {
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
  }
}

// Answers a route keeps between requests (routes/storeProducts.ts's category list), each with its
// compressed copies once a client asked for that coding.
const keptCodings = new WeakMap<Buffer, Map<Coding, Promise<Buffer>>>();

/**
 * Marks bytes a route keeps and sends again until what they show changes: the hook below then
 * compresses them once per coding and sends the kept copy after that, so an answer the route
 * found kept costs no serialising and no compression.
 */
export function keptAnswer(bytes: Buffer): Buffer {
  if (!keptCodings.has(bytes)) keptCodings.set(bytes, new Map());
  return bytes;
}

/** The answer in `coding`: a kept answer's copy when made before, else compressed now. */
function compressedCopy(coding: Coding, body: Buffer): Promise<Buffer> {
  const kept = keptCodings.get(body);
  const known = kept?.get(coding);
  if (known) return known;
  // The on-the-fly settings even for a kept answer: which answers are kept is the caller's to
  // choose (a category list per query), so each must cost no more to compress than any answer.
  const compressed = compressWhole(coding, body);
  if (kept) {
    kept.set(coding, compressed);
    compressed.catch(() => kept.delete(coding));
  }
  return compressed;
}

/**
 * An answer already whole in memory (JSON, HTML, XML, text) is compressed in one call off the
 * event loop, with the plugin's settings, negotiation and headers. The plugin would push it
 * through a zlib stream on the event loop (as it does above its sync threshold, 8 KB on two
 * cores), which cost a 34 KB search answer about 0.7 ms of the server's thread. Registered after
 * every hook that changes an answer (`_fields`, OPTIONS), before the routes.
 */
export function installWholeAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (
      reply.hasHeader('content-encoding') ||
      reply.hasHeader('content-range') ||
      reply.statusCode === 206 ||
      request.headers['x-no-compression'] !== undefined
    ) {
      return payload;
    }
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !WHOLE_TYPES.test(type)) return payload;
    // Sent as bytes even when not compressed (the page renderer's in-process requests accept no
    // coding): Fastify would measure the string's UTF-8 length and the socket encode it again, for
    // custom-sneaker's product (5,316 variations) about 3 ms of each render. A kept answer
    // (keptAnswer) is bytes already, and its compressed copies are kept with it.
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const coding = body.length >= COMPRESSION_THRESHOLD ? acceptedCoding(request) : undefined;
    if (coding === undefined) return body;
    const compressed = await compressedCopy(coding, body);
    varyOnEncoding(reply);
    reply.header('content-encoding', coding);
    reply.header('content-length', compressed.length);
    return compressed;
  });
}
