// Shell bundle size: what a shopper downloads on first visit (gzip -9 of the built assets).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(__dirname, '..');

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleReport(): string[] {
  const assets = path.join(root, 'dist', 'assets');
  if (!fs.existsSync(assets)) throw new Error('dist/ is missing: run `npm run build` first.');
  const files = fs.readdirSync(assets);
  const sum = (pattern: RegExp, measure: (file: string) => number) =>
    files
      .filter((file) => pattern.test(file))
      .reduce((total, file) => total + measure(path.join(assets, file)), 0);
  const js = sum(/\.js$/, gzipSize);
  const jsRaw = sum(/\.js$/, (file) => fs.statSync(file).size);
  const css = sum(/\.css$/, gzipSize);
  const fonts = sum(/\.woff2$/, (file) => fs.statSync(file).size);
  return [
    `shell JS: ${kb(jsRaw)} min, ${kb(js)} gzip`,
    `shell CSS: ${kb(css)} gzip`,
    `fonts (woff2, all weights shipped): ${kb(fonts)}`,
  ];
}

if (require.main === module) console.log(bundleReport().join('\n'));
