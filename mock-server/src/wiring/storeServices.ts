// Builds what the Store API's catalogue, swatch, picture and cart routes read, from the database
// and the shop's catalogue settings (app.ts calls it once).
import type { PaymentMethodId } from '../../../contracts/checkout';
import type Database from 'better-sqlite3';
import { CartService } from '../domain/cart/cartService';
import { CatalogReader } from '../domain/catalog/catalogReader';
import { swatchSettings } from '../domain/catalog/swatchSettings';
import type { StoreOptions } from '../routes/storeRoutes';
import { createSqliteCartRepository } from '../storage/cartRepository';
import {
  createSqliteCatalogRepository,
  type CatalogRepository,
} from '../storage/catalogRepository';
import { createSqliteShippingZonesRepository } from '../storage/shippingZonesRepository';
import {
  createSqliteAttributeTermsRepository,
  type AttributeTermsRepository,
} from '../storage/attributeTerms';
import { createSqliteCouponsRepository } from '../storage/couponsRepository';
import { createProductSearchIndex, type ProductSearchIndex } from '../storage/productSearchIndex';
import { SynonymTable } from '../../../contracts/searchTerms';

export interface StoreServices {
  catalog: CatalogRepository;
  reader: CatalogReader;
  carts: CartService;
  /** The global attributes and terms (the shop page's filters). */
  attributes: AttributeTermsRepository;
  /** The catalogue's search index, which the listing filters and ranks by. */
  search: ProductSearchIndex;
}

export function buildStoreServices(
  db: Database.Database,
  deps: {
    clock: () => Date;
    options?: StoreOptions;
    /** What the checkout accepts (the cart lists it). */
    paymentMethods?: readonly PaymentMethodId[];
  },
): StoreServices {
  // The built-in synonym groups, joined by the shop owner's (SEARCH_SYNONYMS_FILE).
  const synonyms = new SynonymTable();
  for (const group of deps.options?.searchSynonyms ?? []) synonyms.add(group);
  const search = createProductSearchIndex(db, synonyms);
  const catalog = createSqliteCatalogRepository(db, search);
  const reader = new CatalogReader(catalog, deps.clock, {
    hideOutOfStockItems: deps.options?.hideOutOfStockItems ?? false,
    disableOutOfStockVariations: deps.options?.disableOutOfStockVariations ?? false,
    swatches:
      deps.options?.swatchesPlugin === false ? null : swatchSettings(deps.options?.swatches),
  });
  // The coupons repository lets the cart show applied coupons and discounted totals.
  const carts = new CartService(
    createSqliteCartRepository(db),
    catalog,
    deps.clock,
    createSqliteCouponsRepository(db),
    createSqliteShippingZonesRepository(db),
    deps.paymentMethods,
  );
  return {
    catalog,
    reader,
    carts,
    attributes: createSqliteAttributeTermsRepository(db),
    search,
  };
}
