// Order attribution's settings (consent at first, cookie lifetimes, prefix, field names) and the
// part of them each page's bootstrap hands the tracking code.
import {
  DEFAULT_FIELD_PATHS,
  DEFAULT_TRACKING_PREFIX,
  normalizePrefix,
  type AttributionBootstrap,
} from '../../../../contracts/attribution';

/** How the shop tracks and stores attribution (environment: settings/schema.ts). */
export interface AttributionSettings {
  /** Initial consent state; the visitor's own choice in the banner wins. */
  allowTracking: boolean;
  lifetimeMonths: number;
  sessionMinutes: number;
  base64: boolean;
  /** Normalised: ends in exactly one `_`. */
  prefix: string;
  /** field -> dot path; the server accepts exactly these names. */
  fields: Readonly<Record<string, string>>;
}

export const DEFAULT_ATTRIBUTION_SETTINGS: AttributionSettings = {
  allowTracking: true,
  // The spec's 6 months, not WooCommerce's 0.00001 (which rounds to a browser-session cookie).
  lifetimeMonths: 6,
  sessionMinutes: 30,
  base64: false,
  prefix: normalizePrefix(DEFAULT_TRACKING_PREFIX),
  fields: DEFAULT_FIELD_PATHS,
};

/** The part of the settings a page needs, plus the address the server saw the visitor at. */
export function attributionBootstrap(
  settings: AttributionSettings,
  visitorIp: string,
): AttributionBootstrap {
  return {
    allowTracking: settings.allowTracking,
    lifetimeMonths: settings.lifetimeMonths,
    sessionMinutes: settings.sessionMinutes,
    base64: settings.base64,
    prefix: settings.prefix,
    fields: { ...settings.fields },
    userIp: visitorIp,
  };
}

/** Field names the server accepts, in configured order. */
export function fieldNames(settings: Pick<AttributionSettings, 'fields'>): string[] {
  return Object.keys(settings.fields);
}
