import type { StoreCart } from '../../../../contracts/store';
import type { CatalogRepository } from '../../storage/catalogRepository';
import type { CartRepository } from '../../storage/cartRepository';
import { wpDateTime } from '../siteTime';
import { addItem, type AddItemRequest, type CartCatalog } from './addItem';
import type { CartFailure } from './cartFailures';
import { toStoreCart, type LoadedLine } from './cartView';

export type CartOutcome = { ok: true; cart: StoreCart } | { ok: false; failure: CartFailure };

/** A customer's cart over the repositories, with the time from the injected clock. */
export class CartService {
  private readonly catalog: CartCatalog;

  constructor(
    private readonly carts: CartRepository,
    private readonly products: CatalogRepository,
    private readonly clock: () => Date,
  ) {
    this.catalog = {
      findProduct: (id) => products.findProduct(id),
      attributesOf: (productId) => products.attributesOf([productId]).get(productId) ?? [],
      variationsOf: (productId) => products.variationsOf(productId),
    };
  }

  private load(customerId: string): LoadedLine[] {
    const loaded: LoadedLine[] = [];
    for (const line of this.carts.lines(customerId)) {
      const item = this.products.findProduct(line.variationId || line.productId);
      const product = line.variationId === 0 ? item : this.products.findProduct(line.productId);
      // A line whose product is gone is dropped from view, as WooCommerce drops it on load.
      if (!item || !product) continue;
      const imageId = item.imageId ?? product.imageId;
      loaded.push({
        line,
        item,
        product,
        attributes: this.catalog.attributesOf(product.id),
        image: imageId === null ? undefined : this.products.images([imageId]).get(imageId),
      });
    }
    return loaded;
  }

  cart(customerId: string, origin: string): StoreCart {
    return toStoreCart(this.load(customerId), origin, wpDateTime(this.clock()));
  }

  /** Decides and writes in one transaction, so two adds can never both pass the stock check. */
  addItem(customerId: string, request: AddItemRequest, origin: string): CartOutcome {
    const outcome = this.carts.atomically(() => {
      const decided = addItem(request, this.carts.lines(customerId), this.catalog);
      if (decided.ok) this.carts.saveLine(customerId, decided.line, wpDateTime(this.clock()));
      return decided;
    });
    if (!outcome.ok) return outcome;
    return { ok: true, cart: this.cart(customerId, origin) };
  }
}
