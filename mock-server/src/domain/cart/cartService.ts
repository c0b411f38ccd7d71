// A customer's cart over the repositories, with the time from the injected clock.
import { PAYMENT_METHODS, type PaymentMethodId } from '../../../../contracts/checkout';
import { CART_OPERATION_ERROR_CODES, type StoreCart } from '../../../../contracts/store';
import type { CatalogRepository } from '../../storage/catalogRepository';
import type { ProductAttributeTerms } from '../../storage/catalogRecords';
import type { CartRepository } from '../../storage/cartRepository';
import { currentPrice } from '../catalog/pricing';
import { cartDiscounts, formatCouponCode, type AppliedDiscount } from '../coupons/coupon';
import { couponProblem } from '../coupons/couponCheck';
import { couponFailures } from '../coupons/couponFailures';
import type { CouponsRepository } from '../../storage/couponsRepository';
import type { ShippingZonesRepository } from '../../storage/shippingZonesRepository';
import { wpDateTime } from '../siteTime';
import { addItem, type AddItemRequest, type CartCatalog } from './addItem';
import type { CartFailure } from './cartFailures';
import { toStoreCart, type LoadedLine } from './cartView';
import { updateItem } from './updateItem';

/** An order's lines as the order keeps them: attribute labels and term names, not slugs. */
export interface OrderToRestore {
  lines: readonly {
    productId: number;
    variationId: number;
    quantity: number;
    variation: readonly { attribute: string; value: string }[];
  }[];
  couponCodes: readonly string[];
}

/** An order line's "رنگ: آبی" as add-item takes it ("attribute_pa_color": "blue"). */
function slugChoice(
  choice: { attribute: string; value: string },
  attributes: readonly ProductAttributeTerms[],
): { attribute: string; value: string } {
  const entry = attributes.find((candidate) => candidate.attribute.label === choice.attribute);
  const term = entry?.terms.find((candidate) => candidate.name === choice.value);
  return entry && term
    ? { attribute: `attribute_${entry.attribute.taxonomy}`, value: term.slug }
    : choice;
}

export type CartOutcome = { ok: true; cart: StoreCart } | { ok: false; failure: CartFailure };

type Decided = { ok: true } | { ok: false; failure: CartFailure };

/** WooCommerce's "Cart item no longer exists or is invalid." */
const invalidKey = (): CartFailure => ({
  kind: 'conflict',
  code: CART_OPERATION_ERROR_CODES.invalidKey,
  message: 'این کالا دیگر در سبد خرید نیست یا نامعتبر است.',
});

/** A customer's cart over the repositories, with the time from the injected clock. */
export class CartService {
  private readonly catalog: CartCatalog;

  constructor(
    private readonly carts: CartRepository,
    private readonly products: CatalogRepository,
    private readonly clock: () => Date,
    private readonly coupons?: CouponsRepository,
    /** The shop's shipping zones (none: the cart shows no shipping). */
    private readonly shipping?: Pick<ShippingZonesRepository, 'zones'>,
    /** What the checkout accepts, listed in the cart (default: every method). */
    private readonly paymentMethods: readonly PaymentMethodId[] = PAYMENT_METHODS,
  ) {
    this.catalog = {
      findProduct: (id) => products.findProduct(id),
      attributesOf: (productId) => products.attributesOf([productId]).get(productId) ?? [],
      variationsOf: (productId) => products.variationsOf(productId),
    };
  }

