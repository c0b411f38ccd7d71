// Reads placed orders and starts online payments for them (at checkout and from the pay button).
import type { OrderDetailsRepository } from '../../storage/orderDetailsRepository';
import { awaitsOnlinePayment, type PlacedOrder } from '../checkout/orderView';
import type { OrdersRepository } from '../../storage/ordersRepository';
import type { PaymentGateway } from './gateway';
import type { PaymentAttemptsRepository } from '../../storage/paymentAttemptsRepository';

/** Where the gateway sends the shopper back (under the REST root). */
export const PAYMENT_CALLBACK_ROUTE = 'persian-shop/v1/payments/callback';

/**
 * Reads placed orders and starts online payments for them (at checkout and from the pay
 * button). An order has at most one live (unused) attempt: starting again reuses it, so neither
 * a reloaded page nor a burst of requests piles up attempts.
 */
export class OrderPayments {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly details: OrderDetailsRepository,
    private readonly attempts: Pick<PaymentAttemptsRepository, 'findLive'>,
    /** Absent when the shop has no card gateway (the test gateway switched off). */
    private readonly gateway: PaymentGateway | undefined,
  ) {}

  /** A card gateway is configured: persian_card can be offered and paid. */
  get online(): boolean {
    return this.gateway !== undefined;
  }

  find(orderId: number): PlacedOrder | undefined {
    const order = this.orders.findById(orderId);
    const details = order && this.details.find(orderId);
    return order && details ? { order, details } : undefined;
  }

  /** The order that checkout has just stored (it exists: the transaction committed). */
  placed(orderId: number): PlacedOrder {
    const found = this.find(orderId);
    if (!found) throw new Error(`placed order ${orderId} not found`);
    return found;
  }

  /** The bank's page of the order's live attempt, if it has one; reads only. */
  livePage(placed: PlacedOrder, origin: string): string | undefined {
    if (!this.gateway || !awaitsOnlinePayment(placed)) return undefined;
    const live = this.attempts.findLive(placed.order.id);
    return live && live.amount === placed.order.total
      ? this.gateway.pageUrl(live.token, callbackUrl(origin))
      : undefined;
  }

  /**
   * The bank's page for an order that still owes an online payment: its live attempt, or a new
   * one; undefined when nothing is owed or the gateway did not answer (the order keeps its pay
   * button either way).
   */
  async startIfOnline(placed: PlacedOrder, origin: string): Promise<string | undefined> {
    const gateway = this.gateway;
    if (!gateway || !awaitsOnlinePayment(placed)) return undefined;
    const live = this.livePage(placed, origin);
    if (live) return live;
    try {
      const started = await gateway.start({
        orderId: placed.order.id,
        amount: placed.order.total,
        callbackUrl: callbackUrl(origin),
        description: `سفارش ${placed.order.id}`,
      });
      return started.redirectUrl;
    } catch {
      // A request beside this one started the attempt first (one live attempt per order).
      return this.livePage(placed, origin);
    }
  }
}

function callbackUrl(origin: string): string {
  return `${origin}/wp-json/${PAYMENT_CALLBACK_ROUTE}`;
}
