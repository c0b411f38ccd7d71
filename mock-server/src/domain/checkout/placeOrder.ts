// Places the order as ONE immediate transaction.
import { CHECKOUT_ERROR_CODES, type PaymentMethodId } from '../../../../contracts/checkout';
import { AttributionInvalid } from '../attribution/orderMeta';
import type { CartFailure } from '../cart/cartFailures';
import { cartFailures, cartItemProblems } from '../cart/cartFailures';
import type { CartService } from '../cart/cartService';
import { variationLabels, type LoadedLine } from '../cart/cartView';
import { isPurchasable } from '../cart/addItem';
import { currentPrice } from '../catalog/pricing';
import { isInStock, quantityLimit } from '../catalog/stock';
import { cartDiscounts, shareDiscount, type CouponRecord } from '../coupons/coupon';
import { couponProblem } from '../coupons/couponCheck';
import { couponFailures } from '../coupons/couponFailures';
import type { CouponsRepository } from '../../storage/couponsRepository';
import { createOrder, type OrderDeps } from '../orders/createOrder';
import type { OrderStatus } from '../../storage/ordersRepository';
import { unpaidLimitPassed, unpaidWindowStart } from '../orders/stockHolds';
import type { UnpaidOrdersRepository } from '../../storage/unpaidOrdersRepository';
import { persianNumber } from '../catalog/persianText';
import type { CartRepository } from '../../storage/cartRepository';
import type { CheckoutDraftsRepository } from '../../storage/checkoutDraftsRepository';
import { wpDateTime } from '../siteTime';
import type { CheckoutInput } from './checkoutRequest';
import type { FieldProblem } from './fieldErrors';
import type { OrderDetailsRepository, OrderLineRecord } from '../../storage/orderDetailsRepository';
import { newOrderKey } from './orderKey';
import type { PlacedOrder } from './orderView';

/** Where an order starts, by payment method (what WooCommerce's gateways set). */
export const INITIAL_STATUS: Record<PaymentMethodId, OrderStatus> = {
  // Cash on delivery: the shop ships now and is paid at the door.
  cod: 'processing',
  // Card-to-card: waits for the shop to see the transfer.
  bacs: 'on-hold',
  // Online card: waits for the gateway's verified callback.
  persian_card: 'pending',
};

export interface CheckoutDeps {
  carts: CartService;
  cartLines: CartRepository;
  coupons: CouponsRepository;
  orders: OrderDeps;
  details: OrderDetailsRepository;
  clock: () => Date;
  /** The caps on unpaid orders (stock holds); absent: no cap. */
  unpaid?: {
    orders: UnpaidOrdersRepository;
    limit: number | null;
    /** Per billing or shipping address (postcode); absent or null: no cap. */
    perAddress?: number | null;
  };
  /** Checkout drafts (GET checkout): the order placed takes the session's draft id and key. */
  drafts?: CheckoutDraftsRepository;
  /** Keeps a signed-in customer's addresses from the order (absent: nothing is kept). */
  rememberAddresses?: (
    customerId: number,
    placed: Pick<CheckoutInput, 'billing' | 'shipping'>,
  ) => void;
}

export interface PlaceOrderRequest {
  /** Whose cart ("t_…" or the session's); also the session the unpaid-order cap counts by. */
  cartCustomerId: string;
  /** The signed-in customer, 0 for a guest. */
  shopCustomerId: number;
  input: CheckoutInput;
  customerIp: string;
  customerUserAgent: string;
}

export type PlaceOrderOutcome =
  | { ok: true; orderId: number; placed: PlacedOrder }
  | { ok: false; failure: CartFailure }
  | { ok: false; problems: FieldProblem[] };

/** Thrown inside the transaction to undo every write made so far. */
class Refused extends Error {
  constructor(readonly outcome: Exclude<PlaceOrderOutcome, { ok: true }>) {
    super('checkout refused');
  }
}

