// The one way an order comes into being: the checkout issue calls this with what it validated
// about the cart; attribution is read, checked and stored here, with the order, atomically.
import { wpDateTime } from '../siteTime';
import {
  attributionMeta,
  readClassicForm,
  readExtensionData,
  type SubmittedAttribution,
} from '../attribution/orderMeta';
import type { AttributionSettings } from '../attribution/settings';
import { fieldNames } from '../attribution/settings';
import type { OrderRecord, OrderStatus, OrdersRepository } from '../../storage/ordersRepository';

export const SHOP_CURRENCY = 'IRT';

/** Attribution exactly as the checkout received it; createOrder does the checking. */
export type AttributionSubmission =
  { via: 'store-api'; extension: unknown } | { via: 'classic-form'; form: Record<string, unknown> };

export interface NewOrderInput {
  /** Minor units of the currency, a whole number. */
  total: number;
  currency?: string;
  status?: OrderStatus;
  /** The request's address as the server saw it. */
  customerIp: string;
  /** The request's User-Agent header. */
  customerUserAgent?: string;
  attribution?: AttributionSubmission;
  /** The checkout draft (GET checkout) this order places, keeping its id; gone: a new order. */
  draftId?: number;
}

export interface OrderDeps {
  orders: OrdersRepository;
  clock: () => Date;
  attribution: Pick<AttributionSettings, 'prefix' | 'fields'>;
}

function submitted(
  submission: AttributionSubmission | undefined,
  settings: OrderDeps['attribution'],
): SubmittedAttribution {
  const fields = fieldNames(settings);
  if (!submission) return {};
  return submission.via === 'store-api'
    ? readExtensionData(submission.extension, fields)
    : readClassicForm(submission.form, settings.prefix, fields);
}

/**
 * Stores a new order with its attribution meta. Throws AttributionInvalid (nothing written)
 * when the attribution is unacceptable, RangeError for a total that is not a whole amount.
 */
export function createOrder(deps: OrderDeps, input: NewOrderInput): OrderRecord {
  if (!Number.isSafeInteger(input.total) || input.total < 0) {
    throw new RangeError(`order total must be a whole non-negative amount, got ${input.total}`);
  }
  const values = submitted(input.attribution, deps.attribution);
  const meta = attributionMeta(values, deps.attribution.prefix, fieldNames(deps.attribution));
  const order = {
    status: input.status ?? 'processing',
    currency: input.currency ?? SHOP_CURRENCY,
    total: input.total,
    customerIp: input.customerIp,
    customerUserAgent: input.customerUserAgent ?? '',
    createdGmt: wpDateTime(deps.clock()),
    meta,
  };
  const placed =
    input.draftId === undefined ? undefined : deps.orders.placeDraft(input.draftId, order);
  return placed ?? deps.orders.insert(order);
}
