// Contact form definitions (the owner's source: template, messages, mail) as JSON rows.
import type Database from 'better-sqlite3';

/**
 * What storage reads of a form: its id and origin get columns, the rest is one JSON document.
 * The form's own shape (domain/forms/formSource.ts) is the caller's type argument, so storage
 * does not depend on the domain.
 */
export interface StoredContactForm {
  id: number;
  origin: string;
}

export interface ContactFormsRepository<Form extends StoredContactForm> {
  all(): Form[];
  /** Adds the form unless one with its id exists (seeding never overwrites). */
  insertIfMissing(form: Form, now: Date): boolean;
  /** Adds or replaces (forms loaded from CONTACT_FORMS_DIR win over earlier ones). */
  upsert(form: Form, now: Date): void;
}

export function createSqliteContactFormsRepository<Form extends StoredContactForm>(
  db: Database.Database,
): ContactFormsRepository<Form> {
  const all = db.prepare<[], { source: string }>('SELECT source FROM contact_forms ORDER BY id');
  const insert = db.prepare<[number, string, string, string]>(
    'INSERT OR IGNORE INTO contact_forms (id, source, origin, updated_gmt) VALUES (?, ?, ?, ?)',
  );
  const upsert = db.prepare<[number, string, string, string]>(
    `INSERT INTO contact_forms (id, source, origin, updated_gmt) VALUES (?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET source = excluded.source, origin = excluded.origin,
       updated_gmt = excluded.updated_gmt`,
  );
  return {
    all: () => all.all().map((row) => JSON.parse(row.source) as Form),
    insertIfMissing: (form, now) =>
      insert.run(form.id, JSON.stringify(form), form.origin, now.toISOString()).changes > 0,
    upsert: (form, now) => {
      upsert.run(form.id, JSON.stringify(form), form.origin, now.toISOString());
    },
  };
}
