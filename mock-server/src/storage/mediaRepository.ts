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
}

export type NewMedia = Omit<MediaRecord, 'id' | 'sizes'>;

export interface MediaRepository {
  insert(media: NewMedia): MediaRecord;
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
  };
}

export function createSqliteMediaRepository(db: Database.Database): MediaRepository {
  const byId = db.prepare<[number], MediaRow>('SELECT * FROM media WHERE id = ?');
  const byFile = db.prepare<[string], { id: number }>('SELECT id FROM media WHERE file = ?');
  const insert = db.prepare<[Omit<MediaRow, 'id' | 'sizes'>]>(
    `INSERT INTO media (date_gmt, slug, title, alt_text, mime_type, file, width, height, filesize)
     VALUES (@date_gmt, @slug, @title, @alt_text, @mime_type, @file, @width, @height, @filesize)`,
  );
  const setSizes = db.prepare<[string, number]>('UPDATE media SET sizes = ? WHERE id = ?');
  const remove = db.prepare<[number]>('DELETE FROM media WHERE id = ?');

  return {
    insert(media) {
      const result = insert.run({
        date_gmt: media.dateGmt,
        slug: media.slug,
        title: media.title,
        alt_text: media.altText,
        mime_type: media.mimeType,
        file: media.file,
        width: media.width,
        height: media.height,
        filesize: media.filesize,
      });
      const row = byId.get(Number(result.lastInsertRowid));
      if (!row) throw new Error('inserted media not found');
      return toRecord(row);
    },
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
