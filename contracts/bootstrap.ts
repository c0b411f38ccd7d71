// Shared by the server and the app: what each page carries for the app to start from (shop
// name, REST root and nonce, contact buttons, shop details, extras, preloaded answers).
import type { AttributionBootstrap } from './attribution';

// The configuration the server inlines into every page as JSON, read by client/app/config.ts.

export interface ContactButtons {
  /** tel: number in international form, e.g. +982112345678 */
  phone?: string;
  /** WhatsApp number without '+' for wa.me links */
  whatsapp?: string;
  /** Eitaa channel or user id */
  eitaa?: string;
  /** Bale user id */
  bale?: string;
}

/** A trust badge an Iranian shopper looks for: eNamad's or Samandehi's, as their issuer hands it
 * out (a link to the issuer's page about this shop, with the issuer's image). */
export interface TrustBadge {
  issuer: 'enamad' | 'samandehi';
  href: string;
  image: string;
}

/** The shop's own details in the footer (SHOP_* and badge settings); each is shown only when set. */
export interface ShopDetails {
  address?: string;
  /** As shoppers dial it, e.g. 021-91001234. */
  phone?: string;
  /** Opening hours, in the shop's own words. */
  hours?: string;
  badges: TrustBadge[];
}

export interface BootstrapConfig {
  siteName: string;
  /** REST root with trailing slash, e.g. "/wp-json/" or "https://shop.example/wp-json/" */
  apiRoot: string;
  /** Full URL or path of the rest-nonce endpoint */
  nonceEndpoint: string;
  /** The nonce minted for this visitor's session when the page was served */
  nonce: string;
  locale: 'fa';
  contactButtons: ContactButtons;
  /** Absent: the footer shows none of them. */
  shopDetails?: ShopDetails;
  /** The shop's own REST extras the site offers; absent: all of them (the shop's own server). */
  extras?: SiteExtras;
  /**
   * Whether the checkout needs a billing email beside the mobile: 'optional' from the shop's own
   * server when CHECKOUT_EMAIL_OPTIONAL is on; absent: required, as stock WooCommerce's checkout
   * (what a storefront in front of a WordPress follows).
   */
  checkoutEmail?: 'optional' | 'required';
  /** Order attribution tracking (absent: tracking off, WooCommerce's field list). */
  attribution?: AttributionBootstrap;
  /**
   * API answers the page will ask for first, keyed by api-fetch path, in the shape WordPress's
   * `createPreloadingMiddleware` takes; each is served once instead of a request.
   */
  preload?: PreloadedResponses;
}

/**
 * Routes this project adds to WordPress (persian-shop/v1). A plain WordPress + WooCommerce site
 * has none of them; the app then leaves out what needs one, never shows an error for it.
 */
export interface SiteExtras {
  /** The welcome popup (announcement route). */
  announcement: boolean;
  /** Registration, sign-in and saved addresses in the app; else WordPress's own login page. */
  accounts: boolean;
  /** The account's order list and guest order lookup; else WooCommerce's /my-account/orders/. */
  orders: boolean;
  /** Provinces with their cities from the site; else the list the app carries (contracts/iranRegions). */
  regions: boolean;
  /** Payment methods' titles and card details from the site; else the cart's method ids. */
  paymentMethods: boolean;
}

export interface PreloadedResponse {
  body: unknown;
  headers: Record<string, string>;
}

export type PreloadedResponses = Record<string, PreloadedResponse>;

/** id of the <script type="application/json"> element that carries the config */
export const BOOTSTRAP_ELEMENT_ID = 'shop-bootstrap';
