// Reads the catalogue in the Store API's shapes.
import type {
  ProductVariation,
  StoreCategory,
  StoreProduct,
  SwatchSettings,
} from '../../../../contracts/store';
import type { ProductRecord, VariationSummary } from '../../storage/catalogRecords';
import type {
  CatalogRepository,
  CollectionData,
  CollectionQuery,
  ProductListFilter,
} from '../../storage/catalogRepository';
import { wpDateTime } from '../siteTime';
import { descendantsOf, toStoreCategory } from './categoryView';
import { toStoreProduct } from './productView';
import { isListedVariation, toClassicVariation, type VariationRules } from './variationView';
import { currentPrice } from './pricing';

export interface CatalogSettings extends VariationRules {
  /** null: no swatches plugin on the site, products carry no swatch extension. */
  swatches: SwatchSettings | null;
}

export interface CategoryQuery {
  page: number;
  /** 0 = all */
  perPage: number;
  search?: string;
  hideEmpty: boolean;
  parent?: number;
  include?: readonly number[];
  orderBy: 'name' | 'slug' | 'count';
  order: 'asc' | 'desc';
}

/** Product listing without the moment: the reader adds `now` from its clock. */
export type ProductListQuery = Omit<ProductListFilter, 'now'>;

export type VariationStamp =
  | {
      kind: 'ok';
      product: ProductRecord;
      /** The product's version (catalogRepository.productVersion) the answer is built from. */
      version: string;
      /** The answer changes by itself at this moment (the first running sale ends), if ever. */
      validUntilGmt: string | null;
    }
  | { kind: 'not-found' }
  | { kind: 'not-variable' };

export type ClassicVariationsResult =
  | (Extract<VariationStamp, { kind: 'ok' }> & { variations: ProductVariation[] })
  | { kind: 'not-found' }
  | { kind: 'not-variable' };

/** A built product answer and what it was built from (CatalogReader.builtCache). */
interface BuiltProduct {
  /** The catalogue and stock versions it was last found valid at: unchanged, nothing was written. */
  catalogVersion: string;
  productVersion: string;
  builtFor: string;
  /** The first sale end after builtFor: the answer changes by itself then. */
  validUntil: string | null;
  answer: StoreProduct;
}

/**
 * The fields of a Store API product read from the product's links (its variations, attribute
 * terms and categories). A page asking none of them by `_fields` (the search box's results) is
 * built without those three look-ups; what it shows is the same.
 */
const LINKED_FIELDS: ReadonlySet<string> = new Set<keyof StoreProduct>([
  'attributes',
  'variations',
  'categories',
  'extensions',
]);

/** Whether an answer trimmed to `fields` (what `_fields` asks) shows none of the links. */
export function showsNoLinks(fields: readonly string[] | undefined): boolean {
  return (
    fields !== undefined && fields.every((field) => !LINKED_FIELDS.has(field.split('.')[0] ?? ''))
  );
}

// One collator for every sort: making one is some 0.1 ms.
const PERSIAN_ORDER = new Intl.Collator('fa');

/**
 * Reads the catalogue in the Store API's shapes: it batches the per-product look-ups of a page
 * and applies the store settings (hidden out-of-stock items, swatch options). Time comes from
 * the injected clock, so sales that end are tested without waiting.
 */
