// Catalogue pictures as WordPress uploads: their file names in WooCommerce's sizes, their
// addresses and srcset, and the image objects of the Store API and classic variations.
import type { ClassicVariationImage, StoreImage } from '../../../../contracts/store';
import type { ImageRecord } from '../../storage/catalogRecords';
import { ART_SIZE } from './productArt';

/** Where catalogue pictures are served; they look like any WordPress upload. */
export const CATALOG_IMAGES_PATH = '/wp-content/uploads/catalog/';

/** WooCommerce's image sizes for the shop: single (full), thumbnail, gallery thumbnail. */
export const IMAGE_SIZES = { full: ART_SIZE, thumbnail: 300, gallery: 100 } as const;
const SIZE_LIST = [IMAGE_SIZES.full, IMAGE_SIZES.thumbnail, IMAGE_SIZES.gallery] as const;

/** "sneaker-navy" at 300 -> "sneaker-navy-300x300.webp"; the full size has no suffix. */
export function imageFileName(fileKey: string, size: number): string {
  return size === IMAGE_SIZES.full ? `${fileKey}.webp` : `${fileKey}-${size}x${size}.webp`;
}

/** The reverse: which image and size a requested file name is, or undefined for no such file. */
export function parseImageFileName(name: string): { fileKey: string; size: number } | undefined {
  const match = /^([a-z0-9-]+?)(?:-(\d+)x(\d+))?\.webp$/.exec(name);
  if (!match?.[1]) return undefined;
  if (match[2] === undefined) return { fileKey: match[1], size: IMAGE_SIZES.full };
  const size = Number(match[2]);
  if (match[2] !== match[3] || !SIZE_LIST.some((known) => known === size)) return undefined;
  if (size === IMAGE_SIZES.full) return undefined;
  return { fileKey: match[1], size };
}

function url(origin: string, fileKey: string, size: number): string {
  return `${origin}${CATALOG_IMAGES_PATH}${imageFileName(fileKey, size)}`;
}

function srcset(origin: string, fileKey: string): string {
  return SIZE_LIST.map((size) => `${url(origin, fileKey, size)} ${size}w`).join(', ');
}

export function toStoreImage(image: ImageRecord, origin: string): StoreImage {
  return {
    id: image.id,
    src: url(origin, image.fileKey, IMAGE_SIZES.full),
    thumbnail: url(origin, image.fileKey, IMAGE_SIZES.thumbnail),
    srcset: srcset(origin, image.fileKey),
    sizes: `(max-width: ${IMAGE_SIZES.full}px) 100vw, ${IMAGE_SIZES.full}px`,
    name: imageFileName(image.fileKey, IMAGE_SIZES.full),
    alt: image.alt,
  };
}

/** The image object of a classic variation (wc_get_product_attachment_props). */
export function toClassicImage(image: ImageRecord, origin: string): ClassicVariationImage {
  const full = url(origin, image.fileKey, IMAGE_SIZES.full);
  return {
    title: image.alt,
    caption: '',
    url: full,
    alt: image.alt,
    src: full,
    srcset: srcset(origin, image.fileKey),
    sizes: `(max-width: ${IMAGE_SIZES.full}px) 100vw, ${IMAGE_SIZES.full}px`,
    full_src: full,
    full_src_w: IMAGE_SIZES.full,
    full_src_h: IMAGE_SIZES.full,
    gallery_thumbnail_src: url(origin, image.fileKey, IMAGE_SIZES.gallery),
    gallery_thumbnail_src_w: IMAGE_SIZES.gallery,
    gallery_thumbnail_src_h: IMAGE_SIZES.gallery,
    thumb_src: url(origin, image.fileKey, IMAGE_SIZES.thumbnail),
    thumb_src_w: IMAGE_SIZES.thumbnail,
    thumb_src_h: IMAGE_SIZES.thumbnail,
    src_w: IMAGE_SIZES.full,
    src_h: IMAGE_SIZES.full,
  };
}
