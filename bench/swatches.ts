// Swatch availability: the indexed engine against the naive reference scan (WooCommerce core's
// per-attribute scan, the baseline) on products of 100, 1,000 and 5,000 variations, over the same
// clicks in the same run; and click-to-paint in Chromium on the shop's largest product.
import { performance } from 'node:perf_hooks';
import { indexOracle } from '../client/features/swatches/availability';
import { computeAvailability } from '../client/features/swatches/testSupport/computeAvailability';
import { chooseValue, clearedSelection } from '../client/features/swatches/choose';
import { DEFAULT_SWATCH_OPTIONS, type SwatchOptions } from '../client/features/swatches/options';
import { scanAvailability } from '../client/features/swatches/testSupport/referenceScan';
import type { ClassicVariation, FormAttribute, Selection } from '../client/features/swatches/rules';
import { buildVariationIndex } from '../client/features/swatches/variationIndex';
import { launchChromium, VIEWPORTS } from '../e2e/browser';
import {
  benchmarkIndexIn,
  loadNote,
  maxWaitOption,
  optionValue,
  waitForQuiet,
  type LoadWait,
} from './machineLoad';
import { startShop } from '../e2e/shop';
import { baselineLabel, baselineSource, startBaselineShop, type BenchShop } from './baseline';
import type { ProductVariation, StoreProduct } from '../contracts/store';

/** The shop's own settings: every hint on, as the seeded site sends them. */
const OPTIONS: SwatchOptions = {
  ...DEFAULT_SWATCH_OPTIONS,
  clickableOutOfStock: true,
  deselectUnavailable: true,
  showVariationStock: true,
  outOfStockTooltipText: '(ناموجود)',
  unavailableTooltipText: '(نامعتبر)',
};

// Dimensions a little over each target: about a tenth of the combinations are left out and the
// product stops at exactly the target count.
const SIZES: Array<[number, [number, number, number]]> = [
  [100, [5, 6, 4]],
  [1000, [10, 11, 10]],
  [5000, [20, 28, 10]],
];
const CLICKS = 200;
const ROUNDS = 15;

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same product. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticProduct {
  attributes: FormAttribute[];
  variations: ClassicVariation[];
}

/** colour × size × material, about a tenth missing, a fifth out of stock, some small stocks. */
export function syntheticProduct(
  target: number,
  counts: [number, number, number],
): SyntheticProduct {
  const next = random(target);
  const names = ['attribute_pa_color', 'attribute_pa_size', 'attribute_pa_material'];
  const attributes = names.map((name, a) => ({
    name,
    values: Array.from({ length: counts[a]! }, (_, v) => `${name.slice(13)}-${v}`),
  }));
  const variations: ClassicVariation[] = [];
  let id = 1;
  for (const c of attributes[0]!.values)
    for (const s of attributes[1]!.values)
      for (const m of attributes[2]!.values) {
        const roll = next();
        const inStock = next() > 0.2;
        const quantity = 1 + Math.floor(next() * 12);
        // A missing combination becomes an "any"-material row now and then, as real data has.
        if (roll < 0.08 || variations.length >= target) continue;
        const material = roll < 0.1 ? '' : m;
        variations.push({
          variation_id: id++,
          attributes: { [names[0]!]: c, [names[1]!]: s, [names[2]!]: material },
          is_in_stock: inStock,
          max_qty: inStock ? quantity : '',
          variation_stock_left: inStock ? `${quantity} left` : '',
          is_purchasable: true,
          variation_is_active: true,
          variation_is_visible: true,
        });
      }
  return { attributes, variations };
}

