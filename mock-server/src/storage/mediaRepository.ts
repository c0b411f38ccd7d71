// The media library's rows in SQLite: each upload's file, sizes, texts and owner, and the bytes
// an owner holds, which the upload quota counts.
import type Database from 'better-sqlite3';

export interface StoredSize {
  /** File name only; it sits in the same folder as the original. */
  file: string;
  width: number;
  height: number;
  mimeType: string;
  filesize: number;
}

export interface MediaRecord {
  id: number;
  dateGmt: string;
  slug: string;
  title: string;
  altText: string;
  mimeType: string;
  /** Relative to the uploads folder, e.g. "2025/03/photo.jpg". */
  file: string;
  width: number;
  height: number;
  filesize: number;
  sizes: Record<string, StoredSize>;
  /** The account that uploaded it (1, the site's own user, for media older than accounts). */
  author: number;
}

export type NewMedia = Omit<MediaRecord, 'id' | 'sizes'>;

export interface MediaRepository {
  insert(media: NewMedia): MediaRecord;
  /**
   * Inserts only while the author's originals, this one included, stay within `quotaBytes`:
   * the check and the insert are one statement, so parallel uploads cannot both slip in.
   * undefined when refused.
   */
  insertWithinQuota(media: NewMedia, quotaBytes: number): MediaRecord | undefined;
  /** Bytes of the originals an author owns (what the upload quota counts). */
  bytesOwnedBy(author: number): number;
  findById(id: number): MediaRecord | undefined;
  /** The file name is taken when any item uses it as its original. */
  fileTaken(file: string): boolean;
  setSizes(id: number, sizes: Record<string, StoredSize>): MediaRecord | undefined;
  remove(id: number): boolean;
}

interface MediaRow {
  id: number;
  date_gmt: string;
  slug: string;
  title: string;
  alt_text: string;
  mime_type: string;
  file: string;
  width: number;
  height: number;
  filesize: number;
  sizes: string;
  author: number;
}

function parseSizes(json: string): Record<string, StoredSize> {
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === 'object' && parsed !== null
    ? (parsed as Record<string, StoredSize>)
    : {};
}

function toRecord(row: MediaRow): MediaRecord {
  return {
    id: row.id,
    dateGmt: row.date_gmt,
    slug: row.slug,
    title: row.title,
    altText: row.alt_text,
    mimeType: row.mime_type,
    file: row.file,
    width: row.width,
    height: row.height,
    filesize: row.filesize,
    sizes: parseSizes(row.sizes),
    author: row.author,
  };
}

export function createSqliteMediaRepository(db: Database.Database): MediaRepository {
  const byId = db.prepare<[number], MediaRow>('SELECT * FROM media WHERE id = ?');
  const byFile = db.prepare<[string], { id: number }>('SELECT id FROM media WHERE file = ?');
  const insert = db.prepare<[Omit<MediaRow, 'id' | 'sizes'>]>(
    `INSERT INTO media (date_gmt, slug, title, alt_text, mime_type, file, width, height, filesize,
       author)
     VALUES (@date_gmt, @slug, @title, @alt_text, @mime_type, @file, @width, @height, @filesize,
       @author)`,
  );
  const insertWithinQuota = db.prepare<[Omit<MediaRow, 'id' | 'sizes'> & { quota: number }]>(
    `INSERT INTO media (date_gmt, slug, title, alt_text, mime_type, file, width, height, filesize,
       author)
     SELECT @date_gmt, @slug, @title, @alt_text, @mime_type, @file, @width, @height, @filesize,
       @author
     WHERE (SELECT COALESCE(SUM(filesize), 0) FROM media WHERE author = @author) + @filesize
       <= @quota`,
  );
  const bytesOwnedBy = db.prepare<[number], { bytes: number }>(
    'SELECT COALESCE(SUM(filesize), 0) AS bytes FROM media WHERE author = ?',
  );
  const setSizes = db.prepare<[string, number]>('UPDATE media SET sizes = ? WHERE id = ?');
  const remove = db.prepare<[number]>('DELETE FROM media WHERE id = ?');

  const toRow = (media: NewMedia): Omit<MediaRow, 'id' | 'sizes'> => ({
    date_gmt: media.dateGmt,
    slug: media.slug,
    title: media.title,
    alt_text: media.altText,
    mime_type: media.mimeType,
    file: media.file,
    width: media.width,
    height: media.height,
    filesize: media.filesize,
    author: media.author,
  });
  const inserted = (rowid: number | bigint): MediaRecord => {
    const row = byId.get(Number(rowid));
    if (!row) throw new Error('inserted media not found');
    return toRecord(row);
  };

  return {
    insert: (media) => inserted(insert.run(toRow(media)).lastInsertRowid),
    insertWithinQuota(media, quotaBytes) {
      const result = insertWithinQuota.run({ ...toRow(media), quota: quotaBytes });
      return result.changes === 0 ? undefined : inserted(result.lastInsertRowid);
    },
    bytesOwnedBy: (author) => bytesOwnedBy.get(author)?.bytes ?? 0,
    findById(id) {
      const row = byId.get(id);
      return row ? toRecord(row) : undefined;
    },
    fileTaken: (file) => byFile.get(file) !== undefined,
    setSizes(id, sizes) {
      setSizes.run(JSON.stringify(sizes), id);
      const row = byId.get(id);
      return row ? toRecord(row) : undefined;
    },
    remove: (id) => remove.run(id).changes > 0,
  };
}
