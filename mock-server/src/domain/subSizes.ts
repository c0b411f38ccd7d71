// WordPress's registered image sizes and its rule for which of them an upload gets:
// a size is made only when it comes out smaller than the original (never upscaled).

export interface SizeRule {
  name: string;
  /** 0 means no limit on that side. */
  width: number;
  height: number;
  crop: boolean;
}

export interface PlannedSize {
  name: string;
  width: number;
  height: number;
  crop: boolean;
}

export const IMAGE_SIZES: readonly SizeRule[] = [
  { name: 'thumbnail', width: 150, height: 150, crop: true },
  { name: 'medium', width: 300, height: 300, crop: false },
  { name: 'medium_large', width: 768, height: 0, crop: false },
  { name: 'large', width: 1024, height: 1024, crop: false },
];

/** Scale to fit inside the limits keeping the aspect ratio (wp_constrain_dimensions). */
function fitInside(width: number, height: number, maxWidth: number, maxHeight: number) {
  const ratios: number[] = [];
  if (maxWidth > 0 && maxWidth < width) ratios.push(maxWidth / width);
  if (maxHeight > 0 && maxHeight < height) ratios.push(maxHeight / height);
  if (ratios.length === 0) return { width, height };
  const ratio = Math.min(...ratios);
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  };
}

export function planSubSizes(
  width: number,
  height: number,
  rules: readonly SizeRule[] = IMAGE_SIZES,
): PlannedSize[] {
  const planned: PlannedSize[] = [];
  for (const rule of rules) {
    const size = rule.crop
      ? {
          width: rule.width > 0 ? Math.min(rule.width, width) : width,
          height: rule.height > 0 ? Math.min(rule.height, height) : height,
        }
      : fitInside(width, height, rule.width, rule.height);
    if (size.width >= width && size.height >= height) continue;
    planned.push({ name: rule.name, width: size.width, height: size.height, crop: rule.crop });
  }
  return planned;
}

/** WordPress names a sub-size after its dimensions: photo-150x150.jpg. */
export function subSizeFileName(baseName: string, extension: string, size: PlannedSize): string {
  return `${baseName}-${size.width}x${size.height}.${extension}`;
}
