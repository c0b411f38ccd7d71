// What the home page reads first. The server preloads exactly these API answers into the page
// (WordPress's api-fetch preloading), so the carousel and the posts widget need no round trip.
import { STORE_API_NAMESPACE, type StoreProduct } from './store';

/** The product fields a slide needs; `variations` stays out (thousands of entries on some products). */
export const SLIDE_FIELDS = [
  'id',
  'name',
  'slug',
  'type',
  'prices',
  'images',
  'on_sale',
  'is_purchasable',
  'is_in_stock',
  'has_options',
  'extensions',
] as const satisfies readonly (keyof StoreProduct)[];

/** At most this many featured products become slides. */
export const MAX_SLIDES = 12;

/** The home page's row of newest products (issue 25): one row of four on a desktop. */
export const NEW_PRODUCTS_COUNT = 4;

/** Posts in the home page's latest-posts widget. */
export const LATEST_POSTS_COUNT = 3;

/** The slide image's `sizes`: the page's image preload must name the same candidate. */
export const SLIDE_IMAGE_SIZES = '(max-width: 767px) 80vw, (max-width: 1023px) 45vw, 300px';

/** api-fetch paths (as the client asks for them; query order does not matter). */
export const HOME_PRELOAD_PATHS = {
  featuredProducts: `/${STORE_API_NAMESPACE}/products?featured=true&per_page=${MAX_SLIDES}&_fields=${SLIDE_FIELDS.join(',')}`,
  latestPosts: `/wp/v2/posts?per_page=${LATEST_POSTS_COUNT}`,
  newProducts: `/${STORE_API_NAMESPACE}/products?orderby=date&order=desc&per_page=${NEW_PRODUCTS_COUNT}&_fields=${SLIDE_FIELDS.join(',')}`,
} as const;
