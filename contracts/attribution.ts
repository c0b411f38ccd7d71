// Order attribution as WooCommerce defines it (docs/reference: order-attribution.md §1, §3, §4):
// the field list and where each value comes from, the hidden-input prefix, the Store API
// extension namespace, and the shop owner's report. Both sides import these.

import type { FromSchema } from 'json-schema-to-ts';
import type { NamedArguments } from './schemaTypes';
import { closedObject } from './closedObject';

/** WooCommerce's default fields, in its order. */
export const ATTRIBUTION_FIELDS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** field -> dot path into sourcebuster's data (`sbjs.get`), as `wc_order_attribution.fields`. */
export const DEFAULT_FIELD_PATHS: Readonly<Record<AttributionField, string>> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

/** Every configured field; null when tracking is not allowed (or a path leads nowhere). */
export type AttributionValues = Record<string, string | null>;

export const DEFAULT_TRACKING_PREFIX = 'wc_order_attribution_';

/** WooCommerce trims outer underscores and appends exactly one. */
export function normalizePrefix(prefix: string): string {
  return `${prefix.replace(/^_+|_+$/g, '')}_`;
}

/** Store API checkout: `extensions[ORDER_ATTRIBUTION_NAMESPACE]` carries the values. */
export const ORDER_ATTRIBUTION_NAMESPACE = 'woocommerce/order-attribution';

/** The value WooCommerce's save skips (an absent classic input also counts as this). */
export const NONE_VALUE = '(none)';

/** Longest value the server stores per field; anything longer is refused, never cut. */
export const FIELD_MAX_LENGTHS: Readonly<Record<AttributionField, number>> = {
  source_type: 32,
  referrer: 2048,
  utm_campaign: 512,
  utm_source: 512,
  utm_medium: 512,
  utm_content: 512,
  utm_id: 512,
  utm_term: 512,
  utm_source_platform: 512,
  utm_creative_format: 512,
  utm_marketing_tactic: 512,
  session_entry: 2048,
  session_start_time: 32,
  session_pages: 16,
  session_count: 16,
  user_agent: 1024,
};

/** For fields a site adds through configuration. */
export const DEFAULT_FIELD_MAX_LENGTH = 512;

export function fieldMaxLength(field: string): number {
  return (FIELD_MAX_LENGTHS as Readonly<Record<string, number>>)[field] ?? DEFAULT_FIELD_MAX_LENGTH;
}

/** JSON Schema of `extensions["woocommerce/order-attribution"]` for the given field list. */
export function attributionExtensionSchema(fields: readonly string[] = ATTRIBUTION_FIELDS) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      fields.map((field) => [
        field,
        { type: ['string', 'null'], maxLength: fieldMaxLength(field) },
      ]),
    ),
  } as const;
}

/** What the page needs to track (inlined in the bootstrap config, see contracts/bootstrap.ts). */
export interface AttributionBootstrap {
  /** Initial consent state before the visitor chooses in the banner. */
  allowTracking: boolean;
  /** Cookie lifetime in months (fractions allowed; never rounds to a browser-session cookie). */
  lifetimeMonths: number;
  /** Session length in minutes. */
  sessionMinutes: number;
  /** Store the cookies base64-encoded (WooCommerce 9+ option against WAF false positives). */
  base64: boolean;
  /** Hidden input prefix, already normalised (ends in one `_`). */
  prefix: string;
  /** field -> dot path into the tracker data. */
  fields: Record<string, string>;
  /** The visitor's address as the server saw it (sourcebuster's `user_ip`). */
  userIp: string;
}

// ---- Origin label (WooCommerce's admin column and metabox) ----

export type OriginKind =
  'utm' | 'organic' | 'referral' | 'typein' | 'mobile_app' | 'admin' | 'unknown';

export interface Origin {
  kind: OriginKind;
  /** `ucfirst(trim(utm_source, '()'))`; shown after "Source:", "Organic:" or "Referral:". */
  source: string;
}

const ORIGIN_KINDS: readonly OriginKind[] = [
  'utm',
  'organic',
  'referral',
  'typein',
  'mobile_app',
  'admin',
];

export function originOf(sourceType: string, source: string): Origin {
  const trimmed = source.replace(/^[()]+|[()]+$/g, '');
  const kind = (ORIGIN_KINDS as readonly string[]).includes(sourceType)
    ? (sourceType as OriginKind)
    : 'unknown';
  return { kind, source: trimmed.charAt(0).toUpperCase() + trimmed.slice(1) };
}

// ---- The shop owner's report ----

export const ATTRIBUTION_REPORT_PATH = '/wp-json/shop/v1/reports/attribution';
/** The report route's path relative to the REST root (what api-fetch is given). */
export const ATTRIBUTION_REPORT_ROUTE = 'shop/v1/reports/attribution';

/** A Persian-calendar day, ASCII or Persian digits, `1404-01-31` or `۱۴۰۴/۱/۳۱`. */
export const PERSIAN_DATE_PATTERN = '^[0-9۰-۹]{4}[-/][0-9۰-۹]{1,2}[-/][0-9۰-۹]{1,2}$';

export type AttributionReportQuery = NamedArguments<typeof attributionReportQuerySchema>;

export const attributionReportQuerySchema = {
  type: 'object',
  required: ['from', 'to'],
  properties: {
    /** First day, Persian calendar, inclusive. */
    from: { type: 'string', pattern: PERSIAN_DATE_PATTERN },
    /** Last day, Persian calendar, inclusive. */
    to: { type: 'string', pattern: PERSIAN_DATE_PATTERN },
  },
} as const;

export type AttributionReportRow = AttributionReport['rows'][number];

export type AttributionReport = FromSchema<typeof attributionReportSchema>;

/** GET shop/v1/reports/attribution: orders and revenue by where the customers came from. */
export const attributionReportSchema = /* @__PURE__ */ closedObject({
  /** The range as asked, normalised to `YYYY-MM-DD` (Persian calendar, ASCII digits). */
  from: { type: 'string' },
  to: { type: 'string' },
  /** The same range as instants: [from_gmt, to_gmt), site time zone applied. */
  from_gmt: { type: 'string' },
  to_gmt: { type: 'string' },
  currency: { type: 'string' },
  totals: /* @__PURE__ */ closedObject({
    orders: { type: 'integer' },
    revenue: { type: 'number' },
  }),
  /** Highest revenue first. */
  rows: {
    type: 'array',
    items: /* @__PURE__ */ closedObject({
      /** As stored: '' when the order has none. */
      source_type: { type: 'string' },
      source: { type: 'string' },
      medium: { type: 'string' },
      orders: { type: 'integer' },
      /** Sum of order totals in the currency's minor unit (Toman has none). */
      revenue: { type: 'number' },
    }),
  },
});

export const ADMIN_TOKEN_SCHEME = 'Bearer';
