// The shop's own announcement popup (not a WordPress or WooCommerce route): GET
// {apiRoot}persian-shop/v1/announcement answers what the popup should show, or null for nothing.
// The schemas are the source; the types are derived from them.
import type { FromSchema } from 'json-schema-to-ts';

export const SHOP_NAMESPACE = 'persian-shop/v1';
export const ANNOUNCEMENT_ROUTE = `${SHOP_NAMESPACE}/announcement`;

export type Announcement = FromSchema<typeof announcementSchema>;

export type AnnouncementResponse = FromSchema<typeof announcementResponseSchema>;

/** A UTC instant as WordPress's *_gmt fields spell it, with the Z. */
const isoUtcOrNull = {
  anyOf: [
    { type: 'string', pattern: '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d{1,3})?Z$' },
    { type: 'null' },
  ],
} as const;

export const announcementSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'message', 'code', 'starts_at', 'ends_at'],
  properties: {
    /**
     * Names this announcement. A visitor's dismissal is remembered under it, so a new id shows the
     * popup again to everyone; editing the text under the same id does not.
     */
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' },
    /** Plain text, the dialog's heading. */
    title: { type: 'string', minLength: 1, maxLength: 120 },
    /** Plain text; line breaks are kept. */
    message: { type: 'string', maxLength: 1000 },
    /** A discount code the shopper can copy, or null. */
    code: {
      anyOf: [{ type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' }, { type: 'null' }],
    },
    /** ISO 8601 UTC; before it the server answers null. */
    starts_at: isoUtcOrNull,
    /** ISO 8601 UTC; from it on the server answers null. */
    ends_at: isoUtcOrNull,
  },
} as const;

export const announcementResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['announcement'],
  properties: {
    announcement: { anyOf: [announcementSchema, { type: 'null' }] },
  },
} as const;