export class CatalogReader {
  // Variations of the products asked for lately, by catalogue version: a product with thousands
  // of variations is read from SQLite once per change, not once per request.
  private readonly listedCache = new Map<
    number,
    { version: string; variations: ProductRecord[] }
  >();
  private static readonly CACHED_PRODUCTS = 16;
  // Built Store API products by id and origin: a listing page costs its products, not their
  // variations. An entry holds while the product's version (any write to it, its variations or
  // what products share: stock taken by a checkout included) is unchanged and no sale of it has
  // ended since it was built (see docs/decisions.md).
  private readonly builtCache = new Map<string, BuiltProduct>();
  private static readonly CACHED_BUILT_PRODUCTS = 2048;
  // Cards: products built without their links (LINKED_FIELDS), good only for a page that shows
  // none of them (the search box's and its results'). Kept for the whole catalogue, built as the
  // server starts (warmCards), so a search builds no product: about 5 KB each (50 MB at 10,000
  // products), against 1 ms of a search's 3 (docs/decisions.md, issue 27).
  private readonly cardCache = new Map<string, BuiltProduct>();
  private static readonly CACHED_CARDS = 20_000;
  // Category lists answered at this catalogue version, by query and origin: the same answer
  // object while kept, so the route can keep its bytes too. Counts, names and pictures move the
  // catalogue version (a sale moves only the stock version and counts no category).
  private categoryAnswers = {
    version: -1,
    answers: new Map<string, { items: StoreCategory[]; total: number }>(),
  };
  private static readonly CACHED_CATEGORY_ANSWERS = 64;
  /** The category resolver of the catalogue version it was built at. */
  private resolver: { version: number; resolve: (idOrSlug: string) => number[] } | undefined;

  constructor(
    private readonly repository: CatalogRepository,
    private readonly clock: () => Date,
    private readonly settings: CatalogSettings,
  ) {}

  private now(): string {
    return wpDateTime(this.clock());
  }

  /** The variations a shopper may see (published, priced, not hidden as out of stock). */
  private listedVariations(productId: number): ProductRecord[] {
    const version = this.repository.productVersion(productId);
    const cached = this.listedCache.get(productId);
    if (cached && cached.version === version) return cached.variations;
    const variations = this.repository
      .variationsOf(productId)
      .filter((variation) => isListedVariation(variation, this.settings));
    this.listedCache.delete(productId);
    this.listedCache.set(productId, { version, variations });
    if (this.listedCache.size > CatalogReader.CACHED_PRODUCTS) {
      const oldest = this.listedCache.keys().next().value;
      if (oldest !== undefined) this.listedCache.delete(oldest);
    }
    return variations;
  }

  /**
   * The first moment after `nowGmt` at which a sale of the product or a variation ends (a
   * variation's from the summary: only a sale running now can end and change the answer).
   */
  private nextSaleEnd(
    product: ProductRecord,
    summary: VariationSummary | undefined,
    nowGmt: string,
  ): string | null {
    let next: string | null = null;
    for (const end of [product.saleEndsGmt, summary?.saleEndsGmt ?? null]) {
      if (end !== null && end > nowGmt && (next === null || end < next)) next = end;
    }
    return next;
  }

  /** The kept answer when it still holds at `nowGmt` for this catalogue (see builtCache). */
  private stillValid(
    built: BuiltProduct | undefined,
    productId: number,
    nowGmt: string,
    catalogVersion: string,
  ): StoreProduct | undefined {
    if (!built || nowGmt < built.builtFor) return undefined;
    if (built.validUntil !== null && nowGmt >= built.validUntil) return undefined;
    if (built.catalogVersion !== catalogVersion) {
      if (built.productVersion !== this.repository.productVersion(productId)) return undefined;
      built.catalogVersion = catalogVersion;
    }
    return built.answer;
  }

  /**
   * Kept answers for these products when still valid, the others built (and kept). `unlinked`:
   * the page shows no link (showsNoLinks), so a card does, or a full answer kept already.
   */
  private storeProducts(
    products: readonly ProductRecord[],
    origin: string,
    unlinked = false,
  ): StoreProduct[] {
    return this.answersFor(
      products.map((product) => product.id),
      origin,
      unlinked,
      (missing) => products.filter((product) => missing.has(product.id)),
    );
  }

