// Issue 11, item 1: any visitor could edit or delete posts and upload or delete media. A visitor
// took a session from `/` and a nonce from admin-ajax.php?action=rest-nonce, then
// POST wp/v2/posts/2 answered 200, DELETE posts/<id>?force=true deleted, POST wp/v2/media
// answered 201 and DELETE media/<id> removed someone else's upload.
// WordPress answers a visitor 401 and a signed-in user without the capability 403, with
// rest_cannot_edit / rest_cannot_delete / rest_cannot_create.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { WpError, WpMedia, WpPost } from '../../../contracts/wp';
import { createSqlitePostsRepository } from '../../src/storage/postsRepository';
import { sampleImage, startTestServer, type TestServer } from '../server';
import { visitSite, type SiteVisitor } from '../siteVisitor';
import { TEST_SCRYPT_COST, addStaff, type StaffMember } from '../staffAccounts';

jest.setTimeout(30_000);

const QUOTA_BYTES = 8_000;
const POSTS = '/wp-json/wp/v2/posts';
const MEDIA = '/wp-json/wp/v2/media';

let server: TestServer;
let staff: Record<'admin' | 'editor' | 'author' | 'otherAuthor', StaffMember>;

beforeAll(async () => {
  server = await startTestServer({
    accounts: { scryptCost: TEST_SCRYPT_COST },
    uploadQuotaBytes: QUOTA_BYTES,
  });
  staff = {
    admin: await addStaff(server.db, 'administrator', 'site-admin'),
    editor: await addStaff(server.db, 'editor', 'maryam.editor'),
    author: await addStaff(server.db, 'author', 'reza_author'),
    otherAuthor: await addStaff(server.db, 'author', 'sina-author'),
  };
});
afterAll(() => server.close());

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const mediaRows = () =>
  (server.db.prepare('SELECT COUNT(*) AS n FROM media').get() as { n: number }).n;

/** Random pixels do not compress: the file is about 3 bytes a pixel. */
function noisyPng(side: number): Promise<Buffer> {
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
}

async function visitor(): Promise<SiteVisitor> {
  return visitSite(server.url);
}

async function signedIn(member: StaffMember): Promise<SiteVisitor> {
  const site = await visitor();
  await site.signIn(member.login, member.password);
  return site;
}

async function customer(): Promise<SiteVisitor> {
  const site = await visitor();
  await site.register(`shopper-${Math.random().toString(36).slice(2)}@example.ir`, 'a-good-pass');
  return site;
}

function editPost(site: SiteVisitor, id: number, title: string): Promise<Response> {
  return site.fetch(`${POSTS}/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
}

const deletePost = (site: SiteVisitor, id: number) =>
  site.fetch(`${POSTS}/${id}?force=true`, { method: 'DELETE' });

const deleteMedia = (site: SiteVisitor, id: number) =>
  site.fetch(`${MEDIA}/${id}?force=true`, { method: 'DELETE' });

async function upload(site: SiteVisitor, bytes?: Buffer, name = 'photo.png'): Promise<Response> {
  const form = new FormData();
  const file = bytes ?? (await sampleImage(16, 16));
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name);
  return site.fetch(MEDIA, { method: 'POST', body: form });
}

async function uploadedId(site: SiteVisitor, bytes?: Buffer): Promise<number> {
  const response = await upload(site, bytes);
  const text = await response.text();
  if (response.status !== 201) throw new Error(`upload answered ${response.status} ${text}`);
  return (JSON.parse(text) as WpMedia).id;
}

async function refusal(response: Response, status: number, code: string): Promise<void> {
  // A write that went through answers a post or media item, not an error: compare what is there.
  const body = (await response.json()) as Partial<WpError>;
  expect({ status: response.status, code: body.code, dataStatus: body.data?.status }).toEqual({
    status,
    code,
    dataStatus: status,
  });
  expect(body.message ?? '').toMatch(/[\u0600-\u06FF]/);
}

async function titleOf(id: number): Promise<string | undefined> {
  const response = await fetch(`${server.url}${POSTS}/${id}`);
  if (response.status !== 200) return undefined;
  return ((await response.json()) as WpPost).title.rendered;
}

const mediaExists = async (id: number) =>
  (await fetch(`${server.url}${MEDIA}/${id}`)).status === 200;

/** A post of the given author, straight into the database. */
function postBy(author: number, slug: string): number {
  return createSqlitePostsRepository(server.db).insert({
    type: 'post',
    slug,
    title: `نوشتهٔ ${slug}`,
    excerpt: '',
    content: 'متن',
    dateGmt: '2025-05-01T08:00:00',
    author,
  }).id;
}

describe.each([
  ['a visitor with a session and a nonce', visitor, 401],
  ['a signed-in customer', customer, 403],
])('%s', (_who, open, status) => {
  let site: SiteVisitor;
  beforeAll(async () => {
    site = await open();
  });

  it(`cannot edit a post (${status} rest_cannot_edit), and the post is unchanged`, async () => {
    const before = await titleOf(2);
    await refusal(await editPost(site, 2, 'DEFACED'), status, 'rest_cannot_edit');
    expect(await titleOf(2)).toBe(before);
  });

  it(`cannot delete a post (${status} rest_cannot_delete), and the post stays`, async () => {
    await refusal(await deletePost(site, 3), status, 'rest_cannot_delete');
    expect(await titleOf(3)).toBeDefined();
  });

  it(`cannot upload (${status} rest_cannot_create), and nothing is stored`, async () => {
    const files = filesUnder(server.uploadsDir);
    const rows = mediaRows();
    await refusal(await upload(site), status, 'rest_cannot_create');
    expect(filesUnder(server.uploadsDir)).toEqual(files);
    expect(mediaRows()).toBe(rows);
  });

  it(`cannot delete someone's upload (${status} rest_cannot_delete)`, async () => {
    const id = await uploadedId(await signedIn(staff.editor));
    await refusal(await deleteMedia(site, id), status, 'rest_cannot_delete');
    expect(await mediaExists(id)).toBe(true);
  });

  it(`cannot remake someone's sub-sizes (${status} rest_cannot_edit)`, async () => {
    const id = await uploadedId(await signedIn(staff.editor));
    const response = await site.fetch(`${MEDIA}/${id}/post-process`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'create-image-subsizes' }),
    });
    await refusal(response, status, 'rest_cannot_edit');
  });
});