/** A shopper's clicks: mostly an enabled item of a random list, now and then a reset. */
function clickSequence(product: SyntheticProduct, seed: number): Selection[] {
  const next = random(seed);
  const index = buildVariationIndex(product.attributes, product.variations, OPTIONS);
  const oracle = indexOracle(index);
  const names = product.attributes.map((attribute) => attribute.name);
  let selection: Selection = clearedSelection(names);
  const selections: Selection[] = [];
  for (let click = 0; click < CLICKS; click += 1) {
    if (next() < 0.08) {
      selection = clearedSelection(names);
    } else {
      const facts = computeAvailability(index, selection, OPTIONS);
      const list = facts.attributes[Math.floor(next() * facts.attributes.length)]!;
      const enabled = list.items.filter((item) => item.enabled);
      const item = enabled[Math.floor(next() * enabled.length)];
      if (item) selection = chooseValue(oracle, selection, list.name, item.value, OPTIONS);
    }
    selections.push(selection);
  }
  return selections;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

const micro = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

export interface EngineFigure {
  variations: number;
  indexBuildMs: number;
  engineMs: number;
  naiveMs: number;
  ratio: number;
}

/** Median time per recompute (one selection's full availability) for each implementation. */
export function measureEngine(): EngineFigure[] {
  const figures: EngineFigure[] = [];
  for (const [target, counts] of SIZES) {
    const product = syntheticProduct(target, counts);
    const selections = clickSequence(product, target + 1);
    const builds: number[] = [];
    let index = buildVariationIndex(product.attributes, product.variations, OPTIONS);
    for (let round = 0; round < 5; round += 1) {
      const start = performance.now();
      index = buildVariationIndex(product.attributes, product.variations, OPTIONS);
      builds.push(performance.now() - start);
    }
    const engineRounds: number[] = [];
    const naiveRounds: number[] = [];
    let sink = 0;
    // Rounds interleave the two, so a noisy neighbour on this shared machine hits both alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      let start = performance.now();
      for (const selection of selections) {
        sink += computeAvailability(index, selection, OPTIONS).attributes.length;
      }
      engineRounds.push((performance.now() - start) / selections.length);
      start = performance.now();
      for (const selection of selections) {
        sink += scanAvailability(product.attributes, product.variations, selection, OPTIONS)
          .attributes.length;
      }
      naiveRounds.push((performance.now() - start) / selections.length);
    }
    if (sink < 0) throw new Error('unreachable: keeps the results alive');
    const engineMs = median(engineRounds);
    const naiveMs = median(naiveRounds);
    figures.push({
      variations: product.variations.length,
      indexBuildMs: median(builds),
      engineMs,
      naiveMs,
      ratio: naiveMs / engineMs,
    });
  }
  return figures;
}

export function swatchEngineReport(): string[] {
  const figures = measureEngine();
  return [
    `availability recompute per click, median of ${ROUNDS} rounds × ${CLICKS} clicks (baseline: naive scan)`,
    ...figures.map(
      (f) =>
        `  ${String(f.variations).padStart(5)} variations: engine ${micro(f.engineMs).padStart(9)}` +
        `  naive ${micro(f.naiveMs).padStart(10)}  ratio ${f.ratio.toFixed(1)}×` +
        `  (index built once in ${f.indexBuildMs.toFixed(2)} ms)`,
    ),
  ];
}

export interface PaintFigure {
  slug: string;
  variations: number;
  clicks: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** From the click to the end of the app's handlers (the DOM is updated then). */
  handledMedianMs: number;
  /** Lighthouse's benchmarkIndex in the same page, just before the clicks. */
  benchmarkIndex: number;
}

/**
 * Click-to-paint on the shop's largest product in Chromium: from the click event's timestamp
 * (the input's arrival) to a task queued from the next animation frame, i.e. after its paint.
 */
