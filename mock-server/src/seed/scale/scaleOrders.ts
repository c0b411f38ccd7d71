// The scale seed's orders: a year of sales placed the way checkout places them (createOrder with
// its attribution, then the details: lines, addresses, coupon), one transaction per batch.
import type Database from 'better-sqlite3';
import type { PaymentMethodId } from '../../../../contracts/checkout';
import { DEFAULT_ATTRIBUTION_SETTINGS } from '../../domain/attribution/settings';
import { createOrder } from '../../domain/orders/createOrder';
import {
  createSqliteOrderDetailsRepository,
  type OrderLineRecord,
} from '../../storage/orderDetailsRepository';
import { createSqliteOrdersRepository, type OrderStatus } from '../../storage/ordersRepository';
import { seededRandom } from '../catalogVariations';
import { IRAN_REGIONS } from '../iranRegions';
import type { Buyable } from './scaleCatalog';
import { FIRST_NAMES, LAST_NAMES, STREETS, persianNumber } from './scaleVocabulary';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 2000;
const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Where buyers came from, weighted as a small Iranian shop sees it. */
const SOURCES: readonly { weight: number; fields: Record<string, string> }[] = [
  { weight: 30, fields: { source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)' } },
  { weight: 25, fields: { source_type: 'organic', utm_source: 'google', utm_medium: 'organic' } },
  {
    weight: 18,
    fields: {
      source_type: 'utm',
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'yalda',
    },
  },
  { weight: 8, fields: { source_type: 'utm', utm_source: 'telegram', utm_medium: 'cpc' } },
  {
    weight: 7,
    fields: { source_type: 'referral', utm_source: 'digikala.com', utm_medium: 'referral' },
  },
  { weight: 5, fields: { source_type: 'organic', utm_source: 'bing', utm_medium: 'organic' } },
  { weight: 4, fields: { source_type: 'utm', utm_source: 'torob', utm_medium: 'cpc' } },
  { weight: 3, fields: { source_type: 'admin', utm_source: '(direct)', utm_medium: '(none)' } },
];
const SOURCE_TOTAL = SOURCES.reduce((sum, source) => sum + source.weight, 0);

/** The order's life after checkout: most are paid and sent, some cancelled or returned. */
const OUTCOMES: readonly { below: number; method: PaymentMethodId; status: OrderStatus }[] = [
  { below: 0.45, method: 'persian_card', status: 'completed' },
  { below: 0.62, method: 'cod', status: 'completed' },
  { below: 0.72, method: 'persian_card', status: 'processing' },
  { below: 0.77, method: 'cod', status: 'processing' },
  { below: 0.81, method: 'bacs', status: 'on-hold' },
  { below: 0.89, method: 'persian_card', status: 'cancelled' },
  { below: 0.93, method: 'persian_card', status: 'refunded' },
  { below: 0.97, method: 'persian_card', status: 'failed' },
  { below: 1.01, method: 'persian_card', status: 'pending' },
];

const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
];

const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)] as T;

function sourceOf(random: () => number): Record<string, string> {
  let roll = random() * SOURCE_TOTAL;
  for (const source of SOURCES) {
    roll -= source.weight;
    if (roll < 0) return source.fields;
  }
  return (SOURCES[0] as (typeof SOURCES)[number]).fields;
}

/** A unique, well-formed order key per order number (wc_order_ + 13 letters and digits). */
function orderKey(serial: number, random: () => number): string {
  let key = '';
  let rest = serial;
  for (let index = 0; index < 6; index += 1) {
    key += KEY_ALPHABET[rest % KEY_ALPHABET.length];
    rest = Math.floor(rest / KEY_ALPHABET.length);
  }
  while (key.length < 13) key += pick([...KEY_ALPHABET], random);
  return `wc_order_${key}`;
}

function digits(count: number, random: () => number): string {
  let text = '';
  for (let index = 0; index < count; index += 1) text += String(Math.floor(random() * 10));
  return text;
}

export interface ScaleOrdersResult {
  orders: number;
  lines: number;
}

/**
 * Places `count` orders spread over the year before `now`, buying from `buyables` (popular
 * products more often). `onProgress` hears the running count after every batch.
 */
