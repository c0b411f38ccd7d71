// The scale seed (`npm run seed -- --products N --orders M --posts P`): the demo shop, then
// generated products, a year of orders and more posts, all through the storage code the server
// uses, so a bench or a search test sees the shop a busy owner would have.
import type Database from 'better-sqlite3';
import { createSqliteCatalogRepository } from '../../storage/catalogRepository';
import { PRODUCTS } from '../catalogProducts';
import { seedIfEmpty } from '../index';
import { seedScaleCatalog, type Buyable } from './scaleCatalog';
import { seedScaleOrders } from './scaleOrders';
import { seedScalePosts } from './scalePosts';

export interface ScaleSize {
  /** Sellable products in all, the demo's included. */
  products: number;
  orders: number;
  /** Blog posts in all, the demo's included. */
  posts: number;
}

export interface ScaleSeedResult {
  products: number;
  variations: number;
  orders: number;
  orderLines: number;
  posts: number;
}

/** The demo's products in stock, so orders can buy them too. */
function demoBuyables(db: Database.Database): Buyable[] {
  const catalog = createSqliteCatalogRepository(db);
  return PRODUCTS.flatMap((seed): Buyable[] => {
    const product = catalog.findProductBySlug(seed.slug);
    if (!product) return [];
    const rows = product.type === 'variable' ? catalog.variationsOf(product.id) : [product];
    return rows.flatMap((row) =>
      row.stockStatus === 'instock' && row.regularPrice !== null
        ? [
            {
              productId: product.id,
              variationId: row.id === product.id ? 0 : row.id,
              name: row.name,
              sku: row.sku,
              price: row.regularPrice,
              variation: [],
            },
          ]
        : [],
    );
  });
}

/** Builds the shop into a new database (the caller makes sure it is new: see scripts/seed.ts). */
export function seedScale(
  db: Database.Database,
  size: ScaleSize,
  now: Date,
  log: (line: string) => void = () => {},
): ScaleSeedResult {
  seedIfEmpty(db, now);
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const catalog = seedScaleCatalog(db, size.products, now, (done) => {
    if (done % 2000 === 0 || done === size.products) log(`products ${done} (${seconds()} s)`);
  });
  const buyables = [...catalog.buyables, ...demoBuyables(db)];
  const orders = seedScaleOrders(db, size.orders, buyables, now, (done) => {
    if (done % 100_000 === 0 || done === size.orders) log(`orders ${done} (${seconds()} s)`);
  });
  const posts = seedScalePosts(db, size.posts, now);
  log(`posts +${posts} (${seconds()} s)`);
  return {
    products: catalog.products,
    variations: catalog.variations,
    orders: orders.orders,
    orderLines: orders.lines,
    posts,
  };
}
