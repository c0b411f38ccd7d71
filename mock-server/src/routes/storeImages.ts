// The catalogue's pictures under /wp-content/uploads/catalog/, drawn in WooCommerce's sizes on
// their first request and kept on disk after that.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  CATALOG_IMAGES_PATH,
  IMAGE_SIZES,
  imageFileName,
  parseImageFileName,
} from '../domain/catalog/imageView';
import { productArtSvg } from '../domain/catalog/productArt';
import { messages } from '../http/messages';
import { refused } from '../http/refusals';
import { catalogImageRouteSchema } from './schemas/pages';
import type { CatalogRepository } from '../storage/catalogRepository';
import type { RouteRequest } from './schemas/requestTypes';

/**
 * Catalogue pictures, drawn on first request and kept under the uploads folder, so a restart
 * serves them from disk. Concurrent first requests for one file share one drawing.
 */
export function registerStoreImageRoutes(
  app: FastifyInstance,
  catalog: CatalogRepository,
  uploadsDir: string,
): void {
  const folder = path.join(uploadsDir, 'catalog');
  const drawing = new Map<string, Promise<Buffer>>();

  async function draw(fileKey: string, size: number): Promise<Buffer | undefined> {
    const image = catalog.findImageByKey(fileKey);
    if (!image) return undefined;
    const svg = Buffer.from(productArtSvg(image));
    const rendered = sharp(svg, { density: 72 });
    const sized = size === IMAGE_SIZES.full ? rendered : rendered.resize(size, size);
    return sized.webp({ quality: 82 }).toBuffer();
  }

  async function fileFor(fileKey: string, size: number): Promise<Buffer | undefined> {
    const name = imageFileName(fileKey, size);
    const file = path.join(folder, name);
    try {
      return await fs.promises.readFile(file);
    } catch {
      // Not drawn yet: draw it below.
    }
    let pending = drawing.get(name);
    if (!pending) {
      pending = draw(fileKey, size).then(async (bytes) => {
        if (!bytes) throw new Error('no such image');
        await fs.promises.mkdir(folder, { recursive: true });
        // Write beside and rename, so a half-written file is never served.
        const temporary = `${file}.${process.pid}.tmp`;
        await fs.promises.writeFile(temporary, bytes);
        await fs.promises.rename(temporary, file);
        return bytes;
      });
      drawing.set(name, pending);
      pending.finally(() => drawing.delete(name)).catch(() => undefined);
    }
    try {
      return await pending;
    } catch {
      return undefined;
    }
  }

  app.get<RouteRequest<typeof catalogImageRouteSchema>>(
    `${CATALOG_IMAGES_PATH}:file`,
    { schema: catalogImageRouteSchema },
    async (request, reply) => {
      const wanted = parseImageFileName(request.params.file);
      const bytes = wanted ? await fileFor(wanted.fileKey, wanted.size) : undefined;
      if (!bytes)
        throw refused({ kind: 'notFound', code: 'rest_no_route', message: messages.noRoute });
      return reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(bytes);
    },
  );
}