export function seedScaleOrders(
  db: Database.Database,
  count: number,
  buyables: readonly Buyable[],
  now: Date,
  onProgress: (done: number) => void = () => {},
): ScaleOrdersResult {
  if (count > 0 && buyables.length === 0) throw new Error('no product in stock to order');
  const orders = createSqliteOrdersRepository(db);
  const details = createSqliteOrderDetailsRepository(db);
  const random = seededRandom('scale-orders');
  const start = now.getTime() - 365 * DAY_MS;
  let lines = 0;

  const placeOne = (serial: number) => {
    // Orders come evenly through the year, a little jitter so none share a second.
    const at = new Date(start + ((serial + random()) * 365 * DAY_MS) / count);
    const lineCount = 1 + Math.floor(random() ** 2 * 4);
    const orderLines: OrderLineRecord[] = [];
    for (let n = 0; n < lineCount; n += 1) {
      // Cubing the roll sends most orders to the first (best-selling) products.
      const item = buyables[Math.floor(random() ** 3 * buyables.length)] as Buyable;
      const quantity = random() < 0.85 ? 1 : 2;
      orderLines.push({
        productId: item.productId,
        variationId: item.variationId,
        name: item.name,
        sku: item.sku,
        quantity,
        price: item.price,
        subtotal: item.price * quantity,
        total: item.price * quantity,
        variation: item.variation,
      });
    }
    const subtotal = orderLines.reduce((sum, line) => sum + line.subtotal, 0);
    const coupon =
      random() < 0.06 ? { code: 'welcome10', discount: Math.round(subtotal / 10) } : undefined;
    const shippingTotal = subtotal >= 2_000_000 ? 0 : 45_000;
    const total = subtotal - (coupon?.discount ?? 0) + shippingTotal;
    const roll = random();
    const outcome = OUTCOMES.find((entry) => roll < entry.below) ?? OUTCOMES[0]!;
    const province = pick(IRAN_REGIONS, random);
    const firstName = pick(FIRST_NAMES, random);
    const lastName = pick(LAST_NAMES, random);
    const phone = `09${digits(9, random)}`;
    const address = {
      first_name: firstName,
      last_name: lastName,
      company: '',
      address_1: `${pick(STREETS, random)}، کوچهٔ ${persianNumber(1 + Math.floor(random() * 40))}، پلاک ${persianNumber(1 + Math.floor(random() * 200))}`,
      address_2: random() < 0.3 ? `واحد ${persianNumber(1 + Math.floor(random() * 20))}` : '',
      city: pick(province.cities, random),
      state: province.code,
      postcode: `1${digits(9, random)}`,
      country: 'IR',
      phone,
    };
    const order = createOrder(
      { orders, clock: () => at, attribution: DEFAULT_ATTRIBUTION_SETTINGS },
      {
        total,
        status: outcome.status,
        customerIp: `5.${Math.floor(random() * 255)}.${Math.floor(random() * 255)}.${Math.floor(random() * 255)}`,
        customerUserAgent: pick(USER_AGENTS, random),
        attribution: {
          via: 'store-api',
          extension: {
            ...sourceOf(random),
            session_pages: String(1 + Math.floor(random() * 12)),
            session_count: String(1 + Math.floor(random() * 5)),
            user_agent: pick(USER_AGENTS, random),
          },
        },
      },
    );
    details.save(order.id, {
      orderKey: orderKey(serial, random),
      customerId: 0,
      paymentMethod: outcome.method,
      customerNote: random() < 0.05 ? 'لطفاً قبل از ارسال تماس بگیرید.' : '',
      subtotal,
      discountTotal: coupon?.discount ?? 0,
      shippingTotal,
      nationalCode: '',
      transferReference: '',
      billing: { ...address, email: `buyer${serial}@example.ir` },
      shipping: address,
      lines: orderLines,
      coupons: coupon ? [coupon] : [],
    });
    lines += orderLines.length;
  };

  for (let done = 0; done < count; done += BATCH) {
    db.transaction(() => {
      for (let serial = done; serial < Math.min(count, done + BATCH); serial += 1) placeOne(serial);
    })();
    onProgress(Math.min(count, done + BATCH));
  }
  return { orders: count, lines };
}
