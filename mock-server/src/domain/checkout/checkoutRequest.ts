// Reads a checkout request with every field rule at once (so one answer lists every bad field),
// then the payment method, as WooCommerce validates arguments before it looks at the payment.
import {
  CHECKOUT_ERROR_CODES,
  CUSTOMER_NOTE_MAX_LENGTH,
  NATIONAL_CODE_FIELD,
  PAYMENT_METHODS,
  TRANSFER_REFERENCE_KEY,
  type PaymentMethodId,
  type StoreCheckoutRequest,
} from '../../../../contracts/checkout';
import {
  isNationalCodeShaped,
  normaliseNationalCode,
  toAsciiDigits,
} from '../../../../contracts/iranRules';
import type { IranProvince } from '../../../../contracts/regions';
import type { StoreAddress, StoreBillingAddress } from '../../../../contracts/store';
import { persianNumber } from '../catalog/persianText';
import { NATIONAL_CODE_NAME } from '../../../../contracts/fieldNames';
import { checkAddress, isEmptyAddress, tidyText, type CheckoutAddressRules } from './addressRules';
import type { FieldProblem } from './fieldErrors';

/** A checkout request that passed every field rule, normalised. */
export interface CheckoutInput {
  billing: StoreBillingAddress;
  shipping: StoreAddress;
  customerNote: string;
  paymentMethod: PaymentMethodId;
  /** 10 ASCII digits or "". */
  nationalCode: string;
  /** bacs: the card-to-card reference, ASCII digits; else "". */
  transferReference: string;
  /** extensions["woocommerce/order-attribution"] as sent; createOrder checks it. */
  attribution: unknown;
}

export type CheckoutReading =
  | { ok: true; input: CheckoutInput }
  | { ok: false; problems: FieldProblem[] }
  | { ok: false; code: string; message: string };

function paymentDataValue(request: StoreCheckoutRequest, key: string): string {
  const entry = request.payment_data?.find((candidate) => candidate.key === key);
  return typeof entry?.value === 'string' ? entry.value : '';
}

function toShipping(address: StoreBillingAddress): StoreAddress {
  const { email: _email, ...shipping } = address;
  return shipping;
}

/**
 * Reads a checkout request with every field rule at once (so one answer lists every bad field),
 * then the payment method, as WooCommerce validates arguments before it looks at the payment.
 * `available`: the methods the shop offers now (without a card gateway, no persian_card).
 */
export function readCheckoutRequest(
  request: StoreCheckoutRequest,
  provinces: (code: string) => IranProvince | undefined,
  available: readonly PaymentMethodId[] = PAYMENT_METHODS,
  titles: Readonly<Partial<Record<string, string>>> = {},
  rules: CheckoutAddressRules = {},
): CheckoutReading {
  const billing = checkAddress(request.billing_address, 'billing', provinces, rules);
  const problems = [...billing.problems];
  let shipping = toShipping(billing.address);
  if (!isEmptyAddress(request.shipping_address)) {
    const checked = checkAddress(request.shipping_address ?? {}, 'shipping', provinces);
    problems.push(...checked.problems);
    shipping = toShipping(checked.address);
  }

  const rawNationalCode = tidyText(request.additional_fields?.[NATIONAL_CODE_FIELD] ?? '');
  const nationalCode = rawNationalCode === '' ? '' : normaliseNationalCode(rawNationalCode);
  if (nationalCode === undefined) {
    problems.push({
      param: 'additional_fields',
      field: NATIONAL_CODE_FIELD,
      code: 'invalid_national_code',
      // Ten digits that fail the check digit were mistyped, not mis-shaped: say which it is.
      message: isNationalCodeShaped(rawNationalCode)
        ? `این ${NATIONAL_CODE_NAME} معتبر نیست؛ رقم‌های آن را دوباره با کارت ملی مقایسه کنید.`
        : `${NATIONAL_CODE_NAME} درست نیست؛ ۱۰ رقم آن را بدون خط تیره بنویسید.`,
    });
  }

  const customerNote = (request.customer_note ?? '').trim();
  if (customerNote.length > CUSTOMER_NOTE_MAX_LENGTH) {
    problems.push({
      param: 'customer_note',
      field: 'customer_note',
      code: 'invalid_customer_note',
      message: `یادداشت سفارش نباید بیش از ${persianNumber(CUSTOMER_NOTE_MAX_LENGTH)} حرف باشد.`,
    });
  }

  // Typed as the known ids for the client; a request may carry anything.
  const method: string = request.payment_method ?? '';
  let transferReference = '';
  if (method === 'bacs') {
    const raw = toAsciiDigits(tidyText(paymentDataValue(request, TRANSFER_REFERENCE_KEY))).replace(
      /[\s-]/g,
      '',
    );
    if (raw === '') {
      problems.push({
        param: 'payment_data',
        field: TRANSFER_REFERENCE_KEY,
        code: `required_${TRANSFER_REFERENCE_KEY}`,
        message: 'شمارهٔ پیگیری واریز را بنویسید.',
      });
    } else if (!/^[0-9]{4,20}$/.test(raw)) {
      problems.push({
        param: 'payment_data',
        field: TRANSFER_REFERENCE_KEY,
        code: `invalid_${TRANSFER_REFERENCE_KEY}`,
        message: 'شمارهٔ پیگیری واریز باید ۴ تا ۲۰ رقم باشد.',
      });
    } else transferReference = raw;
  }

  if (problems.length > 0) return { ok: false, problems };
  if (method === '') {
    return {
      ok: false,
      code: CHECKOUT_ERROR_CODES.missingPaymentMethod,
      message: 'روش پرداخت را انتخاب کنید.',
    };
  }
  const offered = available.find((id) => id === method);
  if (offered === undefined) {
    // WooCommerce: "%s is not available for this order—please choose a different payment
    // method", with the gateway's title when it knows one, else the id as sent.
    return {
      ok: false,
      code: CHECKOUT_ERROR_CODES.paymentMethodDisabled,
      message: `«${titles[method] ?? method}» برای این سفارش در دسترس نیست؛ لطفاً روش پرداخت دیگری را انتخاب کنید.`,
    };
  }
  return {
    ok: true,
    input: {
      billing: billing.address,
      shipping,
      customerNote,
      paymentMethod: offered,
      nationalCode: nationalCode ?? '',
      transferReference,
      attribution: request.extensions?.['woocommerce/order-attribution'],
    },
  };
}