/** validate_cart: the first line that cannot be bought as it stands, as a conflict. */
function lineFailure(loaded: LoadedLine): CartFailure | undefined {
  const parent = loaded.item.type === 'variation' ? loaded.product : undefined;
  const name = loaded.item.name;
  let problem: { code: string; message: string } | undefined;
  if (!isPurchasable(loaded.item, parent)) problem = cartItemProblems.notPurchasable(name);
  else if (!isInStock(loaded.item)) problem = cartItemProblems.outOfStock(name);
  else if (loaded.item.stockQuantity !== null && loaded.item.stockQuantity < loaded.line.quantity) {
    problem = cartItemProblems.notEnough(name);
  }
  if (problem) return { ...problem, kind: 'conflict' };
  // The per-order limit (for untracked stock, the shop's own cap): a cart filled before the
  // limit, or past it some other way, is refused as WooCommerce's QuantityLimits refuses it.
  const maximum = quantityLimit(loaded.item);
  return loaded.line.quantity > maximum ? cartFailures.tooMany(name, maximum) : undefined;
}

/** WooCommerce 9.9.5's answer to a checkout of an empty cart: a conflict with the cart's state. */
const EMPTY_CART: CartFailure = {
  kind: 'conflict',
  code: CHECKOUT_ERROR_CODES.emptyCart,
  message: 'سبد خرید خالی است؛ سفارشی از سبد خالی ساخته نمی‌شود.',
};

/**
 * The checkout's first question, before the address or the payment method are read (as
 * WooCommerce asks it): is there anything to order? place() asks again inside its transaction.
 */
export function emptyCartFailure(
  deps: Pick<CheckoutDeps, 'cartLines'>,
  cartCustomerId: string,
): CartFailure | undefined {
  return deps.cartLines.lines(cartCustomerId).length === 0 ? EMPTY_CART : undefined;
}

function tooManyUnpaidOrders(limit: number): CartFailure {
  return {
    kind: 'tooMany',
    code: CHECKOUT_ERROR_CODES.tooManyUnpaidOrders,
    message: `هم‌اکنون ${persianNumber(limit)} سفارش پرداخت‌نشده با این مشخصات ثبت شده است؛ پیش از سفارش تازه، سفارش‌های قبلی را پرداخت کنید یا چند ساعت دیگر دوباره امتحان کنید.`,
  };
}

function outOfStockNow(name: string): CartFailure {
  const problem = cartItemProblems.outOfStock(name);
  return { ...problem, kind: 'conflict', code: CHECKOUT_ERROR_CODES.outOfStock };
}

/**
 * Places the order as ONE immediate transaction: the cart is read, every line re-priced from
 * the catalogue, coupons re-checked, stock taken with a conditional UPDATE per line (a line that
 * finds too little left undoes everything), the order and its attribution written by
 * createOrder, the details saved and the cart emptied. Either all of it happens or none.
 */
