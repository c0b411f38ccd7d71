// The demo blog: at least 250 posts with distinct Persian titles and Latin slugs, dated over the
// year before now, and seeded only once.
import { openDatabase, IN_MEMORY } from '../storage/database';
import { migrate } from '../storage/migrations';
import { createSqlitePostsRepository } from '../storage/postsRepository';
import { buildBlogPosts } from './blogPosts';
import { seedIfEmpty } from '.';

const now = new Date('2025-06-01T12:00:00Z');
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

describe('the demo content', () => {
  const posts = buildBlogPosts(now);

  it('has at least 250 posts with distinct Persian titles and Latin slugs', () => {
    expect(posts.length).toBeGreaterThanOrEqual(250);
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.title).toMatch(/[\u0600-\u06FF]/);
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
      expect(post.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(post.content.startsWith(post.excerpt)).toBe(true);
    }
  });

  it('spreads the dates over the year before now, newest first', () => {
    const times = posts.map((post) => Date.parse(`${post.dateGmt}Z`));
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - YEAR_MS);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(0.9 * YEAR_MS);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is seeded once: a second run leaves the database alone', () => {
    const db = openDatabase(IN_MEMORY);
    migrate(db);
    const repository = createSqlitePostsRepository(db);
    expect(seedIfEmpty(db, now)).toEqual({ posts: posts.length, pages: 5 });
    repository.update('post', 1, { title: 'ویرایش‌شده' }, '2025-06-02T00:00:00');
    expect(seedIfEmpty(db, now)).toBeUndefined();
    expect(repository.count('post')).toBe(posts.length);
    expect(repository.findById('post', 1)?.title).toBe('ویرایش‌شده');
    const pages = repository.list({
      type: 'page',
      offset: 0,
      limit: 10,
      orderBy: 'slug',
      order: 'asc',
    });
    expect(pages.items.map((page) => page.slug)).toEqual([
      'about',
      'contact',
      'privacy',
      'returns',
      'shipping',
    ]);
    db.close();
  });
});
