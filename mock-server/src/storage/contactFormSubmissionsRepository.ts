// Accepted submissions, their files and their mail, written in one transaction.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';

export interface NewAttachment {
  field: string;
  fileName: string;
  mediaType: string;
  content: Buffer;
}

export interface NewMail {
  kind: 'mail' | 'mail_2';
  recipient: string;
  sender: string;
  subject: string;
  body: string;
  headers: Record<string, string>;
  /** Fields whose files go with it. */
  attachmentFields: string[];
  /** queued: waits in the outbox (no SMTP); sending: handed to SMTP right after the commit. */
  state: 'queued' | 'sending';
}

export interface NewSubmission {
  formId: number;
  unitTag: string;
  containerPost: number;
  status: 'mail_pending' | 'mail_sent' | 'mail_failed';
  /** [name, value] in posted order. */
  fields: Array<[string, string | string[]]>;
  /** Acceptance name -> the text the visitor agreed to. */
  consent: Array<[string, string]>;
  remoteIp: string;
  userAgent: string;
  postedDataHash: string;
  created: Date;
  attachments: NewAttachment[];
  /** Built once the submission id is known (mail-tags like [_serial_number] need it). */
  mails: (submissionId: number) => NewMail[];
}

export interface StoredSubmission {
  id: number;
  formId: number;
  unitTag: string;
  containerPost: number;
  status: string;
  fields: Record<string, string | string[]>;
  consent: Record<string, string>;
  remoteIp: string;
  userAgent: string;
  postedDataHash: string;
  created: string;
}

export interface StoredMail {
  id: number;
  submissionId: number;
  kind: 'mail' | 'mail_2';
  recipient: string;
  sender: string;
  subject: string;
  body: string;
  headers: Record<string, string>;
  attachmentIds: number[];
  state: 'queued' | 'sending' | 'sent' | 'failed';
  error: string | null;
}

export interface StoredAttachment {
  id: number;
  field: string;
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
  content: Buffer;
}

export interface StoredIds {
  submissionId: number;
  mailIds: number[];
}

export interface SubmissionsRepository {
  /** One transaction: submission, attachments, mail rows. Returns ids. */
  store(submission: NewSubmission): StoredIds;
  /**
   * Several submissions in one transaction (group commit), each in its own savepoint: one that
   * fails is rolled back alone and reported as its Error, the others are kept.
   */
  storeMany(submissions: readonly NewSubmission[]): Array<StoredIds | Error>;
  markMail(mailId: number, state: 'sent' | 'failed', error: string | null, now: Date): void;
  /** The final mail outcome of a submission stored as mail_pending. */
  settle(submissionId: number, status: 'mail_sent' | 'mail_failed'): void;
  addMail(submissionId: number, mail: NewMail, now: Date): number;
  find(id: number): StoredSubmission | undefined;
  latest(limit: number): StoredSubmission[];
  mails(submissionId: number): StoredMail[];
  attachments(submissionId: number): StoredAttachment[];
  counts(): { submissions: number; attachments: number; outbox: number };
}

interface SubmissionRow {
  id: number;
  form_id: number;
  unit_tag: string;
  container_post: number;
  status: string;
  fields: string;
  consent: string;
  remote_ip: string;
  user_agent: string;
  posted_data_hash: string;
  created_gmt: string;
}

interface MailRow {
  id: number;
  submission_id: number;
  kind: 'mail' | 'mail_2';
  recipient: string;
  sender: string;
  subject: string;
  body: string;
  headers: string;
  attachment_ids: string;
  state: StoredMail['state'];
  error: string | null;
}

function toSubmission(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    formId: row.form_id,
    unitTag: row.unit_tag,
    containerPost: row.container_post,
    status: row.status,
    fields: JSON.parse(row.fields) as Record<string, string | string[]>,
    consent: JSON.parse(row.consent) as Record<string, string>,
    remoteIp: row.remote_ip,
    userAgent: row.user_agent,
    postedDataHash: row.posted_data_hash,
    created: row.created_gmt,
  };
}

