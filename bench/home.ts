// Home page: the JS and CSS it loads (gzip -9 of the entry files named in dist/index.html) and a
// Lighthouse 12.8.2 mobile run against the built shop in Debian's Chromium, median of 3, with the
// blog list measured the same way in the same run as the baseline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startShop } from '../e2e/shop';
import { lighthouseOnce } from './pagesLighthouse';

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const RUNS = 3;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The scripts and stylesheets index.html loads at start: what every first visit downloads. */
export function homeEntryFiles(): { js: string[]; css: string[] } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const local = (urls: string[]) =>
    urls.filter((url) => url.startsWith('/')).map((url) => path.join(dist, url.slice(1)));
  const js = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  const css = [...html.matchAll(/<link[^>]*\shref="([^"]+\.css)"/g)].map((match) => match[1]!);
  return { js: local(js), css: local(css) };
}

function gzipTotal(files: string[]): { raw: number; gzip: number } {
  return files.reduce(
    (sum, file) => {
      const bytes = fs.readFileSync(file);
      return {
        raw: sum.raw + bytes.length,
        gzip: sum.gzip + zlib.gzipSync(bytes, { level: 9 }).length,
      };
    },
    { raw: 0, gzip: 0 },
  );
}

interface LighthouseFigures {
  lcp: number;
  cls: number;
  tbt: number;
  score: number;
}

/** One run in a Chromium of its own, as every page bench runs Lighthouse (pagesLighthouse.ts). */
async function homeLighthouse(baseUrl: string, pagePath: string, output: string) {
  const { figures } = await lighthouseOnce(baseUrl, pagePath, output);
  return { lcp: figures.lcpMs, cls: figures.cls, tbt: figures.tbtMs, score: figures.score };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function lighthouseMedian(baseUrl: string, pagePath: string, folder: string, name: string) {
  const runs: LighthouseFigures[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    runs.push(await homeLighthouse(baseUrl, pagePath, path.join(folder, `${name}-${index}.json`)));
  }
  return {
    lcp: median(runs.map((figures) => figures.lcp)),
    cls: median(runs.map((figures) => figures.cls)),
    tbt: median(runs.map((figures) => figures.tbt)),
    score: median(runs.map((figures) => figures.score)),
  };
}

const describe = (label: string, figures: LighthouseFigures) =>
  `${label}: LCP ${Math.round(figures.lcp)} ms, CLS ${figures.cls.toFixed(3)}, ` +
  `TBT ${Math.round(figures.tbt)} ms, performance ${Math.round(figures.score)}`;

export async function homeReport(): Promise<string[]> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first.');
  }
  const entry = homeEntryFiles();
  const js = gzipTotal(entry.js);
  const css = gzipTotal(entry.css);
  const lines = [
    `home page JS (${entry.js.length} entry file(s)): ${kb(js.raw)} min, ${kb(js.gzip)} gzip`,
    `home page CSS: ${kb(css.raw)}, ${kb(css.gzip)} gzip`,
  ];
  const shop = await startShop();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  try {
    const home = await lighthouseMedian(shop.url, '/', folder, 'home');
    const blog = await lighthouseMedian(shop.url, '/blog', folder, 'blog');
    lines.push(
      `Lighthouse 12.8.2 mobile, median of ${RUNS} (Debian Chromium):`,
      describe('  home', home),
      describe('  blog list (baseline)', blog),
      `  home / blog: LCP ×${(home.lcp / blog.lcp).toFixed(2)}, TBT ×${(
        home.tbt / Math.max(blog.tbt, 1)
      ).toFixed(2)}`,
    );
  } finally {
    await shop.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return lines;
}

if (require.main === module) {
  homeReport()
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
