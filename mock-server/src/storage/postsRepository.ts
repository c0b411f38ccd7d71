// Blog posts and site pages in SQLite, listed, searched and paged as WordPress's posts route
// asks, with a version that caches key on.
import type Database from 'better-sqlite3';

export type PostType = 'post' | 'page';
export type PostOrderBy = 'date' | 'id' | 'title' | 'slug' | 'modified';
export type SortOrder = 'asc' | 'desc';

/** Title, excerpt and content are plain text; rendering to HTML happens on the way out. */
export interface PostRecord {
  id: number;
  type: PostType;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  dateGmt: string;
  modifiedGmt: string;
  author: number;
  featuredMedia: number;
  parent: number;
  menuOrder: number;
}

export type NewPost = Pick<
  PostRecord,
  'type' | 'slug' | 'title' | 'excerpt' | 'content' | 'dateGmt'
> &
  Partial<Pick<PostRecord, 'modifiedGmt' | 'author' | 'featuredMedia' | 'parent' | 'menuOrder'>>;

export type PostChanges = Partial<Pick<PostRecord, 'title' | 'excerpt' | 'content'>>;

export interface PostListQuery {
  type: PostType;
  offset: number;
  limit: number;
  /** Every word must appear in the title, excerpt or content. */
  search?: string;
  slugs?: readonly string[];
  orderBy: PostOrderBy;
  order: SortOrder;
}

export interface PostsRepository {
  list(query: PostListQuery): { items: PostRecord[]; total: number };
  findById(type: PostType, id: number): PostRecord | undefined;
  insert(post: NewPost): PostRecord;
  update(
    type: PostType,
    id: number,
    changes: PostChanges,
    modifiedGmt: string,
  ): PostRecord | undefined;
  remove(type: PostType, id: number): boolean;
  count(type: PostType): number;
  /**
   * Slugs and modified dates of a type's posts by id (what a sitemap file lists), without
   * reading whole posts: 2,000 whole posts took some 40 ms of the server's thread.
   */
  listPaths(type: PostType, offset: number, limit: number): { slug: string; modifiedGmt: string }[];
  /** Moves on every write to posts or pages (a trigger counts them): what caches key on. */
  version(): number;
}

interface PostRow {
  id: number;
  type: PostType;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  date_gmt: string;
  modified_gmt: string;
  author: number;
  featured_media: number;
  parent: number;
  menu_order: number;
}

const ORDER_COLUMNS: Record<PostOrderBy, string> = {
  date: 'date_gmt',
  id: 'id',
  title: 'title',
  slug: 'slug',
  modified: 'modified_gmt',
};

// WordPress stops splitting a search into words past this many and matches the phrase instead.
const MAX_SEARCH_TERMS = 7;

function toRecord(row: PostRow): PostRecord {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    dateGmt: row.date_gmt,
    modifiedGmt: row.modified_gmt,
    author: row.author,
    featuredMedia: row.featured_media,
    parent: row.parent,
    menuOrder: row.menu_order,
  };
}

