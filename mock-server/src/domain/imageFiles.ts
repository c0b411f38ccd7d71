import sharp from 'sharp';
import type { PlannedSize } from './subSizes';

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
    const metadata = await sharp(bytes).metadata();
    const kind = ACCEPTED[metadata.format];
    if (!kind || !metadata.width || !metadata.height) return undefined;
    return { ...kind, width: metadata.width, height: metadata.height };
  } catch {
    return undefined;
  }
}

/** Writes one sub-size next to the original; the target's extension picks the format. */
export async function writeSubSize(
  sourcePath: string,
  targetPath: string,
  size: PlannedSize,
): Promise<{ width: number; height: number; filesize: number }> {
  const info = await sharp(sourcePath)
    .resize(size.width, size.height, {
      fit: size.crop ? 'cover' : 'inside',
      withoutEnlargement: true,
    })
    .toFile(targetPath);
  return { width: info.width, height: info.height, filesize: info.size };
}