  /**
   * The answers for products `ids`, in order: kept ones when still valid, the others built from
   * the records `load` reads for them (and kept); an id `load` does not find is left out.
   */
  private answersFor(
    ids: readonly number[],
    origin: string,
    unlinked: boolean,
    load: (missing: ReadonlySet<number>) => readonly ProductRecord[],
  ): StoreProduct[] {
    const nowGmt = this.now();
    // A sale moves the stock version only: then each cached answer asks its own product's version.
    const catalogVersion = `${this.repository.version()}.${this.repository.stockVersion()}`;
    const answers: (StoreProduct | undefined)[] = ids.map((id) => {
      const key = `${id}|${origin}`;
      const full = this.stillValid(this.builtCache.get(key), id, nowGmt, catalogVersion);
      if (full !== undefined || !unlinked) return full;
      return this.stillValid(this.cardCache.get(key), id, nowGmt, catalogVersion);
    });
    const missingIds = new Set(ids.filter((_id, index) => answers[index] === undefined));
    if (missingIds.size === 0) return answers as StoreProduct[];
    const missing = load(missingIds);
    const { answers: fresh, summaries } = this.buildStoreProducts(
      missing,
      origin,
      nowGmt,
      unlinked,
    );
    const [cache, capacity] = unlinked
      ? [this.cardCache, CatalogReader.CACHED_CARDS]
      : [this.builtCache, CatalogReader.CACHED_BUILT_PRODUCTS];
    const built = new Map<number, StoreProduct>();
    missing.forEach((product, index) => {
      const answer = fresh[index];
      if (answer === undefined) return;
      built.set(product.id, answer);
      const key = `${product.id}|${origin}`;
      cache.delete(key);
      cache.set(key, {
        catalogVersion,
        productVersion: this.repository.productVersion(product.id),
        builtFor: nowGmt,
        validUntil: this.nextSaleEnd(product, summaries.get(product.id), nowGmt),
        answer,
      });
      if (cache.size > capacity) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    });
    return ids.flatMap((id, index) => {
      const answer = answers[index] ?? built.get(id);
      return answer === undefined ? [] : [answer];
    });
  }

  /**
   * Builds the cards of every listed product as the server starts, until `stopped`: a page of
   * them at a time for about `sliceMs`, then a rest of `restMs` before the next slice. Kept
   * cards survive V8's young generation, so each scavenge copies the cards built since the last
   * one: built flat out under load (2 s at 10,000 products) they made scavenges of 13-17 ms,
   * the event-loop delay p99 of every request then. At a tenth of the thread each scavenge finds
   * a tenth as many. Products written meanwhile are built again when next shown, as any kept
   * answer.
   */
  async warmCards(
    origin: string,
    options: { stopped: () => boolean; sliceMs?: number; restMs?: number },
  ): Promise<void> {
    const page = 20;
    const { sliceMs = 2, restMs = 18 } = options;
    let offset = 0;
    while (!options.stopped() && offset < CatalogReader.CACHED_CARDS) {
      const until = performance.now() + sliceMs;
      do {
        const { items } = this.repository.listProducts(
          this.listFilter({ orderBy: 'id', order: 'asc', offset, limit: page }),
        );
        this.storeProducts(items, origin, true);
        if (items.length < page) return;
        offset += page;
      } while (performance.now() < until);
      await new Promise((resolve) => setTimeout(resolve, restMs));
    }
  }

  private buildStoreProducts(
    products: readonly ProductRecord[],
    origin: string,
    nowGmt: string,
    unlinked: boolean,
  ): { answers: StoreProduct[]; summaries: Map<number, VariationSummary> } {
    const ids = products.map((product) => product.id);
    const variableIds = products.filter((p) => p.type === 'variable').map((p) => p.id);
    const summaries = this.repository.variationSummaries(variableIds, nowGmt);
    const linked = unlinked ? [] : ids;
    // A listed product names its variations (id and choices) only: their light rows do.
    const variationRefs = this.repository.variationRefsOf(unlinked ? [] : variableIds);
    const categories = this.repository.categoriesOf(linked);
    const galleries = this.repository.galleryOf(ids);
    const attributes = this.repository.attributesOf(linked);
    const mainImages = this.repository.images(
      products.flatMap((product) => (product.imageId === null ? [] : [product.imageId])),
    );
    const answers = products.map((product) => {
      const main = product.imageId === null ? undefined : mainImages.get(product.imageId);
      const variations = (variationRefs.get(product.id) ?? []).filter((variation) =>
        isListedVariation(variation, this.settings),
      );
      return toStoreProduct(product, {
        origin,
        nowGmt,
        summary: summaries.get(product.id),
        categories: categories.get(product.id) ?? [],
        images: [...(main ? [main] : []), ...(galleries.get(product.id) ?? [])],
        attributes: attributes.get(product.id) ?? [],
        variations,
        swatchSettings: this.settings.swatches,
      });
    });
    return { answers, summaries };
  }