  /** The cart's lines with the catalogue rows they refer to. */
  load(customerId: string): LoadedLine[] {
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

  private itemsTotal(lines: readonly LoadedLine[]): number {
    const nowGmt = wpDateTime(this.clock());
    return lines.reduce(
      (sum, loaded) => sum + (currentPrice(loaded.item, nowGmt) ?? 0) * loaded.line.quantity,
      0,
    );
  }

  /** The applied coupons that still hold for these lines, with what each takes off. */
  discounts(customerId: string, lines: readonly LoadedLine[]): AppliedDiscount[] {
    if (!this.coupons) return [];
    const nowGmt = wpDateTime(this.clock());
    const itemsTotal = this.itemsTotal(lines);
    const valid = this.coupons.cartCodes(customerId).flatMap((code) => {
      const coupon = this.coupons?.find(code);
      return coupon && !couponProblem(code, coupon, itemsTotal, nowGmt) ? [coupon] : [];
    });
    return cartDiscounts(valid, itemsTotal);
  }

  cart(customerId: string, origin: string): StoreCart {
    const lines = this.load(customerId);
    return toStoreCart(
      lines,
      origin,
      wpDateTime(this.clock()),
      this.discounts(customerId, lines),
      lines.length > 0 ? (this.shipping?.zones() ?? []) : [],
      this.paymentMethods,
    );
  }

  /** Decides and writes in one transaction, then answers the cart as it is now. */
  private change(customerId: string, origin: string, work: () => Decided): CartOutcome {
    const outcome = this.carts.atomically(work);
    if (!outcome.ok) return outcome;
    return { ok: true, cart: this.cart(customerId, origin) };
  }

  /** Decides and writes in one transaction, so two adds can never both pass the stock check. */
  addItem(customerId: string, request: AddItemRequest, origin: string): CartOutcome {
    return this.change(customerId, origin, () => {
      const decided = addItem(request, this.carts.lines(customerId), this.catalog);
      if (decided.ok) this.carts.saveLine(customerId, decided.line, wpDateTime(this.clock()));
      return decided;
    });
  }

  /** cart/update-item: the line's new quantity (0 removes it). */
  updateItem(customerId: string, key: string, quantity: number, origin: string): CartOutcome {
    return this.change(customerId, origin, () => {
      const line = this.carts.lines(customerId).find((candidate) => candidate.key === key);
      const item = line && this.products.findProduct(line.variationId || line.productId);
      if (!line || !item) return { ok: false, failure: invalidKey() };
      const parent = line.variationId === 0 ? undefined : this.products.findProduct(line.productId);
      const decided = updateItem(line, quantity, item, parent);
      if (!decided.ok) return decided;
      const nowGmt = wpDateTime(this.clock());
      if ('remove' in decided) this.carts.removeLine(customerId, key, nowGmt);
      else this.carts.saveLine(customerId, decided.line, nowGmt);
      this.dropUnqualifiedCoupons(customerId);
      return { ok: true };
    });
  }

  /** cart/remove-item. */
  removeItem(customerId: string, key: string, origin: string): CartOutcome {
    return this.change(customerId, origin, () => {
      if (!this.carts.removeLine(customerId, key, wpDateTime(this.clock()))) {
        return { ok: false, failure: invalidKey() };
      }
      this.dropUnqualifiedCoupons(customerId);
      return { ok: true };
    });
  }

  /** cart/apply-coupon: WooCommerce's checks in its order, then the coupon joins the cart. */
  applyCoupon(customerId: string, rawCode: string, origin: string): CartOutcome {
    return this.change(customerId, origin, () => {
      const code = formatCouponCode(rawCode);
      if (code === '') return { ok: false, failure: couponFailures.empty() };
      const coupons = this.coupons;
      if (!coupons) return { ok: false, failure: couponFailures.unknown(code) };
      if (coupons.cartCodes(customerId).includes(code)) {
        return { ok: false, failure: couponFailures.alreadyApplied(code) };
      }
      const nowGmt = wpDateTime(this.clock());
      const problem = couponProblem(
        code,
        coupons.find(code),
        this.itemsTotal(this.load(customerId)),
        nowGmt,
      );
      if (problem) return { ok: false, failure: problem };
      coupons.applyToCart(customerId, code, nowGmt);
      return { ok: true };
    });
  }

  /** cart/remove-coupon. */
  removeCoupon(customerId: string, rawCode: string, origin: string): CartOutcome {
    return this.change(customerId, origin, () => {
      const code = formatCouponCode(rawCode);
      if (!this.coupons?.removeFromCart(customerId, code)) {
        return { ok: false, failure: couponFailures.notApplied() };
      }
      return { ok: true };
    });
  }

  /**
   * Gives an unpaid order's lines (and its coupons, when they still hold) back to the cart it was
   * placed from, as WooCommerce restores the cart when a payment is cancelled. A line the cart
   * holds again already stays as it is (a second cancelled attempt adds nothing); a line that can
   * no longer be bought (gone, or its last units held by this very order) is left out. Answers
   * how many lines came back.
   */
  restoreOrder(customerId: string, order: OrderToRestore): number {
    return this.carts.atomically(() => {
      const nowGmt = wpDateTime(this.clock());
      let restored = 0;
      for (const line of order.lines) {
        const attributes = this.catalog.attributesOf(line.productId);
        const request: AddItemRequest = {
          id: line.variationId || line.productId,
          quantity: line.quantity,
          variation: line.variation.map((choice) => slugChoice(choice, attributes)),
        };
        const lines = this.carts.lines(customerId);
        const decided = addItem(request, lines, this.catalog);
        if (!decided.ok || lines.some((held) => held.key === decided.line.key)) continue;
        this.carts.saveLine(customerId, decided.line, nowGmt);
        restored += 1;
      }
      const coupons = this.coupons;
      if (coupons && restored > 0) {
        const itemsTotal = this.itemsTotal(this.load(customerId));
        const applied = coupons.cartCodes(customerId);
        for (const code of order.couponCodes) {
          if (applied.includes(code)) continue;
          if (couponProblem(code, coupons.find(code), itemsTotal, nowGmt)) continue;
          coupons.applyToCart(customerId, code, nowGmt);
        }
      }
      return restored;
    });
  }

  /** After the items change, a coupon whose minimum is no longer met leaves the cart, as WooCommerce's check_cart_coupons does. */
  private dropUnqualifiedCoupons(customerId: string): void {
    const coupons = this.coupons;
    if (!coupons) return;
    const nowGmt = wpDateTime(this.clock());
    const itemsTotal = this.itemsTotal(this.load(customerId));
    for (const code of coupons.cartCodes(customerId)) {
      if (couponProblem(code, coupons.find(code), itemsTotal, nowGmt)) {
        coupons.removeFromCart(customerId, code);
      }
    }
  }
}