export function placeOrder(deps: CheckoutDeps, request: PlaceOrderRequest): PlaceOrderOutcome {
  const { cartCustomerId } = request;
  try {
    // One transaction: the coupon check writes nothing unless a coupon stopped holding, and then
    // the order is not attempted, so a refusal thrown by place() rolls back only place's writes.
    return deps.cartLines.atomically((): PlaceOrderOutcome => {
      const codes = deps.coupons.cartCodes(cartCustomerId);
      const lines = deps.carts.load(cartCustomerId);
      const expired =
        codes.length === 0 ? undefined : expiredCoupon(deps, cartCustomerId, codes, lines);
      if (expired) return { ok: false, failure: expired };
      const outcome = place(deps, request, codes, lines);
      // The customer's last addresses fill their next checkout, as WooCommerce keeps them.
      if (outcome.ok && request.shopCustomerId > 0) {
        deps.rememberAddresses?.(request.shopCustomerId, request.input);
      }
      return outcome;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    if (error instanceof AttributionInvalid) {
      return {
        ok: false,
        problems: Object.entries(error.params).map(([field, message]) => ({
          param: 'extensions',
          field,
          code: 'invalid_order_attribution',
          message,
        })),
      };
    }
    throw error;
  }
}

/**
 * A coupon that stopped holding leaves the cart even though the order is refused, as
 * WooCommerce's check_cart_coupons removes it; that is the only write a refusal keeps.
 */
function expiredCoupon(
  deps: CheckoutDeps,
  cartCustomerId: string,
  codes: readonly string[],
  lines: readonly LoadedLine[],
): CartFailure | undefined {
  const nowGmt = wpDateTime(deps.clock());
  const itemsTotal = lines.reduce(
    (sum, loaded) => sum + (currentPrice(loaded.item, nowGmt) ?? 0) * loaded.line.quantity,
    0,
  );
  for (const code of codes) {
    const problem = couponProblem(code, deps.coupons.find(code), itemsTotal, nowGmt);
    if (problem) {
      deps.coupons.removeFromCart(cartCustomerId, code);
      return couponFailures.removedAtCheckout(code, problem.message);
    }
  }
  return undefined;
}

function place(
  deps: CheckoutDeps,
  request: PlaceOrderRequest,
  codes: readonly string[],
  lines: readonly LoadedLine[],
): PlaceOrderOutcome {
  const { cartCustomerId, input } = request;
  if (lines.length === 0) throw new Refused({ ok: false, failure: EMPTY_CART });
  const resumed = resumeAwaitingOrder(deps, request, codes, lines);
  if (resumed) return resumed;
  for (const loaded of lines) {
    const failure = lineFailure(loaded);
    if (failure) throw new Refused({ ok: false, failure });
  }
  // Counted inside the checkout's transaction, so simultaneous checkouts cannot all slip under.
  const limits = {
    perShopper: deps.unpaid?.limit ?? null,
    perAddress: deps.unpaid?.perAddress ?? null,
  };
  if (deps.unpaid && (limits.perShopper !== null || limits.perAddress !== null)) {
    const counts = deps.unpaid.orders.countUnpaid({
      sinceGmt: unpaidWindowStart(deps.clock()),
      sessionKey: cartCustomerId,
      email: input.billing.email,
      phone: input.billing.phone,
      postcodes: [input.billing.postcode, input.shipping.postcode],
    });
    const passed = unpaidLimitPassed(counts, limits);
    if (passed !== null) {
      throw new Refused({ ok: false, failure: tooManyUnpaidOrders(passed) });
    }
  }

  const nowGmt = wpDateTime(deps.clock());
  const prices = lines.map((loaded) => currentPrice(loaded.item, nowGmt) ?? 0);
  const subtotals = lines.map((loaded, index) => (prices[index] ?? 0) * loaded.line.quantity);
  const itemsTotal = subtotals.reduce((sum, value) => sum + value, 0);
  const coupons = codes.flatMap((code): CouponRecord[] => {
    const coupon = deps.coupons.find(code);
    return coupon ? [coupon] : [];
  });
  const discounts = cartDiscounts(coupons, itemsTotal);
  const discountTotal = discounts.reduce((sum, applied) => sum + applied.discount, 0);
  const shares = shareDiscount(subtotals, discountTotal);

  // The stock check that counts: another checkout may have taken the units since the cart was
  // read, so each decrement only happens if enough are still there.
  for (const loaded of lines) {
    if (!deps.details.takeStock(loaded.item.id, loaded.line.quantity)) {
      throw new Refused({ ok: false, failure: outOfStockNow(loaded.item.name) });
    }
  }

  const draft = deps.drafts?.find(cartCustomerId);
  const order = createOrder(deps.orders, {
    draftId: draft?.orderId,
    total: itemsTotal - discountTotal,
    status: INITIAL_STATUS[input.paymentMethod],
    customerIp: request.customerIp,
    customerUserAgent: request.customerUserAgent,
    attribution: { via: 'store-api', extension: input.attribution },
  });
  const orderLines: OrderLineRecord[] = lines.map((loaded, index) => ({
    productId: loaded.line.productId,
    variationId: loaded.line.variationId,
    name: loaded.product.name,
    sku: loaded.item.sku,
    quantity: loaded.line.quantity,
    price: prices[index] ?? 0,
    subtotal: subtotals[index] ?? 0,
    total: (subtotals[index] ?? 0) - (shares[index] ?? 0),
    variation: variationLabels(loaded).map(({ attribute, value }) => ({ attribute, value })),
  }));
  const details = deps.details.save(
    order.id,
    {
      // The draft's key only if the order really is the draft (it may have been cleared).
      orderKey: draft && draft.orderId === order.id ? draft.orderKey : newOrderKey(),
      customerId: request.shopCustomerId,
      paymentMethod: input.paymentMethod,
      customerNote: input.customerNote,
      subtotal: itemsTotal,
      discountTotal,
      shippingTotal: 0,
      nationalCode: input.nationalCode,
      transferReference: input.transferReference,
      billing: input.billing,
      shipping: input.shipping,
      lines: orderLines,
      coupons: discounts.map((applied) => ({
        code: applied.coupon.code,
        discount: applied.discount,
      })),
    },
    cartCustomerId,
  );
  deps.cartLines.clear(cartCustomerId);
  deps.drafts?.release(cartCustomerId);
  return { ok: true, orderId: order.id, placed: { order, details } };
}

/** The same products, variations and quantities, in any order. */
function sameLines(ordered: readonly OrderLineRecord[], lines: readonly LoadedLine[]): boolean {
  const key = (productId: number, variationId: number, quantity: number) =>
    `${productId}/${variationId}/${quantity}`;
  const a = ordered.map((line) => key(line.productId, line.variationId, line.quantity)).sort();
  const b = lines
    .map((loaded) => key(loaded.line.productId, loaded.line.variationId, loaded.line.quantity))
    .sort();
  return a.length === b.length && a.every((entry, index) => entry === b[index]);
}

/**
 * WooCommerce's "order awaiting payment": a card payment that was cancelled gave the cart back;
 * placing it again at the checkout pays that same order instead of making a second one, which
 * would hold the stock twice and leave the first pending. Resumed only when no payment for it
 * is under way at the bank and the cart is exactly what the order holds (same lines, coupons
 * and total); its units are already taken, so stock is not taken again. The address, payment method and notes are the new checkout's. Any other cart
 * is a new order (the old one is left to its pay link and the hold-time sweep).
 */
function resumeAwaitingOrder(
  deps: CheckoutDeps,
  request: PlaceOrderRequest,
  codes: readonly string[],
  lines: readonly LoadedLine[],
): PlaceOrderOutcome | undefined {
  const orderId = deps.unpaid?.orders.awaitingPayment(request.cartCustomerId);
  if (orderId === undefined) return undefined;
  const held = deps.details.find(orderId);
  const order = deps.orders.orders.findById(orderId);
  if (!held || !order) return undefined;
  const heldCodes = held.coupons.map((coupon) => coupon.code).sort();
  const sameCoupons =
    heldCodes.length === codes.length && [...codes].sort().every((c, i) => c === heldCodes[i]);
  if (!sameCoupons || !sameLines(held.lines, lines)) return undefined;
  const nowGmt = wpDateTime(deps.clock());
  const itemsTotal = lines.reduce(
    (sum, loaded) => sum + (currentPrice(loaded.item, nowGmt) ?? 0) * loaded.line.quantity,
    0,
  );
  // A price that changed since makes a new order at the new price, as a fresh checkout would.
  if (itemsTotal !== held.subtotal) return undefined;
  const { input } = request;
  const status = INITIAL_STATUS[input.paymentMethod];
  if (!deps.details.changeStatus(orderId, ['pending', 'failed'], status)) return undefined;
  const details = deps.details.updateCheckout(orderId, {
    customerId: request.shopCustomerId,
    paymentMethod: input.paymentMethod,
    customerNote: input.customerNote,
    nationalCode: input.nationalCode,
    transferReference: input.transferReference,
    billing: input.billing,
    shipping: input.shipping,
  });
  const updated = deps.orders.orders.findById(orderId);
  if (!details || !updated) return undefined;
  deps.cartLines.clear(request.cartCustomerId);
  return { ok: true, orderId, placed: { order: updated, details } };
}
