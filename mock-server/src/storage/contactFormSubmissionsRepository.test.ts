// Storing contact form submissions: files and mail kept and read back, one bad submission not
// losing the rest of its batch, none half-written, and pending ones settled with mail outcomes.
import { createHash } from 'node:crypto';
import { migrate } from './migrations';
import { IN_MEMORY, openDatabase } from './database';
import {
  createSqliteSubmissionsRepository,
  type NewSubmission,
} from './contactFormSubmissionsRepository';

function submission(overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    formId: 102,
    unitTag: 'wpcf7-f102-p5-o2',
    containerPost: 5,
    status: 'mail_sent',
    fields: [
      ['company', 'پوشاک نگین'],
      ['categories', ['پوشاک', 'کیف و کفش']],
    ],
    consent: [['privacy', 'می‌پذیرم']],
    remoteIp: '203.0.113.5',
    userAgent: 'Mozilla/5.0',
    postedDataHash: '9a4a1e8a5035c829d00ff9ee9bc5c3ff',
    created: new Date('2025-06-01T08:00:00Z'),
    attachments: [
      {
        field: 'your-file',
        fileName: 'رسید.pdf',
        mediaType: 'application/pdf',
        content: Buffer.from('%PDF'),
      },
    ],
    mails: () => [
      {
        kind: 'mail',
        recipient: 'admin@shop.example',
        sender: 'shop <no-reply@shop.example>',
        subject: 'پیام',
        body: 'متن',
        headers: { 'Reply-To': 'a@b.co' },
        attachmentFields: ['your-file'],
        state: 'queued',
      },
    ],
    ...overrides,
  };
}

describe('submissions repository', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  const repository = createSqliteSubmissionsRepository(db);

  it('stores a submission with its files and mail, and reads it back', () => {
    const { submissionId, mailIds } = repository.store(submission());
    expect(repository.find(submissionId)).toMatchObject({
      formId: 102,
      fields: { company: 'پوشاک نگین', categories: ['پوشاک', 'کیف و کفش'] },
      consent: { privacy: 'می‌پذیرم' },
      created: '2025-06-01T08:00:00.000Z',
    });
    const [file] = repository.attachments(submissionId);
    expect(file).toMatchObject({ fileName: 'رسید.pdf', size: 4 });
    expect(file?.sha256).toBe(createHash('sha256').update('%PDF').digest('hex'));
    expect(repository.mails(submissionId)).toEqual([
      expect.objectContaining({ id: mailIds[0], attachmentIds: [file?.id], state: 'queued' }),
    ]);
  });

  it('keeps the good submissions of a batch when one of them cannot be stored', () => {
    const before = repository.counts();
    const bad = submission({ status: 'lost' as NewSubmission['status'] });
    const results = repository.storeMany([submission(), bad, submission()]);
    expect(results[0]).toEqual({ submissionId: expect.any(Number), mailIds: [expect.any(Number)] });
    expect(results[1]).toBeInstanceOf(Error);
    expect(results[2]).toEqual({ submissionId: expect.any(Number), mailIds: [expect.any(Number)] });
    expect(repository.counts()).toEqual({
      submissions: before.submissions + 2,
      attachments: before.attachments + 2,
      outbox: before.outbox + 2,
    });
  });

  it('writes nothing of a submission whose mail cannot be stored', () => {
    const before = repository.counts();
    const broken = submission({
      mails: () => {
        throw new Error('mail template broke');
      },
    });
    expect(repository.storeMany([broken])[0]).toBeInstanceOf(Error);
    expect(repository.counts()).toEqual(before);
  });

  it('settles a pending submission and records mail outcomes', () => {
    const { submissionId, mailIds } = repository.store(submission({ status: 'mail_pending' }));
    repository.markMail(mailIds[0] ?? 0, 'failed', 'mailbox full', new Date());
    repository.settle(submissionId, 'mail_failed');
    expect(repository.find(submissionId)?.status).toBe('mail_failed');
    expect(repository.mails(submissionId)[0]).toMatchObject({
      state: 'failed',
      error: 'mailbox full',
    });
  });
});