export function createSqliteSubmissionsRepository(db: Database.Database): SubmissionsRepository {
  // Positional parameters: binding by name costs more, and this runs once per submission.
  const insertSubmission = db.prepare(
    `INSERT INTO contact_submissions (form_id, unit_tag, container_post, status, fields, consent,
       remote_ip, user_agent, posted_data_hash, created_gmt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAttachment = db.prepare(
    `INSERT INTO contact_attachments (submission_id, field, file_name, media_type, size, sha256, content)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMail = db.prepare(
    `INSERT INTO contact_outbox (submission_id, kind, recipient, sender, subject, body, headers,
       attachment_ids, state, created_gmt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const attachmentIdsFor = db.prepare<[number], { id: number; field: string }>(
    'SELECT id, field FROM contact_attachments WHERE submission_id = ? ORDER BY id',
  );
  const markMail = db.prepare<[string, string | null, string | null, number]>(
    'UPDATE contact_outbox SET state = ?, error = ?, sent_gmt = ? WHERE id = ?',
  );
  const settle = db.prepare<[string, number]>(
    'UPDATE contact_submissions SET status = ? WHERE id = ?',
  );
  const find = db.prepare<[number], SubmissionRow>(
    'SELECT * FROM contact_submissions WHERE id = ?',
  );
  const latest = db.prepare<[number], SubmissionRow>(
    'SELECT * FROM contact_submissions ORDER BY id DESC LIMIT ?',
  );
  const mails = db.prepare<[number], MailRow>(
    'SELECT * FROM contact_outbox WHERE submission_id = ? ORDER BY id',
  );
  const attachments = db.prepare<
    [number],
    Omit<StoredAttachment, 'fileName' | 'mediaType'> & { file_name: string; media_type: string }
  >(
    'SELECT id, field, file_name, media_type, size, sha256, content FROM contact_attachments WHERE submission_id = ? ORDER BY id',
  );
  const counts = db.prepare<[], { submissions: number; attachments: number; outbox: number }>(
    `SELECT (SELECT COUNT(*) FROM contact_submissions) AS submissions,
            (SELECT COUNT(*) FROM contact_attachments) AS attachments,
            (SELECT COUNT(*) FROM contact_outbox) AS outbox`,
  );

  const addMail = (
    submissionId: number,
    mail: NewMail,
    created: string,
    attachments: ReadonlyArray<{ id: number; field: string }> = attachmentIdsFor.all(submissionId),
  ): number => {
    const ids = attachments
      .filter((row) => mail.attachmentFields.includes(row.field))
      .map((row) => row.id);
    return Number(
      insertMail.run(
        submissionId,
        mail.kind,
        mail.recipient,
        mail.sender,
        mail.subject,
        mail.body,
        JSON.stringify(mail.headers),
        JSON.stringify(ids),
        mail.state,
        created,
      ).lastInsertRowid,
    );
  };

  const writeOne = (submission: NewSubmission): StoredIds => {
    const created = submission.created.toISOString();
    const submissionId = Number(
      insertSubmission.run(
        submission.formId,
        submission.unitTag,
        submission.containerPost,
        submission.status,
        JSON.stringify(Object.fromEntries(submission.fields)),
        JSON.stringify(Object.fromEntries(submission.consent)),
        submission.remoteIp,
        submission.userAgent,
        submission.postedDataHash,
        created,
      ).lastInsertRowid,
    );
    const attachments = submission.attachments.map((file) => {
      const sha256 = createHash('sha256').update(file.content).digest('hex');
      const id = insertAttachment.run(
        submissionId,
        file.field,
        file.fileName,
        file.mediaType,
        file.content.length,
        sha256,
        file.content,
      ).lastInsertRowid;
      return { id: Number(id), field: file.field };
    });
    const mailIds = submission
      .mails(submissionId)
      .map((mail) => addMail(submissionId, mail, created, attachments));
    return { submissionId, mailIds };
  };
  const store = db.transaction(writeOne);
  // Optimistic group commit: the whole batch in one transaction without savepoints; only if that
  // fails is each submission retried in its own transaction, so one bad row cannot sink the rest.
  const storeAll = db.transaction((submissions: readonly NewSubmission[]) =>
    submissions.map(writeOne),
  );
  const storeMany = (submissions: readonly NewSubmission[]): Array<StoredIds | Error> => {
    try {
      return storeAll.immediate(submissions);
    } catch {
      return submissions.map((submission) => {
        try {
          return store.immediate(submission);
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      });
    }
  };

  return {
    store: (submission) => store.immediate(submission),
    storeMany,
    markMail: (mailId, state, error, now) => {
      markMail.run(state, error, state === 'sent' ? now.toISOString() : null, mailId);
    },
    settle: (submissionId, status) => {
      settle.run(status, submissionId);
    },
    addMail: (submissionId, mail, now) => addMail(submissionId, mail, now.toISOString()),
    find: (id) => {
      const row = find.get(id);
      return row && toSubmission(row);
    },
    latest: (limit) => latest.all(limit).map(toSubmission),
    mails: (submissionId) =>
      mails.all(submissionId).map((row) => ({
        id: row.id,
        submissionId: row.submission_id,
        kind: row.kind,
        recipient: row.recipient,
        sender: row.sender,
        subject: row.subject,
        body: row.body,
        headers: JSON.parse(row.headers) as Record<string, string>,
        attachmentIds: JSON.parse(row.attachment_ids) as number[],
        state: row.state,
        error: row.error,
      })),
    attachments: (submissionId) =>
      attachments.all(submissionId).map((row) => ({
        id: row.id,
        field: row.field,
        fileName: row.file_name,
        mediaType: row.media_type,
        size: row.size,
        sha256: row.sha256,
        content: row.content,
      })),
    counts: () => counts.get() ?? { submissions: 0, attachments: 0, outbox: 0 },
  };
}
