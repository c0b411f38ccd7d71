// The Store API, the swatches' variation route and the catalogue pictures.
import type { FastifyInstance } from 'fastify';
import type { SwatchSettings } from '../../../contracts/store';
import type { StoreServices } from '../wiring/storeServices';
import { registerStoreCartRoutes } from './storeCart';
import { registerStoreImageRoutes } from './storeImages';
import { registerStoreProductRoutes } from './storeProducts';
import { registerStoreAttributeRoutes } from './storeAttributes';
import { registerStoreCollectionDataRoute } from './storeCollectionData';
import { registerStoreSwatchRoutes } from './storeSwatches';
import { createStoreSession } from './storeSession';

/** The shop's catalogue settings (AppOptions.store); every one has WooCommerce's default. */
export interface StoreOptions {
  /** Overrides of the swatch settings (domain/catalog/swatchSettings.ts has the shop's defaults). */
  swatches?: Partial<SwatchSettings>;
  /** WooCommerce's "Hide out of stock items from the catalog" (default off). */
  hideOutOfStockItems?: boolean;
  /** Swatches Pro "Disable Out of Stock": out-of-stock variations are sent inactive (default off). */
  disableOutOfStockVariations?: boolean;
  /**
   * false: the site has no Variation Swatches plugin, so products carry no swatch extension (a
   * plain WooCommerce site; the storefront then shows WooCommerce's own selects). Default on.
   */
  swatchesPlugin?: boolean;
  /** The shop owner's search synonym groups (SEARCH_SYNONYMS_FILE), beside the built-in ones. */
  searchSynonyms?: readonly (readonly string[])[];
}

export interface StoreRouteDeps {
  /** Built once in app.ts (wiring/storeServices.ts). */
  services: StoreServices;
  clock: () => Date;
  secret: string;
  nonceLifetimeSeconds: number;
  uploadsDir: string;
}

/** The Store API, the swatches' variation route and the catalogue pictures. */
export async function registerStoreRoutes(
  app: FastifyInstance,
  deps: StoreRouteDeps,
): Promise<void> {
  const { catalog, reader, carts } = deps.services;
  registerStoreImageRoutes(app, catalog, deps.uploadsDir);
  // Their answers are compressed like every route's (http/compression.ts).
  await app.register(async (scope) => {
    registerStoreProductRoutes(scope, reader);
    registerStoreAttributeRoutes(scope, deps.services.attributes);
    registerStoreCollectionDataRoute(scope, reader);
    registerStoreSwatchRoutes(scope, reader);
    registerStoreCartRoutes(
      scope,
      carts,
      createStoreSession({
        secret: deps.secret,
        nonceLifetimeSeconds: deps.nonceLifetimeSeconds,
        clock: deps.clock,
      }),
    );
  });
}
