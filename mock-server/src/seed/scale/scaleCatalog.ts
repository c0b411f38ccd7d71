// The scale seed's products: generated beside the demo's own, through the catalogue writer, in
// one transaction per batch. Deterministic (a seeded generator), so every build is the same shop.
import type Database from 'better-sqlite3';
import { productSearchText } from '../../domain/catalog/searchText';
import { wpDateTime } from '../../domain/siteTime';
import { createSqliteAttributeTermsRepository } from '../../storage/attributeTerms';
import type { StockStatus } from '../../storage/catalogRecords';
import { createSqliteCatalogRepository } from '../../storage/catalogRepository';
import { createSqliteCatalogWriter, type NewProduct } from '../../storage/catalogWriter';
import { CATEGORIES, COLOURS, LETTER_SIZES, MATERIALS, shoeSizes } from '../catalogVocabulary';
import { seededRandom } from '../catalogVariations';
import {
  BRANDS,
  LEAF_TEMPLATES,
  MODEL_NAMES,
  SCALE_CATEGORIES,
  persianNumber,
  type LeafTemplate,
} from './scaleVocabulary';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 250;
/** One product in this many has every colour x shoe size x material: thousands of variations. */
const HUGE_EVERY = 2000;

/** What an order may buy: a simple product or one variation of a variable one. */
export interface Buyable {
  productId: number;
  variationId: number;
  name: string;
  sku: string;
  price: number;
  /** Variation label pairs as an order line stores them. */
  variation: { attribute: string; value: string }[];
}

interface Terms {
  attributeIds: Map<string, number>;
  /** "pa_color:red" -> id and name */
  terms: Map<string, { id: number; name: string }>;
}

function readTerms(db: Database.Database): Terms {
  const repository = createSqliteAttributeTermsRepository(db);
  const attributeIds = new Map<string, number>();
  const terms = new Map<string, { id: number; name: string }>();
  for (const attribute of repository.attributes()) {
    attributeIds.set(attribute.taxonomy, attribute.id);
    for (const term of repository.terms(attribute.id) ?? []) {
      terms.set(`${attribute.taxonomy}:${term.slug}`, { id: term.id, name: term.name });
    }
  }
  return { attributeIds, terms };
}

/** Adds the 30 scale categories (50 with the demo's); answers every category id by slug. */
function ensureCategories(db: Database.Database): Map<string, number> {
  const catalog = createSqliteCatalogRepository(db);
  const writer = createSqliteCatalogWriter(db);
  const ids = new Map(catalog.allCategories().map((category) => [category.slug, category.id]));
  db.transaction(() => {
    SCALE_CATEGORIES.forEach((category, index) => {
      if (ids.has(category.slug)) return;
      const imageId = writer.insertImage({
        fileKey: `category-${category.slug}`,
        shape: category.shape,
        primaryColor: category.colour,
        secondaryColor: '#ffffff',
        view: 0,
        alt: category.name,
      });
      const parent = category.parent === undefined ? 0 : (ids.get(category.parent) ?? 0);
      ids.set(
        category.slug,
        writer.insertCategory({
          slug: category.slug,
          name: category.name,
          description: category.description,
          parent,
          menuOrder: CATEGORIES.length + index,
          imageId,
        }),
      );
    });
  })();
  return ids;
}

const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)] as T;

function some<T>(list: readonly T[], count: number, random: () => number): T[] {
  const start = Math.floor(random() * list.length);
  const taken: T[] = [];
  for (let n = 0; n < Math.min(count, list.length); n += 1) {
    taken.push(list[(start + n * 3) % list.length] as T);
  }
  return [...new Set(taken)];
}

const toman = (value: number) => Math.max(10_000, Math.round(value / 10_000) * 10_000);