  /**
   * A page of products; `fields` (what `_fields` asks), when it shows none of the products'
   * links, lets the page be built without reading them.
   */
  listProducts(
    query: ProductListQuery,
    origin: string,
    fields?: readonly string[],
  ): { items: StoreProduct[]; total: number } {
    // The page's ids first: rows are read only for the products whose answers are not kept.
    const { ids, total } = this.repository.listProductIds(this.listFilter(query));
    const items = this.answersFor(ids, origin, showsNoLinks(fields), (missing) =>
      this.repository.productsByIds([...missing]),
    );
    return { items, total };
  }

  /** products/collection-data over the same listing the products route would answer. */
  collectionData(query: ProductListQuery, asked: CollectionQuery): CollectionData {
    return this.repository.collectionData(this.listFilter(query), asked);
  }

  private listFilter(query: ProductListQuery): ProductListFilter {
    const filter: ProductListFilter = { ...query, now: this.now() };
    // "Hide out of stock items" hides them from every catalogue listing unless one asks.
    if (this.settings.hideOutOfStockItems && filter.stockStatus === undefined) {
      filter.stockStatus = ['instock', 'onbackorder'];
    }
    return filter;
  }

  /** A simple or variable product; a variation id is not a product page. */
  productById(id: number, origin: string): StoreProduct | undefined {
    const product = this.repository.findProduct(id);
    if (!product || product.type === 'variation' || product.status !== 'publish') return undefined;
    return this.storeProducts([product], origin)[0];
  }

  productBySlug(slug: string, origin: string): StoreProduct | undefined {
    const product = this.repository.findProductBySlug(slug);
    return product ? this.storeProducts([product], origin)[0] : undefined;
  }

  /**
   * What the product form's variation data depends on: the catalogue version and the moment the
   * first running sale ends. Cheap (the variations are cached), so callers can keep built answers.
   */
  variationStamp(productId: number): VariationStamp {
    const product = this.repository.findProduct(productId);
    if (!product || product.status !== 'publish' || product.type === 'variation') {
      return { kind: 'not-found' };
    }
    if (product.type !== 'variable') return { kind: 'not-variable' };
    const nowGmt = this.now();
    const saleEnds = this.listedVariations(product.id)
      .map((variation) => variation.saleEndsGmt)
      .filter((end): end is string => end !== null && end > nowGmt)
      .sort();
    return {
      kind: 'ok',
      product,
      version: this.repository.productVersion(product.id),
      validUntilGmt: saleEnds[0] ?? null,
    };
  }

