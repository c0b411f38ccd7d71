// Tracker settings: what the server's bootstrap config says, with sourcebuster's and
// WooCommerce's defaults for the rest.
import {
  DEFAULT_FIELD_PATHS,
  DEFAULT_TRACKING_PREFIX,
  normalizePrefix,
  type AttributionBootstrap,
} from '../../../contracts/attribution';

export interface OrganicEngine {
  host: string;
  param: string;
  display?: string;
}

export interface ReferralSite {
  host: string;
  display?: string;
  medium?: string;
}

export interface TrackerSettings {
  /** Cookie lifetime in months (sourcebuster's `lifetime`). */
  lifetimeMonths: number;
  /** Session length in minutes (`session_length`). */
  sessionMinutes: number;
  /** Hours added to UTC for the `fd` stamp (`timezone_offset`; WooCommerce passes 0). */
  timezoneOffsetHours: number;
  base64: boolean;
  /** sourcebuster's `user_ip`: what the server saw, or (none). */
  userIp?: string;
  /** Write sbjs_promo with a random code in [min, max] (WooCommerce never does). */
  promocode?: { min: number; max: number };
  /** Custom query keys; unset means none (WooCommerce's `false` key is not one: see decisions). */
  campaignParam?: string;
  termParam?: string;
  contentParam?: string;
  /** Checked before the built-in list. */
  organics?: readonly OrganicEngine[];
  referrals?: readonly ReferralSite[];
}

export const DEFAULT_TRACKER_SETTINGS: TrackerSettings = {
  lifetimeMonths: 6,
  sessionMinutes: 30,
  timezoneOffsetHours: 0,
  base64: false,
};

const MINUTES_PER_MONTH = 30 * 24 * 60;

/**
 * sourcebuster's months -> minutes, truncated the same way, but never 0: a 0 would silently
 * turn every cookie into a browser-session cookie (WooCommerce's 0.00001-month default does).
 */
export function lifetimeMinutes(months: number): number {
  return Math.max(1, Math.floor(months * MINUTES_PER_MONTH));
}

/** The page's complete attribution configuration. */
export interface AttributionConfig {
  allowTracking: boolean;
  prefix: string;
  fields: Readonly<Record<string, string>>;
  tracker: TrackerSettings;
}

export function attributionConfig(bootstrap: AttributionBootstrap | undefined): AttributionConfig {
  if (!bootstrap) {
    return {
      // Without the server's word there is no consent to assume.
      allowTracking: false,
      prefix: normalizePrefix(DEFAULT_TRACKING_PREFIX),
      fields: DEFAULT_FIELD_PATHS,
      tracker: DEFAULT_TRACKER_SETTINGS,
    };
  }
  return {
    allowTracking: bootstrap.allowTracking,
    prefix: bootstrap.prefix,
    fields: bootstrap.fields,
    tracker: {
      ...DEFAULT_TRACKER_SETTINGS,
      lifetimeMonths: bootstrap.lifetimeMonths,
      sessionMinutes: bootstrap.sessionMinutes,
      base64: bootstrap.base64,
      userIp: bootstrap.userIp || undefined,
    },
  };
}
