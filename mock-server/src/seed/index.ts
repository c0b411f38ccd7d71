// The demo shop a new database starts with: catalogue, blog posts and pages, contact forms, the
// welcome popup, coupons and a shipping zone, each added only while it is missing.
import type Database from 'better-sqlite3';
import { createSqlitePostsRepository } from '../storage/postsRepository';
import { buildBlogPosts } from './blogPosts';
import { seedCatalogIfEmpty } from './catalog';
import { buildSitePages } from './sitePages';
import { seedAnnouncementIfMissing } from './announcement';
import { seedContactForms } from './contactForms';
import { seedCouponsIfMissing } from './coupons';
import { seedShippingIfMissing } from './shipping';

export interface SeedResult {
  posts: number;
  pages: number;
}

/**
 * Fills an empty database with the demo content in one transaction; a database that already
 * has posts or pages is left alone, so restarts never duplicate or overwrite anything.
 */
export function seedIfEmpty(db: Database.Database, now: Date): SeedResult | undefined {
  // The catalogue seeds itself on its own, so a database from before the shop gets it too.
  seedCatalogIfEmpty(db, now);
  // The seeded contact forms are added when missing, whatever else the database holds.
  seedContactForms(db, now);
  // The demo popup (a welcome discount code), unless the owner has set their own or none.
  seedAnnouncementIfMissing(db);
  // The demo coupons (README lists them), added when missing.
  seedCouponsIfMissing(db);
  // A free-shipping zone for Iran, while the shop has no zone of its own.
  seedShippingIfMissing(db);
  const posts = createSqlitePostsRepository(db);
  return db
    .transaction(() => {
      if (posts.count('post') > 0 || posts.count('page') > 0) return undefined;
      const blog = buildBlogPosts(now);
      const pages = buildSitePages(now);
      for (const post of [...blog].reverse()) posts.insert(post);
      for (const page of pages) posts.insert(page);
      return { posts: blog.length, pages: pages.length };
    })
    .immediate();
}
