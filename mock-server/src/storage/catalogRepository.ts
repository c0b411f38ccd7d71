// The catalogue in SQLite as its readers need it: products and variations with their categories,
// pictures, attributes and stock, read in batches, and a version that moves on each change.
import type { ProductSearchIndex } from './productSearchIndex';
import type Database from 'better-sqlite3';
import type {
  AttributeRecord,
  CategoryRecord,
  ImageRecord,
  ProductAttributeTerms,
  ProductRecord,
  StockStatus,
  TermRecord,
  VariationSummary,
} from './catalogRecords';
import {
  toAttribute,
  toCategory,
  stringMap,
  toImage,
  toProduct,
  toTerm,
  type AttributeRow,
  type CategoryRow,
  type ImageRow,
  type ProductRow,
  type TermRow,
} from './catalogRows';
import {
  createProductListing,
  type CollectionData,
  type CollectionQuery,
  type ProductListFilter,
} from './catalogListing';
import { SELLABLE, SELLABLE_P, currentPrice, onSale, placeholders } from './catalogSql';

export type {
  CollectionData,
  CollectionQuery,
  ProductListFilter,
  ProductOrderBy,
} from './catalogListing';

export interface CatalogRepository {
  listProducts(filter: ProductListFilter): { items: ProductRecord[]; total: number };
  /** listProducts's page as ids: the rows are read only for products not built already. */
  listProductIds(filter: ProductListFilter): { ids: number[]; total: number };
  /** Products by id, in the order asked (an id not found is left out). */
  productsByIds(ids: readonly number[]): ProductRecord[];
  /** products/collection-data: price range and counts over a listing's filters. */
  collectionData(filter: ProductListFilter, asked: CollectionQuery): CollectionData;
  /** Any published or private product or variation (trash is gone). */
  findProduct(id: number): ProductRecord | undefined;
  /** A simple or variable product by slug. */
  findProductBySlug(slug: string): ProductRecord | undefined;
  /** Published variations of a variable product, in menu order (shared: do not change them). */
  variationsOf(productId: number): readonly ProductRecord[];
  /**
   * What a listed product's answer needs of its published variations (id, attribute choices,
   * price and stock to tell the listed ones), by parent, in menu order: far less than
   * variationsOf reads for a product with thousands of them.
   */
  variationRefsOf(productIds: readonly number[]): Map<number, VariationRef[]>;
  /** Price, sale and stock of variable products' published variations at `now`. */
  variationSummaries(productIds: readonly number[], now: string): Map<number, VariationSummary>;
  categoriesOf(productIds: readonly number[]): Map<number, CategoryRecord[]>;
  galleryOf(productIds: readonly number[]): Map<number, ImageRecord[]>;
  attributesOf(productIds: readonly number[]): Map<number, ProductAttributeTerms[]>;
  images(ids: readonly number[]): Map<number, ImageRecord>;
  findImageByKey(fileKey: string): ImageRecord | undefined;
  allCategories(): CategoryRecord[];
  /** Distinct published products linked to any of the categories. */
  countInCategories(categoryIds: readonly number[]): number;
  /**
   * Every category's kept product count (its own and its descendants' listed products, each
   * once), in one query; a category with none is absent.
   */
  categoryCounts(): Map<number, number>;
  /** Sets stock (null = not managed) and the matching status; for tests and provider states. */
  setStock(id: number, quantity: number | null, status?: StockStatus): boolean;
  countProducts(): number;
  /**
   * Listed products (published, simple or variable) by id, slug and modified time only: what the
   * product sitemap writes, without reading whole products.
   */
  listedProductPaths(
    offset: number,
    limit: number,
  ): { items: { slug: string; modifiedGmt: string }[]; total: number };
  /**
   * Changes whenever the catalogue is written (a trigger counts the writes), except a write of
   * stock alone (a sale): that moves `stockVersion()` and the product's own version instead.
   */
  version(): number;
  /** Changes whenever any product's stock is written: a cache of answers then asks per product. */
  stockVersion(): number;
  /**
   * Changes whenever the product, one of its variations or anything products share is written:
   * what a cache of one product's answers keys on.
   */
  productVersion(productId: number): string;
}

