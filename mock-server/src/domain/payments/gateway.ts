// The small interface an online card gateway implements: start a payment (the bank's page to
// send the shopper to) and verify what the bank sends back. The shop never trusts the browser's
// word that a payment happened; only a verdict from verify() moves an order to paid.

export interface PaymentStart {
  orderId: number;
  /** Whole Toman. */
  amount: number;
  /** Where the gateway sends the shopper back (the shop's callback route). */
  callbackUrl: string;
  /** Shown on the bank's page. */
  description: string;
}

export type PaymentVerdict =
  /** The bank confirms this token's payment of `amount` for `orderId`. */
  | { status: 'paid'; token: string; orderId: number; amount: number; reference: string }
  /** The shopper cancelled, or the bank declined. */
  | { status: 'cancelled' | 'failed'; token: string; orderId: number }
  /** The callback cannot be trusted (bad signature, unknown token): nothing may change. */
  | { status: 'invalid'; reason: string };

export interface PaymentGateway {
  readonly id: string;
  /** Registers the payment with the bank; the URL of the bank's page for the shopper. */
  start(payment: PaymentStart): Promise<{ token: string; redirectUrl: string }>;
  /** The bank's page of a payment start() registered and nobody has used yet (no bank call). */
  pageUrl(token: string, callbackUrl: string): string;
  /** Checks a callback's query with the bank (for the test gateway: its signature). */
  verify(callback: Readonly<Record<string, string | undefined>>): Promise<PaymentVerdict>;
}
