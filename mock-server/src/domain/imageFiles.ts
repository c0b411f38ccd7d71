// Reading and resizing uploaded images (sharp): only real JPEG, PNG, WebP and GIF, no larger than
// the shop decodes, one decode at a time so that uploads cannot swell the server's memory.
import sharp from 'sharp';
import { createBoundedQueue } from './boundedQueue';
import type { PlannedSize } from './subSizes';

// Memory: every sharp pipeline running on libuv's threads decodes its whole image and each thread
// grows its own glibc arena, which is never handed back; a burst of uploads ratcheted the server
// up by hundreds of MiB for good. So decoding runs one image at a time (below), libvips keeps no
// operation cache, and libvips uses one thread per image (sharp's own default on glibc, made
// explicit). Set here because every route that decodes an upload loads this module.
sharp.cache(false);
sharp.concurrency(1);

/**
 * The largest image the shop decodes. Its sub-sizes need at most 1024 px and WordPress scales
 * originals down to 2560 px anyway; 40 megapixels still takes a 12 MP or a 36 MP camera photo
 * as it comes, and bounds one decode to about 160 MB (RGBA). See docs/decisions.md.
 */
export const IMAGE_LIMITS = { maxPixels: 40_000_000, maxSide: 10_000 } as const;

/** Sub-size work, one image operation at a time; a burst beyond the line is refused. */
const imageWork = createBoundedQueue({ concurrency: 1, maxWaiting: 256 });

export interface ImageKind {
  mimeType: string;
  extension: string;
}

// Only these are accepted, whatever the file name or the Content-Type claims.
const ACCEPTED: Record<string, ImageKind> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
  gif: { mimeType: 'image/gif', extension: 'gif' },
};

export interface SniffedImage extends ImageKind {
  width: number;
  height: number;
}

/** Looks at the bytes themselves; undefined for anything that is not an accepted image. */
export async function sniffImage(bytes: Buffer): Promise<SniffedImage | undefined> {
  try {
    // Only the header is read here, never the pixels, so no pixel limit is needed yet: a bomb's
    // declared size must come back, to be refused by tooLargeToProcess with its own message.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    const kind = ACCEPTED[metadata.format];
    if (!kind || !metadata.width || !metadata.height) return undefined;
    return { ...kind, width: metadata.width, height: metadata.height };
  } catch {
    return undefined;
  }
}

/** True when decoding the image would cost more than the shop allows (IMAGE_LIMITS). */
export function tooLargeToProcess(image: { width: number; height: number }): boolean {
  return (
    image.width > IMAGE_LIMITS.maxSide ||
    image.height > IMAGE_LIMITS.maxSide ||
    image.width * image.height > IMAGE_LIMITS.maxPixels
  );
}

/** Writes one sub-size next to the original; the target's extension picks the format. */
export function writeSubSize(
  sourcePath: string,
  targetPath: string,
  size: PlannedSize,
): Promise<{ width: number; height: number; filesize: number }> {
  return imageWork.run(async () => {
    // The limit again at decode time: a file swapped on disk cannot bring a bomb back in.
    const info = await sharp(sourcePath, { limitInputPixels: IMAGE_LIMITS.maxPixels })
      .resize(size.width, size.height, {
        fit: size.crop ? 'cover' : 'inside',
        withoutEnlargement: true,
      })
      .toFile(targetPath);
    return { width: info.width, height: info.height, filesize: info.size };
  });
}
