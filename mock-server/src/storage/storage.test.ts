// The SQLite storage: a file database in WAL mode with foreign keys, migrations run once and rolled
// back whole on failure, the kept or configured secret, and search with LIKE wildcards escaped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDatabase, openDatabase, IN_MEMORY } from './database';
import { migrate, migrations, type Migration } from './migrations';
import { createSqlitePostsRepository } from './postsRepository';
import { createSqliteSettingsRepository } from './settingsRepository';
import { resolveSecret } from './siteSecret';

describe('storage', () => {
  it('opens a file database in WAL mode with foreign keys, creating its folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    const file = path.join(dir, 'nested', 'shop.sqlite');
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    migrate(db);
    closeDatabase(db);
    expect(fs.existsSync(file)).toBe(true);
    // The WAL was folded back in: the file alone holds the data.
    expect(fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('migrates once and records the version', () => {
    const db = openDatabase(IN_MEMORY);
    const latest = migrations[migrations.length - 1]?.version;
    expect(migrate(db)).toBe(latest);
    expect(migrate(db)).toBe(latest);
    const extra: Migration = {
      version: 99,
      name: 'test',
      up: (d) => d.exec('CREATE TABLE extra (x)'),
    };
    expect(migrate(db, [...migrations, extra])).toBe(99);
    expect(db.pragma('user_version', { simple: true })).toBe(99);
    db.close();
  });

  it('rolls a failing migration back completely', () => {
    const db = openDatabase(IN_MEMORY);
    const latest = migrate(db);
    const broken: Migration = {
      version: latest + 1,
      name: 'broken',
      up: (d) => {
        d.exec('CREATE TABLE half (x)');
        throw new Error('boom');
      },
    };
    expect(() => migrate(db, [...migrations, broken])).toThrow('boom');
    expect(db.pragma('user_version', { simple: true })).toBe(latest);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    db.close();
  });

  it('keeps a generated secret, and prefers a configured one', () => {
    const db = openDatabase(IN_MEMORY);
    migrate(db);
    const settings = createSqliteSettingsRepository(db);
    const generated = resolveSecret(undefined, settings);
    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(resolveSecret(undefined, settings)).toBe(generated);
    expect(resolveSecret('configured', settings)).toBe('configured');
    db.close();
  });

  it('searches every word, escapes LIKE wildcards and filters by slug', () => {
    const db = openDatabase(IN_MEMORY);
    migrate(db);
    const posts = createSqlitePostsRepository(db);
    const add = (slug: string, title: string, content = '') =>
      posts.insert({
        type: 'post',
        slug,
        title,
        excerpt: '',
        content,
        dateGmt: `2025-01-0${posts.count('post') + 1}T00:00:00`,
      });
    add('a', 'کفش دویدن سبک');
    add('b', 'کفش رسمی', 'برای دویدن مناسب نیست');
    add('c', 'تخفیف ۵۰%');
    add('d', 'تخفیف ویژه');
    const titles = (search: string) =>
      posts
        .list({ type: 'post', offset: 0, limit: 10, search, orderBy: 'date', order: 'asc' })
        .items.map((p) => p.slug);
    expect(titles('کفش دویدن')).toEqual(['a', 'b']);
    expect(titles('رسمی')).toEqual(['b']);
    expect(titles('%')).toEqual(['c']);
    const bySlug = posts.list({
      type: 'post',
      offset: 0,
      limit: 10,
      slugs: ['d', 'a'],
      orderBy: 'date',
      order: 'desc',
    });
    expect(bySlug).toMatchObject({ total: 2, items: [{ slug: 'd' }, { slug: 'a' }] });
    db.close();
  });
});
