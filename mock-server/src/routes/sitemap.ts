// WordPress's crawler files: /wp-sitemap.xml (core sitemaps) and the virtual /robots.txt that
// names it. Every URL in them starts with the configured site URL, never the Host header.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseSitemapName, sitemapPath, type Sitemaps } from '../domain/sitemap/sitemaps';
import { SHELL_PATHS } from './shell';
import { robotsSchema, sitemapIndexSchema, sitemapSchema } from './schemas/sitemap';
import { sitemapIndexXml, urlSetXml } from './sitemapXml';
import { acceptedEncoding, compress, markEncoded, type Encoding } from './storeCompression';
import type { RouteRequest } from './schemas/requestTypes';

export const SITEMAP_INDEX_PATH = '/wp-sitemap.xml';

/** Whether the storefront answers this path ("/contact") with a page of its own. */
export function isStorefrontPage(path: string): boolean {
  return (SHELL_PATHS as readonly string[]).includes(path);
}

/** WordPress's sitemap headers: XML, and the sitemap itself is not a search result. */
function sendXml(reply: FastifyReply, xml: string | Buffer): FastifyReply {
  return reply
    .type('application/xml; charset=UTF-8')
    .header('x-robots-tag', 'noindex, follow')
    .send(xml);
}

/** A kept sitemap file: its bytes, and each encoding of them once a client asked for it. */
interface WrittenFile {
  origin: string;
  bytes: Buffer;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** do_robots() with the sitemaps' line: what WordPress serves when no robots.txt file exists. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /wp-admin/',
    'Allow: /wp-admin/admin-ajax.php',
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

export function registerSitemapRoutes(app: FastifyInstance, sitemaps: Sitemaps): void {
  // The domain hands back the same entries while the files are kept, so their XML is kept with
  // them (a product file is 2,000 URLs to write out) and goes when they do: as bytes, and
  // compressed once per encoding, so a request for a kept file only sends (200 KB of XML cost
  // more to encode and compress on every request than the whole request at the demo's size).
  const written = new WeakMap<object, WrittenFile>();
  const fileOf = (entries: object, origin: string, write: () => string) => {
    const known = written.get(entries);
    if (known?.origin === origin) return known;
    const file = { origin, bytes: Buffer.from(write()), encoded: new Map() };
    written.set(entries, file);
    return file;
  };

  app.get(SITEMAP_INDEX_PATH, { schema: sitemapIndexSchema }, (_request, reply) => {
    const origin = app.siteOrigin();
    return sendXml(
      reply,
      sitemapIndexXml(sitemaps.index().map((ref) => origin + sitemapPath(ref))),
    );
  });

  app.get<RouteRequest<typeof sitemapSchema>>(
    '/wp-sitemap-:name',
    { schema: sitemapSchema },
    async (request, reply) => {
      const ref = parseSitemapName(request.params.name);
      const entries = ref && sitemaps.entries(ref);
      // As WordPress: an unknown sitemap, or a page past the last, is the site's 404.
      if (!entries) return reply.callNotFound();
      const origin = app.siteOrigin();
      const file = fileOf(entries, origin, () =>
        urlSetXml(entries.map((entry) => ({ loc: origin + entry.path, lastmod: entry.lastmod }))),
      );
      const encoding = acceptedEncoding(request);
      if (!encoding) return sendXml(reply, file.bytes);
      let encoded = file.encoded.get(encoding);
      if (!encoded) {
        encoded = compress(file.bytes, encoding, 'small');
        file.encoded.set(encoding, encoded);
      }
      const body = await encoded;
      markEncoded(reply, encoding);
      return sendXml(reply, body);
    },
  );

  app.get('/robots.txt', { schema: robotsSchema }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(app.siteOrigin())),
  );
}