  /** The product form's variation data (WooCommerce's get_available_variations()). */
  classicVariations(productId: number, origin: string): ClassicVariationsResult {
    const stamp = this.variationStamp(productId);
    if (stamp.kind !== 'ok') return stamp;
    const { product } = stamp;
    const nowGmt = this.now();
    const listed = this.listedVariations(product.id);
    const attributeNames = (this.repository.attributesOf([product.id]).get(product.id) ?? [])
      .filter((entry) => entry.isVariation)
      .map((entry) => `attribute_${entry.attribute.taxonomy}`);
    const imageIds = new Set<number>();
    for (const variation of [product, ...listed]) {
      if (variation.imageId !== null) imageIds.add(variation.imageId);
    }
    const images = this.repository.images([...imageIds]);
    const parentImage = product.imageId === null ? undefined : images.get(product.imageId);
    const prices = listed.map((variation) => currentPrice(variation, nowGmt));
    const regulars = listed.map((variation) => variation.regularPrice);
    const showPrice = new Set(prices).size > 1 || new Set(regulars).size > 1;
    const variations = listed.map((variation) =>
      toClassicVariation(variation, {
        origin,
        nowGmt,
        attributeNames,
        image:
          (variation.imageId === null ? undefined : images.get(variation.imageId)) ?? parentImage,
        showPrice,
        rules: this.settings,
      }),
    );
    return { ...stamp, variations };
  }

  categories(query: CategoryQuery, origin: string): { items: StoreCategory[]; total: number } {
    const version = this.repository.version();
    if (this.categoryAnswers.version !== version) {
      this.categoryAnswers = { version, answers: new Map() };
    }
    const key = JSON.stringify([query, origin]);
    const known = this.categoryAnswers.answers.get(key);
    if (known) return known;
    const answer = this.answerCategories(query, origin);
    const { answers } = this.categoryAnswers;
    if (answers.size >= CatalogReader.CACHED_CATEGORY_ANSWERS) answers.clear();
    answers.set(key, answer);
    return answer;
  }

  private answerCategories(
    query: CategoryQuery,
    origin: string,
  ): { items: StoreCategory[]; total: number } {
    const all = this.repository.allCategories();
    const counts = this.repository.categoryCounts();
    const search = query.search?.trim().toLowerCase();
    let rows = all.map((category) => ({ category, count: counts.get(category.id) ?? 0 }));
    if (query.hideEmpty) rows = rows.filter((row) => row.count > 0);
    if (query.parent !== undefined)
      rows = rows.filter((row) => row.category.parent === query.parent);
    if (query.include !== undefined) {
      const include = new Set(query.include);
      rows = rows.filter((row) => include.has(row.category.id));
    }
    if (search) {
      rows = rows.filter(
        (row) =>
          row.category.name.toLowerCase().includes(search) || row.category.slug.includes(search),
      );
    }
    const direction = query.order === 'desc' ? -1 : 1;
    const collator = PERSIAN_ORDER;
    rows.sort((a, b) => {
      const byKey =
        query.orderBy === 'count'
          ? a.count - b.count
          : query.orderBy === 'slug'
            ? collator.compare(a.category.slug, b.category.slug)
            : collator.compare(a.category.name, b.category.name);
      return direction * (byKey !== 0 ? byKey : a.category.id - b.category.id);
    });
    const total = rows.length;
    const page =
      query.perPage > 0
        ? rows.slice((query.page - 1) * query.perPage, query.page * query.perPage)
        : rows;
    const images = this.repository.images(
      page.flatMap((row) => (row.category.imageId === null ? [] : [row.category.imageId])),
    );
    return {
      items: page.map((row) =>
        toStoreCategory(
          row.category,
          row.count,
          row.category.imageId === null ? undefined : images.get(row.category.imageId),
          origin,
        ),
      ),
      total,
    };
  }

  /** Every category with its descendants, for the products route's category filter. */
  categoryResolver(): (idOrSlug: string) => number[] {
    const version = this.repository.version();
    if (this.resolver?.version !== version) {
      this.resolver = { version, resolve: this.buildCategoryResolver() };
    }
    return this.resolver.resolve;
  }

  private buildCategoryResolver(): (idOrSlug: string) => number[] {
    const all = this.repository.allCategories();
    const descendants = descendantsOf(all);
    const bySlug = new Map(all.map((category) => [category.slug, category.id]));
    return (idOrSlug) => {
      const id = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : bySlug.get(idOrSlug);
      return id === undefined ? [] : (descendants.get(id) ?? []);
    };
  }
}
