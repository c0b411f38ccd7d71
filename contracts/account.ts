// The shop's customer accounts: register and sign in by email or mobile with a password, a
// session cookie, the signed-in customer and their saved addresses. The routes live under the
// shop's own namespace (WordPress core has no customer sign-in over REST). Both sides import
// these: Fastify validates with the schemas, and the types are derived from the same schemas.

import type { FromSchema } from 'json-schema-to-ts';
import { EMPTY_ADDRESS, STORE_ADDRESS_FIELDS, type StoreBillingAddress } from './store';

export const ACCOUNT_NAMESPACE = 'persian-shop/v1';
export const ACCOUNT_ROOT = `${ACCOUNT_NAMESPACE}/account`;

/** Paths below the REST root (no leading slash), as api-fetch's `path` takes them with one. */
export const ACCOUNT_ROUTES = {
  register: `${ACCOUNT_ROOT}/register`,
  signIn: `${ACCOUNT_ROOT}/sign-in`,
  signOut: `${ACCOUNT_ROOT}/sign-out`,
  me: `${ACCOUNT_ROOT}/me`,
  addresses: `${ACCOUNT_ROOT}/addresses`,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is no denial of service. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Error codes of these routes (besides WordPress's rest_invalid_param / rest_missing_callback_param). */
export const ACCOUNT_ERROR_CODES = {
  /** 400: the email or mobile is not in a valid form (data.params names the field). */
  invalidLogin: 'persian_shop_invalid_login',
  /** 400: neither email nor mobile was given at registration. */
  loginRequired: 'persian_shop_login_required',
  /** 400: password shorter than PASSWORD_MIN_LENGTH. */
  weakPassword: 'persian_shop_weak_password',
  /** 409: an account with this email or mobile exists (data.params names the field). */
  accountExists: 'persian_shop_account_exists',
  /** 401: unknown account or wrong password: one answer for both, so accounts cannot be probed. */
  badCredentials: 'persian_shop_invalid_credentials',
  /**
   * 429 with Retry-After: too many failed sign-ins from this address (for this account, or for
   * any), or too many registrations from this address.
   */
  tooManyAttempts: 'persian_shop_too_many_attempts',
  /** 503 with Retry-After: too many passwords are being checked right now; try again shortly. */
  busy: 'persian_shop_busy',
  /** 401: the route needs a signed-in customer. */
  notSignedIn: 'persian_shop_not_signed_in',
  /** 403: a state-changing account request came without the REST nonce (X-WP-Nonce). */
  nonceRequired: 'persian_shop_nonce_required',
  /** 400: a saved address failed validation (data.params: field -> message). */
  invalidAddress: 'persian_shop_invalid_address',
} as const;

export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];

// ---------------------------------------------------------------------------------------------
// Requests

/** POST account/register. Email, mobile or both; the mobile may be typed in Persian digits. */
export type RegisterRequest = FromSchema<typeof registerBodySchema>;

/** POST account/sign-in. `login` is an email or a mobile (any digits, with or without +98). */
export type SignInRequest = FromSchema<typeof signInBodySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export type AccountCustomer = FromSchema<typeof accountCustomerSchema>;

/** GET account/me, and the answer of register and sign-in. A guest gets `customer: null` (200). */
export type AccountSession = FromSchema<typeof accountSessionSchema>;

/**
 * A saved address is the Store API's billing address (country IR), so it drops straight into the
 * checkout: `state` is a province code from contracts/regions.ts, `city` one of its cities,
 * `postcode` 10 digits and `phone` a mobile 09xxxxxxxxx, all in Latin digits once saved. Empty
 * strings mean "not set"; a shipping address always has `email: ''`.
 */
export type AccountAddress = StoreBillingAddress;

export type AccountAddressKind = 'billing' | 'shipping';

/** GET and PUT account/addresses (PUT takes and answers the same shape). */
export type AccountAddresses = FromSchema<typeof addressesResponseSchema>;

/** A saved address's fields: the Store API's billing address, in its order. */
export const ADDRESS_FIELDS = [
  ...STORE_ADDRESS_FIELDS,
  'email',
] as const satisfies readonly (keyof AccountAddress)[];

/**
 * A staff login name (npm run user:create): WordPress's user_login cut to what reads safely
 * everywhere; at least one letter, so it is never taken for a mobile number, and no @. Compared
 * lower-cased. Both the sign-in form and the server read it with this rule.
 */
export const STAFF_LOGIN_PATTERN = /^(?=.*[a-z])[a-z0-9._-]{3,60}$/;

export function isStaffLogin(text: string): boolean {
  return STAFF_LOGIN_PATTERN.test(text.normalize('NFKC').trim().toLowerCase());
}

export function emptyAddress(): AccountAddress {
  return { ...EMPTY_ADDRESS, email: '' };
}

// ---------------------------------------------------------------------------------------------
// JSON Schemas (Fastify validates the bodies with these; the domain checks the finer rules)

const shortText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const registerBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['password'],
  properties: {
    email: shortText(EMAIL_MAX_LENGTH),
    mobile: shortText(32),
    password: shortText(PASSWORD_MAX_LENGTH),
    first_name: shortText(NAME_MAX_LENGTH),
    last_name: shortText(NAME_MAX_LENGTH),
  },
} as const;

export const signInBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['login', 'password'],
  properties: {
    login: shortText(EMAIL_MAX_LENGTH),
    password: shortText(PASSWORD_MAX_LENGTH),
  },
} as const;

const addressSchema = {
  type: 'object',
  properties: {
    first_name: shortText(NAME_MAX_LENGTH),
    last_name: shortText(NAME_MAX_LENGTH),
    company: shortText(NAME_MAX_LENGTH),
    address_1: shortText(200),
    address_2: shortText(200),
    city: shortText(NAME_MAX_LENGTH),
    state: shortText(8),
    postcode: shortText(32),
    country: shortText(2),
    phone: shortText(32),
    email: shortText(EMAIL_MAX_LENGTH),
  },
} as const;

export const addressesBodySchema = {
  type: 'object',
  required: ['billing', 'shipping'],
  properties: { billing: addressSchema, shipping: addressSchema },
} as const;

/** One saved address as answered: every field, in ADDRESS_FIELDS order (the serialiser's). */
const addressAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...ADDRESS_FIELDS],
  properties: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, { type: 'string' }])) as {
    [Field in (typeof ADDRESS_FIELDS)[number]]: { readonly type: 'string' };
  },
} as const;

/** GET and PUT account/addresses answer. */
export const addressesResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['billing', 'shipping'],
  properties: { billing: addressAnswerSchema, shipping: addressAnswerSchema },
} as const;

const nullableText = { type: ['string', 'null'] } as const;

/** A customer's account as answered, keys in the order the server writes them. */
export const accountCustomerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'mobile', 'first_name', 'last_name', 'date_created_gmt'],
  properties: {
    id: { type: 'integer' },
    /** Lower-cased; null when the customer registered by mobile only. */
    email: nullableText,
    /** Normalised to 09xxxxxxxxx (Latin digits); null when registered by email only. */
    mobile: nullableText,
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    /** ISO 8601 UTC. */
    date_created_gmt: { type: 'string' },
  },
} as const;

/** AccountSession: the signed-in customer, or null for a guest. */
export const accountSessionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['customer'],
  properties: { customer: { anyOf: [accountCustomerSchema, { type: 'null' }] } },
} as const;

/** WordPress's roles this shop knows: core's populate_roles() cut down, and WooCommerce's customer. */
export const ROLES = ['administrator', 'editor', 'author', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
