// Schemas of the crawler files: the sitemaps (XML) and robots.txt (text).
import { textSchema, WP_ERROR_RESPONSES } from '../../http/responseSchemas';
import { noQueryArgumentsSchema, textParamsSchema } from './paths';

export const sitemapIndexSchema = {
  querystring: noQueryArgumentsSchema,
  response: { 200: textSchema, ...WP_ERROR_RESPONSES },
} as const;

/** "/wp-sitemap-{name}": the name is read by domain/sitemap/sitemaps.ts (parseSitemapName). */
export const sitemapSchema = {
  params: textParamsSchema('name'),
  querystring: noQueryArgumentsSchema,
  response: { 200: textSchema, ...WP_ERROR_RESPONSES },
} as const;

export const robotsSchema = {
  querystring: noQueryArgumentsSchema,
  response: { 200: textSchema, ...WP_ERROR_RESPONSES },
} as const;