function searchTerms(search: string | undefined): string[] {
  const phrase = search?.trim() ?? '';
  if (phrase === '') return [];
  const words = phrase.split(/\s+/);
  return words.length > MAX_SEARCH_TERMS ? [phrase] : words;
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function createSqlitePostsRepository(db: Database.Database): PostsRepository {
  const byId = db.prepare<[PostType, number], PostRow>(
    'SELECT * FROM posts WHERE type = ? AND id = ?',
  );
  const insert = db.prepare<[Omit<PostRow, 'id'>]>(
    `INSERT INTO posts (type, slug, title, excerpt, content, date_gmt, modified_gmt, author, featured_media, parent, menu_order)
     VALUES (@type, @slug, @title, @excerpt, @content, @date_gmt, @modified_gmt, @author, @featured_media, @parent, @menu_order)`,
  );
  const update = db.prepare<
    [
      {
        id: number;
        type: PostType;
        title: string;
        excerpt: string;
        content: string;
        modified_gmt: string;
      },
    ]
  >(
    `UPDATE posts SET title = @title, excerpt = @excerpt, content = @content, modified_gmt = @modified_gmt
     WHERE type = @type AND id = @id`,
  );
  const remove = db.prepare<[PostType, number]>('DELETE FROM posts WHERE type = ? AND id = ?');
  const version = db.prepare<[], { version: number }>(
    'SELECT version FROM posts_state WHERE id = 1',
  );
  const count = db.prepare<[PostType], { total: number }>(
    'SELECT COUNT(*) AS total FROM posts WHERE type = ?',
  );

  // List queries differ only in how many search words and slugs they have: one cached
  // statement per shape keeps them prepared once.
  const listStatements = new Map<
    string,
    {
      page: Database.Statement<unknown[], PostRow>;
      total: Database.Statement<unknown[], { total: number }>;
    }
  >();
  function listStatement(terms: number, slugs: number, orderBy: PostOrderBy, order: SortOrder) {
    const key = `${terms}|${slugs}|${orderBy}|${order}`;
    let statements = listStatements.get(key);
    if (!statements) {
      const where = ['type = ?'];
      for (let i = 0; i < terms; i += 1) {
        where.push(
          `(title LIKE ? ESCAPE '\\' OR excerpt LIKE ? ESCAPE '\\' OR content LIKE ? ESCAPE '\\')`,
        );
      }
      if (slugs > 0) where.push(`slug IN (${Array.from({ length: slugs }, () => '?').join(', ')})`);
      const direction = order === 'asc' ? 'ASC' : 'DESC';
      const filter = `FROM posts WHERE ${where.join(' AND ')}`;
      statements = {
        page: db.prepare(
          `SELECT * ${filter} ORDER BY ${ORDER_COLUMNS[orderBy]} ${direction}, id ${direction} LIMIT ? OFFSET ?`,
        ),
        total: db.prepare(`SELECT COUNT(*) AS total ${filter}`),
      };
      listStatements.set(key, statements);
    }
    return statements;
  }

  const paths = db.prepare<[PostType, number, number], { slug: string; modifiedGmt: string }>(
    `SELECT slug, modified_gmt AS modifiedGmt FROM posts WHERE type = ?
     ORDER BY id LIMIT ? OFFSET ?`,
  );

  return {
    list(query) {
      const terms = searchTerms(query.search);
      const slugs = query.slugs ?? [];
      const statements = listStatement(terms.length, slugs.length, query.orderBy, query.order);
      const args: unknown[] = [query.type];
      for (const term of terms) {
        const pattern = likePattern(term);
        args.push(pattern, pattern, pattern);
      }
      args.push(...slugs);
      const total = statements.total.get(...args)?.total ?? 0;
      const items = statements.page.all(...args, query.limit, query.offset).map(toRecord);
      return { items, total };
    },
    findById(type, id) {
      const row = byId.get(type, id);
      return row ? toRecord(row) : undefined;
    },
    insert(post) {
      const result = insert.run({
        type: post.type,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        date_gmt: post.dateGmt,
        modified_gmt: post.modifiedGmt ?? post.dateGmt,
        author: post.author ?? 1,
        featured_media: post.featuredMedia ?? 0,
        parent: post.parent ?? 0,
        menu_order: post.menuOrder ?? 0,
      });
      const row = byId.get(post.type, Number(result.lastInsertRowid));
      if (!row) throw new Error('inserted post not found');
      return toRecord(row);
    },
    update(type, id, changes, modifiedGmt) {
      const current = byId.get(type, id);
      if (!current) return undefined;
      update.run({
        id,
        type,
        title: changes.title ?? current.title,
        excerpt: changes.excerpt ?? current.excerpt,
        content: changes.content ?? current.content,
        modified_gmt: modifiedGmt,
      });
      const row = byId.get(type, id);
      return row ? toRecord(row) : undefined;
    },
    remove(type, id) {
      return remove.run(type, id).changes > 0;
    },
    count(type) {
      return count.get(type)?.total ?? 0;
    },
    listPaths: (type, offset, limit) => (limit > 0 ? paths.all(type, limit, offset) : []),
    version: () => version.get()?.version ?? 0,
  };
}
