// Compression the swatches route does itself, so that a product's large variations answer is
// compressed once and kept, not again on every request.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The swatches route keeps its compressed answers between requests (a product with thousands of
// variations is megabytes of JSON that compresses fifty-fold), so it compresses them itself;
// every other answer is compressed on the fly by http/compression.ts, which leaves these alone.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q=0 refuses one), or undefined for none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/**
 * How hard a sitemap file is compressed: once per change of the files, which are as many as the
 * site has (no caller can ask for more), while its bytes go out on every request. Brotli 10
 * makes a 2,000-URL product file 18 KB instead of quality 4's 25 KB, in some 90 ms of the thread
 * pool (11: 17 KB in 290 ms).
 */
const KEPT_BROTLI_QUALITY = 10;
const KEPT_GZIP_LEVEL = 9;

/**
 * `small`: a small answer kept between requests whose count no caller chooses (a sitemap file),
 * compressed harder; a swatches answer of megabytes keeps the on-the-fly settings, which take a
 * fraction of the time.
 */
export function compress(
  body: Buffer | string,
  encoding: Encoding,
  effort: 'fast' | 'small' = 'fast',
): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          // Quality 4 is the usual on-the-fly setting: most of the gain for a fraction of the time.
          [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'small' ? KEPT_BROTLI_QUALITY : 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzip(body, { level: effort === 'small' ? KEPT_GZIP_LEVEL : 6 });
}

export function markEncoded(reply: FastifyReply, encoding: Encoding): void {
  reply.header('content-encoding', encoding);
  reply.header('vary', 'Accept-Encoding');
  reply.removeHeader('content-length');
}
