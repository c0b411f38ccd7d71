// Draws a captcha challenge: Persian digits as clean vector strokes in an SVG, rasterised to PNG
// by sharp. No font is needed, so it looks the same everywhere. Shoppers misread the old image
// (small, digits turned 15° and crossed by noise lines) about twice in five, so each digit now
// keeps its shape: thick strokes, a slight tilt and shift only, and the only "noise" is a pale
// dotted background drawn underneath that never hides a stroke.
import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/** Stroke paths of ۰–۹ in a 12×18 box (y grows downwards), shaped as printed Persian digits. */
const DIGIT_PATHS: readonly string[] = [
  'M6 9.2 L8 11.4 L6 13.6 L4 11.4 Z', // ۰ a filled diamond, low in the box as in print
  'M4.6 3.2 Q6.2 3 6.2 5 L6.2 16', // ۱ a stem with a small head
  'M5.2 16 L5.2 3.6 Q6 6.2 8.2 5 Q9.6 4.2 10.4 3.2', // ۲ one tooth on the right
  'M4 16 L4 3.6 Q4.8 6.2 6.6 4.6 Q7.6 6.2 9 4.6 Q10 3.6 10.8 3.2', // ۳ two teeth
  'M8.8 3.4 Q5 2.6 5.2 5.2 Q5.4 7.2 8.6 7.2 Q3.4 7.4 3.6 10.4 Q4 12.6 8.6 11.8 L8.6 16', // ۴ two bowls, then a stem
  'M6 3.6 C1.4 8.6 2.2 15 6 15 C9.8 15 10.6 8.6 6 3.6 Z', // ۵ a closed drop
  'M3.2 3.4 Q5.8 6 8.6 3.8 L8.6 16', // ۶ a head on the left, stem on the right
  'M2.8 3.2 L6 16 L9.2 3.2', // ۷ an open V
  'M2.8 16 L6 3.2 L9.2 16', // ۸ an upside-down V
  'M8.2 16 L8.2 6.6 M8.2 6.6 C8.2 2.4 3.4 2.4 3.6 5.8 C3.8 8.6 8.2 8.8 8.2 6.6', // ۹ loop and stem
];

export interface CaptchaImageSize {
  width: number;
  height: number;
}

/**
 * Shown at 180×60 CSS pixels (two and a half times CF7's 72×24, the same 3:1 shape), drawn at
 * twice that so it stays sharp on dense phone screens.
 */
export const CAPTCHA_IMAGE_SIZE: CaptchaImageSize = { width: 360, height: 120 };

const INK = '#1d3557';
const PAPER = '#f8fbf6';
const SPECKLE = '#d5dde6';

/** Pale dots under the digits: enough texture that the image is not a clean glyph sheet. */
function speckles(size: CaptchaImageSize): string {
  return Array.from({ length: 40 }, () => {
    const x = randomInt(0, size.width);
    const y = randomInt(0, size.height);
    const r = randomInt(2, 5);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${SPECKLE}"/>`;
  }).join('');
}

export function captchaSvg(digits: string, size: CaptchaImageSize = CAPTCHA_IMAGE_SIZE): string {
  const glyphs = [...digits];
  const cell = size.width / glyphs.length;
  const scale = (size.height * 0.72) / 18;
  // Persian numbers read left to right, like Latin ones.
  const drawn = glyphs
    .map((digit, index) => {
      const path = DIGIT_PATHS[Number(digit)] ?? '';
      const x = cell * (index + 0.5) - 6 * scale + randomInt(-4, 5);
      const y = size.height * 0.14 + randomInt(-4, 5);
      const angle = randomInt(-6, 7);
      const fill = digit === '0' ? INK : 'none';
      return `<path d="${path}" transform="translate(${x.toFixed(1)} ${y}) scale(${scale.toFixed(3)}) rotate(${angle} 6 9)" fill="${fill}" stroke="${INK}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}"><rect width="100%" height="100%" fill="${PAPER}"/>${speckles(size)}${drawn}</svg>`;
}

export function renderCaptchaPng(digits: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(digits)))
    .png()
    .toBuffer();
}
