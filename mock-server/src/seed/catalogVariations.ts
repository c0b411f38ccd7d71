// Which variations each demo product has, at what price and with how much stock. Everything is
// drawn from a generator seeded by the product's slug, so every run seeds the same catalogue.
import { VECTOR_PRODUCT_SLUG, type ProductSeed } from './catalogProducts';

export interface PlannedVariation {
  /** "attribute_pa_x" -> slug, "" = any */
  attributes: Record<string, string>;
  sku: string;
  regularPrice: number;
  salePrice: number | null;
  /** null = stock not managed */
  stock: number | null;
  /** A per-order limit for this variation; null = none. */
  maxPerOrder: number | null;
}

/** mulberry32: small, fast and good enough to scatter demo stock. */
export function seededRandom(seedText: string): () => number {
  let state = 0;
  for (const char of seedText) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Dearer sizes and materials, as a shop prices them.
const SIZE_PREMIUM: Record<string, number> = { xl: 0.05, xxl: 0.08 };
const MATERIAL_PREMIUM: Record<string, number> = {
  leather: 0.25,
  suede: 0.2,
  nubuck: 0.22,
  wool: 0.15,
  linen: 0.1,
  'knit-mesh': 0.08,
  recycled: 0.05,
  denim: 0.05,
  knit: 0.05,
  'faux-leather': -0.1,
  canvas: -0.05,
  polyester: -0.05,
};

// Hand-finished uppers are made in small batches: at most two pairs per order.
const SCARCE_MATERIALS = new Set(['leather', 'suede', 'nubuck']);
const SCARCE_LIMIT = 2;

function limitFor(seed: ProductSeed, attributes: Record<string, string>): number | null {
  if (seed.maxPerOrder === undefined) return null;
  const material = attributes.attribute_pa_material ?? '';
  return SCARCE_MATERIALS.has(material)
    ? Math.min(seed.maxPerOrder, SCARCE_LIMIT)
    : seed.maxPerOrder;
}

function roundToman(value: number): number {
  return Math.round(value / 10_000) * 10_000;
}

function premium(attributes: Record<string, string>): number {
  const size = attributes.attribute_pa_size ?? '';
  const material = attributes.attribute_pa_material ?? '';
  const shoeSize = Number(size.replace('-5', '.5'));
  const sizePremium = SIZE_PREMIUM[size] ?? (shoeSize >= 44 ? 0.04 : 0);
  return 1 + sizePremium + (MATERIAL_PREMIUM[material] ?? 0);
}

function combinations(axes: readonly [string, readonly string[]][]): Record<string, string>[] {
  let result: Record<string, string>[] = [{}];
  for (const [taxonomy, slugs] of axes) {
    result = result.flatMap((partial) =>
      slugs.map((slug) => ({ ...partial, [`attribute_${taxonomy}`]: slug })),
    );
  }
  return result;
}

function skuOf(base: string, attributes: Record<string, string>): string {
  const parts = Object.values(attributes).map((value) =>
    value === '' ? 'ANY' : value.toUpperCase(),
  );
  return [base, ...parts].join('-');
}

/** The swatch reference's test vectors, as real variations (SPEC section 9 / reference §10). */
function vectorVariations(seed: ProductSeed): PlannedVariation[] {
  const rows: [string, string, number | null][] = [
    ['red', 's', 3],
    ['red', 'm', 0],
    ['blue', '', null],
    ['green', 'l', 8],
  ];
  return rows.map(([color, size, stock]) => {
    const attributes = { attribute_pa_color: color, attribute_pa_size: size };
    return {
      attributes,
      sku: skuOf(seed.sku, attributes),
      regularPrice: seed.price,
      salePrice: null,
      stock,
      maxPerOrder: null,
    };
  });
}

export function planVariations(
  seed: ProductSeed,
  axes: readonly [string, readonly string[]][],
): PlannedVariation[] {
  if (seed.slug === VECTOR_PRODUCT_SLUG) return vectorVariations(seed);
  const random = seededRandom(seed.slug);
  const missing = seed.missing ?? 0;
  const saleRatio = seed.sale === undefined ? null : seed.sale / seed.price;
  const planned: PlannedVariation[] = [];
  for (const attributes of combinations(axes)) {
    // Some combinations are simply not made; the first one always is.
    if (planned.length > 0 && random() < missing) continue;
    const roll = random();
    const stock =
      seed.stock === null
        ? null
        : roll < 0.12
          ? 0
          : roll < 0.37
            ? 1 + Math.floor(random() * 5)
            : 6 + Math.floor(random() * 35);
    const regularPrice = roundToman(seed.price * premium(attributes));
    planned.push({
      attributes,
      sku: skuOf(seed.sku, attributes),
      regularPrice,
      salePrice: saleRatio === null ? null : roundToman(regularPrice * saleRatio),
      stock,
      maxPerOrder: limitFor(seed, attributes),
    });
  }
  return planned;
}
