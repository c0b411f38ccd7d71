import type { OrderDetailsRepository } from '../checkout/orderDetailsRepository';
import { awaitsOnlinePayment, type PlacedOrder } from '../checkout/orderView';
import type { OrdersRepository } from '../orders/ordersRepository';
import type { PaymentGateway } from './gateway';

/** Where the gateway sends the shopper back (under the REST root). */
export const PAYMENT_CALLBACK_ROUTE = 'persian-shop/v1/payments/callback';

/** Reads placed orders and starts online payments for them (at checkout and from the retry link). */
export class OrderPayments {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly details: OrderDetailsRepository,
    private readonly gateway: PaymentGateway,
  ) {}

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

  /**
   * The bank's page for an order that still owes an online payment; undefined when nothing is
   * owed or the gateway did not answer (the order keeps its retry link either way).
   */
  async startIfOnline(placed: PlacedOrder, origin: string): Promise<string | undefined> {
    if (!awaitsOnlinePayment(placed)) return undefined;
    try {
      const started = await this.gateway.start({
        orderId: placed.order.id,
        amount: placed.order.total,
        callbackUrl: `${origin}/wp-json/${PAYMENT_CALLBACK_ROUTE}`,
        description: `سفارش ${placed.order.id}`,
      });
      return started.redirectUrl;
    } catch {
      return undefined;
    }
  }
}