export type VariationRef = Pick<
  ProductRecord,
  'id' | 'attributes' | 'regularPrice' | 'stockStatus' | 'stockQuantity'
>;

const CACHED_VARIATION_LISTS = 16;

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const list = groups.get(id);
    if (list) list.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

export function createSqliteCatalogRepository(
  db: Database.Database,
  searchIndex?: ProductSearchIndex,
): CatalogRepository {
  const byId = db.prepare<[number], ProductRow>(
    `SELECT * FROM products WHERE id = ? AND status != 'trash'`,
  );
  const bySlug = db.prepare<[string], ProductRow>(
    // `type != 'variation'` spelled out: SQLite uses the partial products_slug index only
    // when the query repeats its condition, else it reads every product and variation.
    `SELECT * FROM products WHERE slug = ? AND type != 'variation' AND ${SELLABLE}`,
  );
  const variations = db.prepare<[number], ProductRow>(
    `SELECT * FROM products WHERE parent_id = ? AND type = 'variation' AND status = 'publish'
     ORDER BY menu_order, id`,
  );
  const imageByKey = db.prepare<[string], ImageRow>(
    'SELECT * FROM catalog_images WHERE file_key = ?',
  );
  const categories = db.prepare<[], CategoryRow>(
    'SELECT * FROM product_categories ORDER BY menu_order, id',
  );
  const version = db.prepare<[], { version: number }>(
    'SELECT version FROM catalog_state WHERE id = 1',
  );
  const productVersion = db.prepare<[number], { version: string }>(
    `SELECT COALESCE((SELECT version FROM product_versions WHERE product_id = ?), 0)
       || '.' || (SELECT shared_version FROM catalog_state WHERE id = 1) AS version`,
  );
  const categoryCounts = db.prepare<[], { category_id: number; count: number }>(
    'SELECT category_id, count FROM category_counts WHERE count > 0',
  );
  const setStock = db.prepare<[number | null, StockStatus, number]>(
    'UPDATE products SET stock_quantity = ?, stock_status = ? WHERE id = ?',
  );
  const stockVersion = db.prepare<[], { stock_version: number }>(
    'SELECT stock_version FROM catalog_state WHERE id = 1',
  );
  const listing = createProductListing(
    db,
    () => version.get()?.version ?? 0,
    () => stockVersion.get()?.stock_version ?? 0,
    searchIndex,
  );
  const countProducts = db.prepare<[], { total: number }>(
    `SELECT COUNT(*) AS total FROM products WHERE ${SELLABLE}`,
  );

  const variationCache = new Map<number, { version: string; rows: readonly ProductRecord[] }>();

  // Statements that take a list of ids are prepared once per list length.
  const byLength = new Map<string, Database.Statement<unknown[], unknown>>();
  function listStatement<Row>(key: string, sql: (marks: string) => string, length: number) {
    const cacheKey = `${key}|${length}`;
    let statement = byLength.get(cacheKey);
    if (!statement) {
      statement = db.prepare(sql(placeholders(length)));
      byLength.set(cacheKey, statement);
    }
    return statement as Database.Statement<unknown[], Row>;
  }

  const listedPaths = db.prepare<[number, number], { slug: string; modifiedGmt: string }>(
    // The page of the listing first, then its products' dates: joined before the OFFSET, every
    // product skipped was read too (15-20 ms for the fifth file at 10,000 products).
    `SELECT l.slug, p.modified_gmt AS modifiedGmt
     FROM (SELECT id, slug FROM product_listing ORDER BY id LIMIT ? OFFSET ?) l
     JOIN products p ON p.id = l.id ORDER BY l.id`,
  );
  const countListed = db.prepare<[], { total: number }>(
    'SELECT COUNT(*) AS total FROM product_listing',
  );

  return {
    listProducts: listing.listProducts,
    listProductIds: listing.listProductIds,
    productsByIds: listing.productsByIds,
    listedProductPaths: (offset, limit) => ({
      items: limit > 0 ? listedPaths.all(limit, offset) : [],
      total: countListed.get()?.total ?? 0,
    }),
    collectionData: listing.collectionData,

    findProduct(id) {
      const row = byId.get(id);
      return row ? toProduct(row) : undefined;
    },

    findProductBySlug(slug) {
      const row = bySlug.get(slug);
      return row ? toProduct(row) : undefined;
    },

    variationsOf(productId) {
      // Thousands of rows are read once per change of the product, not on every add to cart.
      const current = productVersion.get(productId)?.version ?? '';
      const cached = variationCache.get(productId);
      if (cached && cached.version === current) return cached.rows;
      const rows = variations.all(productId).map(toProduct);
      variationCache.delete(productId);
      variationCache.set(productId, { version: current, rows });
      if (variationCache.size > CACHED_VARIATION_LISTS) {
        const oldest = variationCache.keys().next().value;
        if (oldest !== undefined) variationCache.delete(oldest);
      }
      return rows;
    },

    variationRefsOf(productIds) {
      const refs = new Map<number, VariationRef[]>();
      if (productIds.length === 0) return refs;
      const statement = listStatement<{
        parent_id: number;
        id: number;
        attributes: string;
        regular_price: number | null;
        stock_status: ProductRecord['stockStatus'];
        stock_quantity: number | null;
      }>(
        'refs',
        (marks) => `
          SELECT parent_id, id, attributes, regular_price, stock_status, stock_quantity
          FROM products
          WHERE parent_id IN (${marks}) AND type = 'variation' AND status = 'publish'
          ORDER BY parent_id, menu_order, id`,
        productIds.length,
      );
      // Many variations share one set of choices' JSON text: each text is read once.
      const parsed = new Map<string, Record<string, string>>();
      for (const row of statement.all(...productIds)) {
        let attributes = parsed.get(row.attributes);
        if (attributes === undefined) {
          attributes = stringMap(row.attributes);
          parsed.set(row.attributes, attributes);
        }
        const ref: VariationRef = {
          id: row.id,
          attributes,
          regularPrice: row.regular_price,
          stockStatus: row.stock_status,
          stockQuantity: row.stock_quantity,
        };
        const list = refs.get(row.parent_id);
        if (list) list.push(ref);
        else refs.set(row.parent_id, [ref]);
      }
      return refs;
    },

    variationSummaries(productIds, now) {
      const summaries = new Map<number, VariationSummary>();
      if (productIds.length === 0) return summaries;
      const statement = listStatement<{
        parent_id: number;
        min_price: number | null;
        max_price: number | null;
        min_regular: number | null;
        max_regular: number | null;
        on_sale: number;
        sale_ends: string | null;
        in_stock: number;
        count: number;
      }>(
        'summaries',
        (marks) => `
          SELECT v.parent_id,
            MIN(${currentPrice('v')}) AS min_price, MAX(${currentPrice('v')}) AS max_price,
            MIN(v.regular_price) AS min_regular, MAX(v.regular_price) AS max_regular,
            MAX(${onSale('v')}) AS on_sale,
            MIN(CASE WHEN ${onSale('v')} THEN v.sale_ends_gmt END) AS sale_ends,
            MAX(v.stock_status != 'outofstock') AS in_stock,
            COUNT(*) AS count
          FROM products v
          WHERE v.parent_id IN (${marks}) AND v.type = 'variation' AND v.status = 'publish'
          GROUP BY v.parent_id`,
        productIds.length,
      );
      for (const row of statement.all(...productIds, { now })) {
        summaries.set(row.parent_id, {
          minPrice: row.min_price ?? 0,
          maxPrice: row.max_price ?? 0,
          minRegularPrice: row.min_regular ?? 0,
          maxRegularPrice: row.max_regular ?? 0,
          onSale: row.on_sale === 1,
          saleEndsGmt: row.sale_ends,
          inStock: row.in_stock === 1,
          count: row.count,
        });
      }
      return summaries;
    },

    categoriesOf(productIds) {
      if (productIds.length === 0) return new Map();
      const statement = listStatement<CategoryRow & { product_id: number }>(
        'categoriesOf',
        (marks) => `
          SELECT l.product_id, c.* FROM product_category_links l
          JOIN product_categories c ON c.id = l.category_id
          WHERE l.product_id IN (${marks}) ORDER BY c.menu_order, c.id`,
        productIds.length,
      );
      const grouped = groupBy(statement.all(...productIds), (row) => row.product_id);
      return new Map([...grouped].map(([id, rows]) => [id, rows.map(toCategory)]));
    },

    galleryOf(productIds) {
      if (productIds.length === 0) return new Map();
      const statement = listStatement<ImageRow & { product_id: number }>(
        'galleryOf',
        (marks) => `
          SELECT g.product_id, i.* FROM product_gallery g
          JOIN catalog_images i ON i.id = g.image_id
          WHERE g.product_id IN (${marks}) ORDER BY g.position`,
        productIds.length,
      );
      const grouped = groupBy(statement.all(...productIds), (row) => row.product_id);
      return new Map([...grouped].map(([id, rows]) => [id, rows.map(toImage)]));
    },

    attributesOf(productIds) {
      const result = new Map<number, ProductAttributeTerms[]>();
      if (productIds.length === 0) return result;
      const statement = listStatement<
        TermRow & {
          product_id: number;
          is_variation: number;
          taxonomy: string;
          label: string;
          swatch_type: AttributeRow['swatch_type'];
        }
      >(
        'attributesOf',
        (marks) => `
          SELECT pt.product_id, pt.is_variation, a.taxonomy, a.label, a.swatch_type, t.*
          FROM product_attribute_terms pt
          JOIN attribute_terms t ON t.id = pt.term_id
          JOIN product_attributes a ON a.id = pt.attribute_id
          WHERE pt.product_id IN (${marks}) ORDER BY pt.product_id, pt.position`,
        productIds.length,
      );
      for (const row of statement.all(...productIds)) {
        let list = result.get(row.product_id);
        if (!list) {
          list = [];
          result.set(row.product_id, list);
        }
        let entry = list.find((item) => item.attribute.id === row.attribute_id);
        if (!entry) {
          const attribute: AttributeRecord = toAttribute({
            id: row.attribute_id,
            taxonomy: row.taxonomy,
            label: row.label,
            swatch_type: row.swatch_type,
          });
          entry = { attribute, terms: [], isVariation: row.is_variation === 1 };
          list.push(entry);
        }
        const term: TermRecord = toTerm(row);
        entry.terms.push(term);
      }
      return result;
    },

    images(ids) {
      if (ids.length === 0) return new Map();
      const statement = listStatement<ImageRow>(
        'images',
        (marks) => `SELECT * FROM catalog_images WHERE id IN (${marks})`,
        ids.length,
      );
      return new Map(statement.all(...ids).map((row) => [row.id, toImage(row)]));
    },

    findImageByKey(fileKey) {
      const row = imageByKey.get(fileKey);
      return row ? toImage(row) : undefined;
    },

    allCategories: () => categories.all().map(toCategory),

    countInCategories(categoryIds) {
      if (categoryIds.length === 0) return 0;
      const statement = listStatement<{ total: number }>(
        'countInCategories',
        (marks) => `
          SELECT COUNT(DISTINCT l.product_id) AS total FROM product_category_links l
          JOIN products p ON p.id = l.product_id
          WHERE l.category_id IN (${marks}) AND ${SELLABLE_P}`,
        categoryIds.length,
      );
      return statement.get(...categoryIds)?.total ?? 0;
    },

    categoryCounts: () => new Map(categoryCounts.all().map((row) => [row.category_id, row.count])),

    setStock(id, quantity, status) {
      const stockStatus: StockStatus =
        status ?? (quantity === null || quantity > 0 ? 'instock' : 'outofstock');
      return setStock.run(quantity, stockStatus, id).changes > 0;
    },

    countProducts: () => countProducts.get()?.total ?? 0,

    version: () => version.get()?.version ?? 0,

    stockVersion: () => stockVersion.get()?.stock_version ?? 0,

    productVersion: (productId) => productVersion.get(productId)?.version ?? '',
  };
}
