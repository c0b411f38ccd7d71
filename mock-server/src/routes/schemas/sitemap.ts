// Schemas of the crawler files: the sitemaps (XML) and robots.txt (text).
import { textSchema, WP_ERROR_RESPONSES } from '../../http/responseSchemas';
import { textParamsSchema } from './paths';

export const sitemapIndexSchema = {
  response: { 200: textSchema, ...WP_ERROR_RESPONSES },
} as const;

/** "/wp-sitemap-{name}": the name is read by domain/sitemap/sitemaps.ts (parseSitemapName). */
export const sitemapSchema = {
  params: textParamsSchema('name'),
  response: { 200: textSchema, ...WP_ERROR_RESPONSES },
} as const;

export const robotsSchema = {
  response: { 200: textSchema, ...WP_ERROR_RESPONSES },
} as const;
