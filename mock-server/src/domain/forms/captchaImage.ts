// Draws a captcha challenge: Persian digits as strokes in an SVG, each nudged and turned, with a
// few noise lines, rasterised to PNG by sharp. No font is needed, so it looks the same everywhere.
import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/** Stroke paths of ۰–۹ in a 12×18 box (y grows downwards). */
const DIGIT_PATHS: readonly string[] = [
  'M6 8 L8 10 L6 12 L4 10 Z', // ۰ a small diamond
  'M5 3 Q7 2 6.5 5 L6.5 16', // ۱
  'M5 16 L5 4 Q6 6 8 4 Q9 3 10 4', // ۲
  'M4 16 L4 4 Q5 6 6.5 4 Q7.5 6 9 4 Q10 3 11 4', // ۳
  'M8 16 L8 4 Q4 3 5 6 Q6 8 9 8 Q4 8 4 11 Q5 13 9 12', // ۴
  'M6 4 C1 9 2 15 6 15 C10 15 11 9 6 4 Z', // ۵
  'M3 4 Q6 6 8 4 L8 16', // ۶
  'M3 3 L6.5 16 L10 3', // ۷
  'M3 16 L6.5 3 L10 16', // ۸
  'M8 16 L8 6 M8 6 C8 2 3 2 3.5 5.5 C4 8 8 8 8 6', // ۹
];

export interface CaptchaImageSize {
  width: number;
  height: number;
}

/** CF7's default size is 72×24; drawn at twice that so it stays sharp on dense screens. */
export const CAPTCHA_IMAGE_SIZE: CaptchaImageSize = { width: 144, height: 48 };

export function captchaSvg(digits: string, size: CaptchaImageSize = CAPTCHA_IMAGE_SIZE): string {
  const glyphs = [...digits];
  const cell = size.width / (glyphs.length + 1);
  const scale = (size.height * 0.8) / 18;
  // Persian numbers read left to right, like Latin ones.
  const drawn = glyphs
    .map((digit, index) => {
      const path = DIGIT_PATHS[Number(digit)] ?? '';
      const x = cell * (index + 0.5) + randomInt(-3, 4);
      const y = size.height * 0.1 + randomInt(-2, 3);
      const angle = randomInt(-15, 16);
      const fill = digit === '0' ? '#1d3557' : 'none';
      return `<path d="${path}" transform="translate(${x} ${y}) scale(${scale}) rotate(${angle} 6 9)" fill="${fill}" stroke="#1d3557" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  const noise = Array.from({ length: 4 }, () => {
    const y1 = randomInt(0, size.height);
    const y2 = randomInt(0, size.height);
    return `<line x1="0" y1="${y1}" x2="${size.width}" y2="${y2}" stroke="#8d99ae" stroke-width="1"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}"><rect width="100%" height="100%" fill="#f1faee"/>${noise}${drawn}</svg>`;
}

export function renderCaptchaPng(digits: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(digits)))
    .png()
    .toBuffer();
}