export async function measureClickToPaint(clicks = 60, baseUrl?: string): Promise<PaintFigure> {
  // baseUrl: a shop already running (bench pages --base-url), left running afterwards.
  const shop = baseUrl ? { url: baseUrl, stop: async () => {} } : await startShop();
  const browser = await launchChromium();
  try {
    const list = (await (
      await fetch(`${shop.url}/wp-json/wc/store/v1/products?type=variable&per_page=100`)
    ).json()) as StoreProduct[];
    const largest = [...list].sort(
      (a, b) =>
        (b.extensions['woo-variation-swatches']?.variation_count ?? 0) -
        (a.extensions['woo-variation-swatches']?.variation_count ?? 0),
    )[0];
    if (!largest) throw new Error('the shop has no variable product');
    const path = largest.extensions['woo-variation-swatches']?.variations_path ?? '';
    const variations = (await (await fetch(`${shop.url}/wp-json/${path}`)).json()) as
      ProductVariation[] | undefined;

    // Not the tests' openPage: it waits for the app's started mark, which builds older than
    // 2026-11-28 (a --baseline) do not set; the loaded swatch form is the mark here.
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'fa-IR' });
    const page = await context.newPage();
    await page.goto(`${shop.url}/product/${largest.slug}`);
    await page.locator('form.variations_form.wvs-loaded').waitFor({ timeout: 30_000 });
    // Every item in reach: each "more" control removes itself once used.
    const more = page.locator('.woo-variation-swatches-variable-item-more');
    while ((await more.count()) > 0) await more.first().click();
    const benchmarkIndex = await benchmarkIndexIn(page);
    await page.evaluate(() => {
      const paints: number[] = [];
      const handled: number[] = [];
      Object.assign(window, { __paints: paints, __handled: handled });
      document.addEventListener(
        'click',
        (event) => {
          const start = event.timeStamp;
          // React's listener sits on the app root, below window: by the time the click
          // bubbles to window the handlers have run and React has committed the DOM.
          window.addEventListener('click', () => handled.push(window.performance.now() - start), {
            once: true,
          });
          // A task queued from the frame callback runs once that frame is painted. (A
          // MessageChannel would be quicker, but Chromium may collect an unreferenced port.)
          // window.performance: a bare `performance` here would compile to this module's
          // perf_hooks import, which does not exist in the page.
          requestAnimationFrame(() => {
            setTimeout(() => paints.push(window.performance.now() - start), 0);
          });
        },
        true,
      );
    });
    const groups = await page.getByRole('radiogroup').all();
    let clicked = 0;
    for (let click = 0; click < clicks * 2 && clicked < clicks; click += 1) {
      const group = groups[click % groups.length]!;
      const enabled = group.locator('[role="radio"]:not([aria-disabled="true"]):visible');
      const count = await enabled.count();
      if (count === 0) continue;
      await enabled.nth((click * 7) % count).click();
      clicked += 1;
      await page.waitForFunction(
        (expected) => (window as unknown as { __paints: number[] }).__paints.length >= expected,
        clicked,
      );
    }
    const { paints, handled } = await page.evaluate(() => {
      const measured = window as unknown as { __paints: number[]; __handled: number[] };
      return { paints: measured.__paints, handled: measured.__handled };
    });
    await context.close();
    return {
      slug: largest.slug,
      variations: variations?.length ?? 0,
      clicks: paints.length,
      medianMs: median(paints),
      p95Ms: percentile(paints, 0.95),
      maxMs: Math.max(...paints),
      handledMedianMs: median(handled),
      benchmarkIndex,
    };
  } finally {
    await browser.close();
    await shop.stop();
  }
}

function paintLines(figure: PaintFigure, wait: LoadWait, label: string): string[] {
  return [
    `click-to-paint in Chromium${label}, ${figure.slug} (${figure.variations} variations), ` +
      `${figure.clicks} clicks (${loadNote(wait)}, benchmarkIndex ${Math.round(figure.benchmarkIndex)})`,
    `  median ${figure.medianMs.toFixed(1)} ms  p95 ${figure.p95Ms.toFixed(1)} ms  max ${figure.maxMs.toFixed(1)} ms  (target < 16 ms)`,
    `  of which click to DOM updated (input delivery, handlers, React commit): median ${figure.handledMedianMs.toFixed(1)} ms`,
  ];
}

/**
 * Click-to-paint on this build and, with --baseline DIR (an older checkout or its dist/), on
 * that one too, alternately (this, baseline, this, baseline), each after waiting for a quiet
 * machine (--max-wait seconds).
 */
export async function swatchPaintReport(args: string[] = []): Promise<string[]> {
  const maxWaitS = maxWaitOption(args);
  const baseline = optionValue(args, '--baseline');
  const builds: Array<{ label: string; start: () => Promise<BenchShop> }> = [
    { label: '', start: () => startShop() },
  ];
  if (baseline) {
    const source = baselineSource(baseline);
    builds.push({ label: ` (${baselineLabel(source)})`, start: () => startBaselineShop(source) });
  }
  const rounds = baseline ? 2 : 1;
  const figures = builds.map(() => [] as PaintFigure[]);
  const lines: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, build] of builds.entries()) {
      const shop = await build.start();
      try {
        const wait = await waitForQuiet(maxWaitS);
        const figure = await measureClickToPaint(60, shop.url);
        figures[index]!.push(figure);
        lines.push(...paintLines(figure, wait, build.label));
      } finally {
        await shop.stop();
      }
    }
  }
  if (baseline) {
    const medianOf = (list: PaintFigure[]) => median(list.map((figure) => figure.medianMs));
    const [now, before] = [medianOf(figures[0]!), medianOf(figures[1]!)];
    lines.push(
      `this build against the baseline, median of the rounds' medians: ${now.toFixed(1)} / ` +
        `${before.toFixed(1)} ms = ${(now / before).toFixed(2)}×`,
    );
  }
  return lines;
}

export async function swatchesReport(args: string[] = []): Promise<string[]> {
  const wait = await waitForQuiet(maxWaitOption(args));
  const engine = swatchEngineReport();
  engine[0] = `${engine[0]} (${loadNote(wait)})`;
  return [...engine, ...(await swatchPaintReport(args))];
}

if (require.main === module) {
  swatchesReport(process.argv.slice(2)).then(
    (lines) => console.log(lines.join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
