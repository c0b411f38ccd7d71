// Iran's provinces as WooCommerce codes them (the `state` of an IR address) and the shape of
// GET persian-shop/v1/regions, which lists each province with its main cities for the
// checkout's pickers. Both sides import these; the types are derived from the answer's schema.

import type { FromSchema } from 'json-schema-to-ts';

export const REGIONS_NAMESPACE = 'persian-shop/v1';
export const REGIONS_ROUTE = `${REGIONS_NAMESPACE}/regions`;

/** WooCommerce's state codes for country IR (i18n/states.php), all 31 provinces. */
export const IRAN_PROVINCE_CODES = [
  'THR',
  'ABZ',
  'ADL',
  'EAZ',
  'WAZ',
  'ESF',
  'ILM',
  'BHR',
  'CHB',
  'SKH',
  'RKH',
  'NKH',
  'KHZ',
  'ZJN',
  'SMN',
  'SBN',
  'FRS',
  'GZN',
  'QHM',
  'KRD',
  'KRN',
  'KRH',
  'KBD',
  'GLS',
  'GIL',
  'LRS',
  'MZN',
  'MKZ',
  'HRZ',
  'HDN',
  'YZD',
] as const;

export type IranProvinceCode = (typeof IRAN_PROVINCE_CODES)[number];

export function isIranProvinceCode(code: string): code is IranProvinceCode {
  return (IRAN_PROVINCE_CODES as readonly string[]).includes(code);
}

export type IranProvince = RegionsResponse['provinces'][number];

/** Body of GET persian-shop/v1/regions. */
export type RegionsResponse = FromSchema<typeof regionsResponseSchema>;

export const regionsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['country', 'provinces'],
  properties: {
    country: { type: 'string', const: 'IR' },
    provinces: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'name', 'cities'],
        properties: {
          /** WooCommerce's state code, e.g. "THR"; what an address's `state` carries. */
          code: { type: 'string', enum: IRAN_PROVINCE_CODES },
          /** Persian name, e.g. "تهران". */
          name: { type: 'string' },
          /** Main cities in Persian, the capital first; an address's `city` is one of these. */
          cities: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;