/** The axes a product varies on: [taxonomy, term slugs]. */
function axesOf(template: LeafTemplate, random: () => number, huge: boolean) {
  const colours = COLOURS.map((colour) => colour.slug);
  if (huge) {
    return [
      ['pa_color', some(colours, 10, random)],
      ['pa_size', shoeSizes(36, 46, true)],
      ['pa_material', MATERIALS.slice(0, 10).map((material) => material.slug)],
    ] as [string, string[]][];
  }
  switch (template.variation) {
    case 'clothes': {
      const first = Math.floor(random() * 2);
      return [
        ['pa_color', some(colours, 2 + Math.floor(random() * 3), random)],
        ['pa_size', LETTER_SIZES.slice(first, first + 3 + Math.floor(random() * 3))],
      ] as [string, string[]][];
    }
    case 'shoes': {
      const from = 36 + Math.floor(random() * 4);
      return [
        ['pa_color', some(colours, 1 + Math.floor(random() * 2), random)],
        ['pa_size', shoeSizes(from, Math.min(46, from + 4 + Math.floor(random() * 5)))],
      ] as [string, string[]][];
    }
    case 'colour':
      return random() < 0.5
        ? []
        : ([['pa_color', some(colours, 2 + Math.floor(random() * 5), random)]] as [
            string,
            string[],
          ][]);
    case 'none':
      return [];
  }
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

function stockOf(random: () => number): { quantity: number | null; status: StockStatus } {
  const roll = random();
  if (roll < 0.08) return { quantity: 0, status: 'outofstock' };
  if (roll < 0.15) return { quantity: null, status: 'instock' };
  return { quantity: 1 + Math.floor(random() * 60), status: 'instock' };
}

export interface ScaleCatalogResult {
  products: number;
  variations: number;
  buyables: Buyable[];
}

/**
 * Adds generated products until the shop has `total` sellable products (the demo's count too).
 * `onProgress` hears the running count after every batch.
 */
export function seedScaleCatalog(
  db: Database.Database,
  total: number,
  now: Date,
  onProgress: (done: number) => void = () => {},
): ScaleCatalogResult {
  const catalog = createSqliteCatalogRepository(db);
  const writer = createSqliteCatalogWriter(db);
  const categoryIds = ensureCategories(db);
  const { attributeIds, terms } = readTerms(db);
  const categoryNames = new Map(
    [...CATEGORIES, ...SCALE_CATEGORIES].map((category) => [category.slug, category]),
  );
  const random = seededRandom('scale-catalogue');
  const buyables: Buyable[] = [];
  const existing = catalog.countProducts();
  let variations = 0;

  const addOne = (serial: number) => {
    const template = LEAF_TEMPLATES[serial % LEAF_TEMPLATES.length] as LeafTemplate;
    const category = categoryNames.get(template.slug);
    const parentCategory = category?.parent ? categoryNames.get(category.parent) : undefined;
    const noun = pick(template.nouns, random);
    const qualifier = pick(template.qualifiers, random);
    const second = pick(template.qualifiers, random);
    const model =
      random() < 0.7
        ? `مدل ${pick(MODEL_NAMES, random)}${random() < 0.3 ? ` ${persianNumber(100 + Math.floor(random() * 900))}` : ''}`
        : pick(BRANDS, random);
    const name = [noun, qualifier, second === qualifier ? '' : second, model]
      .filter(Boolean)
      .join(' ');
    const slug = `${template.slug}-${serial}`;
    const sku = `${template.slug.slice(0, 3).toUpperCase()}-${serial}`;
    const huge = serial % HUGE_EVERY === HUGE_EVERY - 1;
    const axes = axesOf(template, random, huge);
    const variable = axes.length > 0;
    const [low, high] = template.price;
    const price = toman(low + (high - low) * random() ** 2);
    const onSale = random() < 0.2;
    const saleRatio = 0.7 + random() * 0.2;
    const saleEnds =
      onSale && random() < 0.5
        ? wpDateTime(new Date(now.getTime() + (1 + Math.floor(random() * 30)) * DAY_MS))
        : null;
    const created = wpDateTime(new Date(now.getTime() - random() * 730 * DAY_MS));
    const stock = stockOf(random);
    const sales = Math.floor(random() ** 4 * 3000);
    const reviews = Math.floor(random() ** 3 * 200);
    const termNames = axes.flatMap(([taxonomy, slugs]) =>
      slugs.map((termSlug) => terms.get(`${taxonomy}:${termSlug}`)?.name ?? termSlug),
    );
    const base: Omit<NewProduct, 'type'> = {
      parentId: 0,
      status: 'publish',
      slug,
      name,
      sku,
      shortDescription: `${name}؛ ${category?.description ?? ''}`,
      description: `${name} از دستهٔ ${category?.name ?? ''}. ${category?.description ?? ''}\n\nارسال به سراسر ایران و ضمانت بازگشت هفت‌روزه.`,
      searchText: productSearchText([
        name,
        sku,
        category?.name ?? '',
        parentCategory?.name ?? '',
        ...termNames,
      ]),
      regularPrice: variable ? null : price,
      salePrice: !variable && onSale ? toman(price * saleRatio) : null,
      saleEndsGmt: !variable && onSale ? saleEnds : null,
      stockQuantity: variable ? null : stock.quantity,
      stockStatus: variable ? 'instock' : stock.status,
      maxPerOrder: null,
      soldIndividually: false,
      virtual: template.slug === 'gift-cards',
      downloadable: false,
      weightGrams: 200 + Math.floor(random() * 3000),
      featured: random() < 0.03,
      imageId: null,
      attributes: {},
      defaultAttributes: {},
      menuOrder: 0,
      totalSales: sales,
      averageRating: reviews === 0 ? 0 : Math.round((3 + random() * 2) * 10) / 10,
      reviewCount: reviews,
      dateCreatedGmt: created,
      modifiedGmt: created,
    };
    const colourHex = (colour: string) =>
      COLOURS.find((entry) => entry.slug === colour)?.hex ?? '#888888';
    const colours = axes.find(([taxonomy]) => taxonomy === 'pa_color')?.[1] ?? [];
    const perColour = new Map<string, number>();
    for (const colour of colours) {
      perColour.set(
        colour,
        writer.insertImage({
          fileKey: `${slug}-${colour}`,
          shape: template.shape,
          primaryColor: colourHex(colour),
          secondaryColor: '#ffffff',
          view: 0,
          alt: `${name} ${terms.get(`pa_color:${colour}`)?.name ?? ''}`.trim(),
        }),
      );
    }
    const firstColour = colours[0];
    const mainImage =
      (firstColour === undefined ? undefined : perColour.get(firstColour)) ??
      writer.insertImage({
        fileKey: slug,
        shape: template.shape,
        primaryColor: category?.colour ?? '#2f6fd6',
        secondaryColor: '#ffffff',
        view: 0,
        alt: name,
      });
    const id = writer.insertProduct({
      ...base,
      type: variable ? 'variable' : 'simple',
      imageId: mainImage,
      defaultAttributes: {},
    });
    const categoryId = categoryIds.get(template.slug);
    if (categoryId !== undefined) writer.linkCategory(id, categoryId);
    writer.addGalleryImage(
      id,
      writer.insertImage({
        fileKey: `${slug}-view-1`,
        shape: template.shape,
        primaryColor:
          firstColour === undefined ? (category?.colour ?? '#2f6fd6') : colourHex(firstColour),
        secondaryColor: '#ffffff',
        view: 1,
        alt: `${name}، نمای کناری`,
      }),
      0,
    );
    let position = 0;
    for (const [taxonomy, slugs] of axes) {
      const attributeId = attributeIds.get(taxonomy);
      if (attributeId === undefined) throw new Error(`no attribute ${taxonomy}`);
      for (const termSlug of slugs) {
        const term = terms.get(`${taxonomy}:${termSlug}`);
        if (term === undefined) throw new Error(`no term ${taxonomy}:${termSlug}`);
        writer.addAttributeTerm(id, attributeId, term.id, position, true);
        position += 1;
      }
    }
    if (!variable) {
      if (stock.status === 'instock') {
        buyables.push({ productId: id, variationId: 0, name, sku, price, variation: [] });
      }
      return;
    }
    combinations(axes).forEach((attributes, order) => {
      const variationStock = stockOf(random);
      const regular = toman(price * (1 + (order % 3) * 0.03));
      const labels = Object.entries(attributes).map(([key, value]) => {
        const taxonomy = key.slice('attribute_'.length);
        return {
          attribute: taxonomy,
          value: terms.get(`${taxonomy}:${value}`)?.name ?? value,
        };
      });
      const variationName = `${name} - ${labels.map((label) => label.value).join('، ')}`;
      const variationSku = `${sku}-${Object.values(attributes).join('-').toUpperCase()}`;
      const colour = attributes.attribute_pa_color;
      const variationId = writer.insertProduct({
        ...base,
        type: 'variation',
        parentId: id,
        slug: `${slug}-${Object.values(attributes).join('-')}`,
        name: variationName,
        sku: variationSku,
        shortDescription: '',
        description: '',
        searchText: '',
        regularPrice: regular,
        salePrice: onSale ? toman(regular * saleRatio) : null,
        saleEndsGmt: onSale ? saleEnds : null,
        stockQuantity: variationStock.quantity,
        stockStatus: variationStock.status,
        featured: false,
        imageId: (colour === undefined ? undefined : perColour.get(colour)) ?? null,
        attributes,
        menuOrder: order,
        totalSales: 0,
        averageRating: 0,
        reviewCount: 0,
      });
      variations += 1;
      if (variationStock.status === 'instock') {
        buyables.push({
          productId: id,
          variationId,
          name: variationName,
          sku: variationSku,
          price: regular,
          variation: labels,
        });
      }
    });
  };

  const wanted = Math.max(0, total - existing);
  for (let done = 0; done < wanted; done += BATCH) {
    writer.inBulk(() => {
      for (let n = done; n < Math.min(wanted, done + BATCH); n += 1) addOne(n);
    });
    onProgress(existing + Math.min(wanted, done + BATCH));
  }
  return { products: wanted, variations, buyables };
}
