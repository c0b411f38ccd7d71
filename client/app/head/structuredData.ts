// schema.org JSON-LD blocks, as WooCommerce (Product + Offer) and Yoast (BreadcrumbList, Article,
// WebSite + SearchAction) put them in a page: plain objects, serialised by renderHeadHtml.
import type { StoreProduct } from '../../../contracts/store';
import type { WpPost } from '../../../contracts/wp';
import { schemaMoney } from './schemaMoney';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** WooCommerce's own: a variable product's offers as one AggregateOffer over its price range. */
function offerOf(product: StoreProduct, url: string): JsonLd | null {
  const { prices } = product;
  const availability = product.is_in_stock
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
  const range = prices.price_range;
  if (product.type === 'variable' && range) {
    const low = schemaMoney(range.min_amount, prices);
    const high = schemaMoney(range.max_amount, prices);
    if (!low || !high) return null;
    return {
      '@type': 'AggregateOffer',
      lowPrice: low.price,
      highPrice: high.price,
      priceCurrency: low.priceCurrency,
      ...(product.variations.length > 0 ? { offerCount: product.variations.length } : {}),
      availability,
      url,
    };
  }
  const money = schemaMoney(prices.price, prices);
  if (!money) return null;
  const saleEnds = product.extensions['persian-shop']?.sale_ends_at;
  return {
    '@type': 'Offer',
    price: money.price,
    priceCurrency: money.priceCurrency,
    availability,
    url,
    // The sale price stops being true when the sale ends.
    ...(product.on_sale && saleEnds ? { priceValidUntil: saleEnds.slice(0, 10) } : {}),
  };
}

export function productJsonLd(
  product: StoreProduct,
  fields: { name: string; url: string; images: string[]; description?: string },
): JsonLd {
  const offer = offerOf(product, fields.url);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: fields.name,
    url: fields.url,
    ...(fields.description ? { description: fields.description } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(fields.images.length > 0 ? { image: fields.images } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

/** WordPress sends *_gmt times without a zone; schema.org wants the zone said. */
function gmtTime(value: string): string {
  return /(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`;
}

export function articleJsonLd(
  post: WpPost,
  fields: { headline: string; url: string; siteName: string; description?: string },
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: fields.headline,
    url: fields.url,
    mainEntityOfPage: fields.url,
    datePublished: gmtTime(post.date_gmt),
    dateModified: gmtTime(post.modified_gmt),
    inLanguage: 'fa-IR',
    ...(fields.description ? { description: fields.description } : {}),
    publisher: { '@type': 'Organization', name: fields.siteName },
  };
}

/** The site search box search engines may show: the app's results page is /search?s=… */
export function webSiteJsonLd(siteName: string, homeUrl: string, searchUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: siteName,
    url: homeUrl,
    inLanguage: 'fa-IR',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?s={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
