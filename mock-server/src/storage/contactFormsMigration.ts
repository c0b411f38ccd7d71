// Tables of the contact forms feature; appended to migrations.ts as one step. Plain rowid keys
// and only the indexes reads need: each accepted submission writes as few pages as possible.
import type Database from 'better-sqlite3';

export function createContactFormTables(db: Database.Database): void {
  db.exec(`
    CREATE TABLE contact_forms (
      id INTEGER PRIMARY KEY,
      source TEXT NOT NULL,
      origin TEXT NOT NULL,
      updated_gmt TEXT NOT NULL
    );
    CREATE TABLE contact_submissions (
      id INTEGER PRIMARY KEY,
      form_id INTEGER NOT NULL,
      unit_tag TEXT NOT NULL,
      container_post INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('mail_pending', 'mail_sent', 'mail_failed')),
      fields TEXT NOT NULL,
      consent TEXT NOT NULL,
      remote_ip TEXT NOT NULL,
      user_agent TEXT NOT NULL,
      posted_data_hash TEXT NOT NULL,
      created_gmt TEXT NOT NULL
    );
    CREATE TABLE contact_attachments (
      id INTEGER PRIMARY KEY,
      submission_id INTEGER NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
      field TEXT NOT NULL,
      file_name TEXT NOT NULL,
      media_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      sha256 TEXT NOT NULL,
      content BLOB NOT NULL
    );
    CREATE INDEX contact_attachments_by_submission ON contact_attachments (submission_id);
    CREATE TABLE contact_outbox (
      id INTEGER PRIMARY KEY,
      submission_id INTEGER NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('mail', 'mail_2')),
      recipient TEXT NOT NULL,
      sender TEXT NOT NULL,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      headers TEXT NOT NULL,
      attachment_ids TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'failed')),
      error TEXT,
      created_gmt TEXT NOT NULL,
      sent_gmt TEXT
    );
    CREATE INDEX contact_outbox_by_submission ON contact_outbox (submission_id);
    CREATE TABLE captcha_challenges (
      prefix TEXT PRIMARY KEY,
      answer TEXT NOT NULL,
      created_gmt TEXT NOT NULL
    );
    CREATE INDEX captcha_challenges_by_age ON captcha_challenges (created_gmt);
  `);
}
