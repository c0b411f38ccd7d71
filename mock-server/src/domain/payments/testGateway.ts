// A local stand-in for an Iranian card gateway.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { wpDateTime } from '../siteTime';
import type { PaymentGateway, PaymentStart, PaymentVerdict } from './gateway';
import type { PaymentAttemptsRepository } from '../../storage/paymentAttemptsRepository';

/** Where the local test gateway's pages live (its own pages, not the shop's). */
export const TEST_GATEWAY_PATH = '/test-gateway';
/** The bank's answers, as Iranian gateways word them. */
export type BankStatus = 'OK' | 'NOK';

export interface TestGatewaySettings {
  /** The site secret; the gateway signs its callbacks with a key derived from it. */
  secret: string;
  attempts: PaymentAttemptsRepository;
  clock: () => Date;
}

const TOKEN = /^[0-9a-f]{32}$/;

export function isGatewayToken(token: string): boolean {
  return TOKEN.test(token);
}

/**
 * A local stand-in for an Iranian card gateway. start() records a single-use token and sends
 * the shopper to the gateway's own page (/test-gateway/{token}), which plays the bank: it shows
 * the amount and the merchant, and its pay and cancel buttons come back to the shop's callback
 * with a signed answer. verify() accepts only a callback whose signature matches its token,
 * order, amount and status.
 */
export class LocalTestGateway implements PaymentGateway {
  readonly id = 'persian_card';
  private readonly key: string;

  constructor(private readonly settings: TestGatewaySettings) {
    this.key = createHmac('sha256', settings.secret).update('test-gateway').digest('hex');
  }

  async start(payment: PaymentStart): Promise<{ token: string; redirectUrl: string }> {
    const token = randomBytes(16).toString('hex');
    this.settings.attempts.insert({
      token,
      orderId: payment.orderId,
      amount: payment.amount,
      createdGmt: wpDateTime(this.settings.clock()),
    });
    return { token, redirectUrl: this.pageUrl(token, payment.callbackUrl) };
  }

  pageUrl(token: string, callbackUrl: string): string {
    // The local bank lives beside the shop, so its page is on the callback's origin.
    return `${new URL(callbackUrl).origin}${TEST_GATEWAY_PATH}/${token}`;
  }

  /** The bank's signature over everything the callback claims. */
  sign(token: string, orderId: number, amount: number, status: BankStatus): string {
    return createHmac('sha256', this.key)
      .update(`${token}|${orderId}|${amount}|${status}`)
      .digest('hex');
  }

  /** The query the bank's page sends the shopper back with. */
  callbackQuery(token: string, status: BankStatus): URLSearchParams | undefined {
    const attempt = this.settings.attempts.find(token);
    if (!attempt) return undefined;
    return new URLSearchParams({
      token,
      order: String(attempt.orderId),
      amount: String(attempt.amount),
      status,
      sig: this.sign(token, attempt.orderId, attempt.amount, status),
    });
  }

  async verify(callback: Readonly<Record<string, string | undefined>>): Promise<PaymentVerdict> {
    const { token = '', order = '', amount = '', status = '', sig = '' } = callback;
    if (!isGatewayToken(token)) return { status: 'invalid', reason: 'token' };
    if (status !== 'OK' && status !== 'NOK') return { status: 'invalid', reason: 'status' };
    const orderId = Number(order);
    const paid = Number(amount);
    if (!Number.isSafeInteger(orderId) || !Number.isSafeInteger(paid)) {
      return { status: 'invalid', reason: 'numbers' };
    }
    const expected = Buffer.from(this.sign(token, orderId, paid, status));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { status: 'invalid', reason: 'signature' };
    }
    if (status === 'NOK') return { status: 'cancelled', token, orderId };
    return { status: 'paid', token, orderId, amount: paid, reference: token.slice(0, 12) };
  }
}