describe('an author', () => {
  let author: SiteVisitor;
  beforeAll(async () => {
    author = await signedIn(staff.author);
  });

  it('signs in with the login name and edits and deletes their own post', async () => {
    const own = postBy(staff.author.id, 'reza-own-post');
    const edited = await editPost(author, own, 'ویرایش نویسنده');
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as WpPost).title.rendered).toBe('ویرایش نویسنده');
    expect((await deletePost(author, own)).status).toBe(200);
    expect(await titleOf(own)).toBeUndefined();
  });

  it("cannot edit or delete another's post (403)", async () => {
    const before = await titleOf(4);
    await refusal(await editPost(author, 4, 'DEFACED'), 403, 'rest_cannot_edit');
    await refusal(await deletePost(author, 4), 403, 'rest_cannot_delete');
    const others = postBy(staff.otherAuthor.id, 'sina-post');
    await refusal(await editPost(author, others, 'DEFACED'), 403, 'rest_cannot_edit');
    expect(await titleOf(4)).toBe(before);
  });

  it("uploads and deletes their own media, but not another author's (403)", async () => {
    const own = await uploadedId(author);
    const theirs = await uploadedId(await signedIn(staff.otherAuthor));
    await refusal(await deleteMedia(author, theirs), 403, 'rest_cannot_delete');
    expect(await mediaExists(theirs)).toBe(true);
    expect((await deleteMedia(author, own)).status).toBe(200);
    expect(await mediaExists(own)).toBe(false);
  });

  it('signs in by email as well', async () => {
    const byEmail = await visitor();
    await byEmail.signIn(staff.author.email, staff.author.password);
    expect((await upload(byEmail)).status).toBe(201);
  });
});

describe('an editor', () => {
  it("edits and deletes others' posts and deletes an author's media", async () => {
    const editor = await signedIn(staff.editor);
    const edited = await editPost(editor, 5, 'ویرایش سردبیر');
    expect(edited.status).toBe(200);
    const byAuthor = postBy(staff.author.id, 'reza-second-post');
    expect((await deletePost(editor, byAuthor)).status).toBe(200);
    const media = await uploadedId(await signedIn(staff.otherAuthor));
    expect((await deleteMedia(editor, media)).status).toBe(200);
    expect(await mediaExists(media)).toBe(false);
  });
});

describe('the upload quota', () => {
  it('refuses an upload past the quota with 400 rest_upload_limited_space, storing nothing', async () => {
    const site = await signedIn(staff.otherAuthor);
    // Whatever this author uploaded before is cleared, so the sum is known.
    const mine = server.db
      .prepare('SELECT id FROM media WHERE author = ?')
      .all(staff.otherAuthor.id) as { id: number }[];
    for (const { id } of mine) expect((await deleteMedia(site, id)).status).toBe(200);

    const small = await noisyPng(32);
    expect(small.length * 2).toBeLessThan(QUOTA_BYTES);
    expect(small.length * 3).toBeGreaterThan(QUOTA_BYTES);
    await uploadedId(site, small);
    await uploadedId(site, small);

    const files = filesUnder(server.uploadsDir);
    const rows = mediaRows();
    const response = await upload(site, small, 'one-too-many.png');
    await refusal(response, 400, 'rest_upload_limited_space');
    expect(response.headers.get('x-wp-upload-attachment-id')).toBeNull();
    expect(filesUnder(server.uploadsDir)).toEqual(files);
    expect(mediaRows()).toBe(rows);
  });

  it('does not apply to an administrator', async () => {
    const admin = await signedIn(staff.admin);
    const big = await noisyPng(64);
    expect(big.length).toBeGreaterThan(QUOTA_BYTES);
    expect((await upload(admin, big)).status).toBe(201);
  });
});
