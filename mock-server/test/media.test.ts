// The media library's wp/v2/media routes as WordPress answers them: uploads stored with sub-sizes,
// types judged by bytes, names never overwritten, size limits, post-process retries and deletion.
import fs from 'node:fs';
import path from 'node:path';
import type { WpDeleted, WpError, WpMedia } from '../../contracts/wp';
import { sampleImage, startTestServer, type TestServer } from './server';
import { addStaff, signedInHeaders } from './staffAccounts';

const now = new Date('2025-03-10T09:00:00Z');
/** An author's session: uploads, and edits and deletes what they uploaded. */
let auth: { cookie: string; 'x-wp-nonce': string };
const MAX_BYTES = 200_000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, maxUploadBytes: MAX_BYTES });
  const author = await addStaff(server.db, 'author', 'media-author');
  auth = signedInHeaders(server.db, author.id, { now });
});
afterAll(() => server.close());
afterEach(() => server.app.subsizeFaults.failNext(0));

function form(
  file: Buffer | undefined,
  fileName = 'photo.jpg',
  fields: Record<string, string> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', new Blob([new Uint8Array(file)]), fileName);
  return body;
}

function upload(body: FormData | Buffer, headers: Record<string, string> = {}, query = '') {
  return fetch(`${server.url}/wp-json/wp/v2/media${query}`, {
    method: 'POST',
    headers: { ...auth, ...headers },
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
  });
}

function postProcess(id: number, init: RequestInit = {}) {
  return fetch(`${server.url}/wp-json/wp/v2/media/${id}/post-process`, {
    method: 'POST',
    ...init,
    headers: { ...auth, 'content-type': 'application/json', ...init.headers },
    body: init.body ?? JSON.stringify({ action: 'create-image-subsizes' }),
  });
}

const onDisk = (media: WpMedia, file: string) =>
  fs.existsSync(path.join(server.uploadsDir, path.posix.dirname(media.media_details.file), file));

describe('POST wp/v2/media', () => {
  it('stores a multipart upload, makes the sub-sizes and answers 201 WpMedia', async () => {
    const response = await upload(
      form(await sampleImage(1200, 800, 'jpeg'), 'Summer Shirt.JPG', {
        title: 'پیراهن تابستانی',
        alt_text: 'پیراهن آبی',
      }),
    );
    expect(response.status).toBe(201);
    const media = (await response.json()) as WpMedia;
    expect(response.headers.get('x-wp-upload-attachment-id')).toBe(String(media.id));
    expect(response.headers.get('location')).toBe(`${server.url}/wp-json/wp/v2/media/${media.id}`);
    expect(media).toMatchObject({
      type: 'attachment',
      status: 'inherit',
      media_type: 'image',
      mime_type: 'image/jpeg',
      title: { rendered: 'پیراهن تابستانی' },
      alt_text: 'پیراهن آبی',
      // Upload folders follow the site's (Tehran) calendar, as WordPress's do.
      media_details: { width: 1200, height: 800, file: '2025/03/summer-shirt.jpg' },
      source_url: `${server.url}/wp-content/uploads/2025/03/summer-shirt.jpg`,
    });
    const sizes = media.media_details.sizes;
    expect(Object.keys(sizes).sort()).toEqual([
      'full',
      'large',
      'medium',
      'medium_large',
      'thumbnail',
    ]);
    expect(sizes.thumbnail).toMatchObject({
      file: 'summer-shirt-150x150.jpg',
      width: 150,
      height: 150,
    });
    expect(sizes.medium).toMatchObject({ width: 300, height: 200 });
    expect(sizes.large).toMatchObject({ width: 1024, height: 683 });
    for (const size of Object.values(sizes)) expect(onDisk(media, size.file)).toBe(true);

    const served = await fetch(sizes.thumbnail?.source_url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const again = await fetch(`${server.url}/wp-json/wp/v2/media/${media.id}`);
    expect(await again.json()).toEqual(media);
  });

  it('takes a raw body named by Content-Disposition, title and alt text from the query', async () => {
    const response = await upload(
      await sampleImage(90, 60, 'png'),
      {
        'content-type': 'image/png',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('لوگو.png')}`,
      },
      `?title=${encodeURIComponent('نشان فروشگاه')}&alt_text=logo`,
    );
    expect(response.status).toBe(201);
    const media = (await response.json()) as WpMedia;
    expect(media).toMatchObject({
      title: { rendered: 'نشان فروشگاه' },
      alt_text: 'logo',
      mime_type: 'image/png',
    });
    expect(media.media_details.file).toBe('2025/03/لوگو.png');
    // Smaller than every registered size: only the original.
    expect(Object.keys(media.media_details.sizes)).toEqual(['full']);
  });

  it('uses the part named file and reads past any other file part', async () => {
    const body = new FormData();
    body.append('other', new Blob([new Uint8Array(await sampleImage(10, 10))]), 'other.png');
    body.append('file', new Blob([new Uint8Array(await sampleImage(70, 50))]), 'chosen.png');
    const media = (await (await upload(body)).json()) as WpMedia;
    expect(media.media_details).toMatchObject({
      width: 70,
      height: 50,
      file: '2025/03/chosen.png',
    });
  });

  it('judges the bytes, not the name: a PNG called .jpg is stored as PNG', async () => {
    const response = await upload(form(await sampleImage(40, 40, 'png'), 'fake.jpg'));
    const media = (await response.json()) as WpMedia;
    expect(media.mime_type).toBe('image/png');
    expect(media.media_details.file).toMatch(/fake\.png$/);
  });

  it.each(['webp', 'gif'] as const)('accepts %s images', async (format) => {
    const response = await upload(form(await sampleImage(400, 300, format), `pic.${format}`));
    expect(response.status).toBe(201);
    const media = (await response.json()) as WpMedia;
    expect(media.mime_type).toBe(`image/${format}`);
    expect(media.media_details.sizes.medium).toMatchObject({ width: 300, height: 225 });
  });

  it('never overwrites: the same name gets -1', async () => {
    const first = (await (
      await upload(form(await sampleImage(50, 50), 'twin.png'))
    ).json()) as WpMedia;
    const second = (await (
      await upload(form(await sampleImage(60, 60), 'twin.png'))
    ).json()) as WpMedia;
    expect(first.media_details.file).toBe('2025/03/twin.png');
    expect(second.media_details.file).toBe('2025/03/twin-1.png');
  });

  it('refuses files that are not images with 400 and stores nothing', async () => {
    const before = fs.readdirSync(path.join(server.uploadsDir, '2025', '03')).length;
    const response = await upload(form(Buffer.from('<?php echo "hi"; ?>'), 'evil.jpg'));
    expect(response.status).toBe(400);
    const error = (await response.json()) as WpError;
    expect(error).toMatchObject({ code: 'rest_upload_sideload_error', data: { status: 400 } });
    expect(error.message).toMatch(/[\u0600-\u06FF]/);
    expect(fs.readdirSync(path.join(server.uploadsDir, '2025', '03'))).toHaveLength(before);
  });

  it('refuses an upload over the size limit with 413 rest_upload_file_too_big', async () => {
    const big = Buffer.concat([await sampleImage(20, 20), Buffer.alloc(MAX_BYTES)]);
    for (const response of [
      await upload(form(big, 'big.png')),
      await upload(big, {
        'content-type': 'image/png',
        'content-disposition': 'attachment; filename=big.png',
      }),
    ]) {
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({
        code: 'rest_upload_file_too_big',
        data: { status: 413 },
      });
    }
  });

  it('answers 400 rest_upload_no_data when no file was sent', async () => {
    for (const response of [
      await upload(form(undefined, '', { title: 'بدون پرونده' })),
      await upload(form(Buffer.alloc(0), 'empty.png')),
      await fetch(`${server.url}/wp-json/wp/v2/media`, { method: 'POST', headers: auth }),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'rest_upload_no_data' });
    }
  });

  it('needs a Content-Disposition for a raw body', async () => {
    const response = await upload(await sampleImage(20, 20), { 'content-type': 'image/png' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'rest_upload_no_content_disposition' });
  });
});

describe('failed sub-sizes and post-process', () => {
  it('answers 500 with the attachment id header, then post-process retries until it works', async () => {
    server.app.subsizeFaults.failNext(2);
    const response = await upload(form(await sampleImage(800, 600, 'jpeg'), 'retry.jpg'));
    expect(response.status).toBe(500);
    const id = Number(response.headers.get('x-wp-upload-attachment-id'));
    expect(id).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({
      code: 'rest_upload_image_subsizes',
      data: { status: 500 },
    });

    // The row and the original are kept, without any sub-size.
    const kept = (await (await fetch(`${server.url}/wp-json/wp/v2/media/${id}`)).json()) as WpMedia;
    expect(Object.keys(kept.media_details.sizes)).toEqual(['full']);
    expect(onDisk(kept, 'retry.jpg')).toBe(true);

    const second = await postProcess(id);
    expect(second.status).toBe(500);
    expect(second.headers.get('x-wp-upload-attachment-id')).toBeNull();
    expect(await second.json()).toMatchObject({ code: 'rest_upload_image_subsizes' });

    const third = await postProcess(id, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=create-image-subsizes',
    });
    expect(third.status).toBe(200);
    const media = (await third.json()) as WpMedia;
    expect(media.id).toBe(id);
    expect(media.media_details.sizes.thumbnail).toMatchObject({ file: 'retry-150x150.jpg' });
    expect(onDisk(media, 'retry-150x150.jpg')).toBe(true);
  });

  it('fails every time with Infinity', async () => {
    server.app.subsizeFaults.failNext(Infinity);
    const response = await upload(form(await sampleImage(400, 400), 'never.png'));
    const id = Number(response.headers.get('x-wp-upload-attachment-id'));
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await postProcess(id)).status).toBe(500);
  });

  it('answers 404 for an unknown id and 400 for another action', async () => {
    const missing = await postProcess(999_999);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'rest_post_invalid_id' });

    const media = (await (
      await upload(form(await sampleImage(30, 30), 'x.png'))
    ).json()) as WpMedia;
    const wrong = await postProcess(media.id, { body: JSON.stringify({ action: 'rotate' }) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { action: expect.any(String) } },
    });
  });
});

describe('DELETE wp/v2/media/{id}', () => {
  it('needs force=true, then removes the row and every file', async () => {
    const media = (await (
      await upload(form(await sampleImage(900, 700, 'jpeg'), 'gone.jpg'))
    ).json()) as WpMedia;
    const files = Object.values(media.media_details.sizes).map((size) => size.file);
    expect(files.length).toBe(4);

    const refused = await fetch(`${server.url}/wp-json/wp/v2/media/${media.id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(refused.status).toBe(501);
    expect(await refused.json()).toMatchObject({ code: 'rest_trash_not_supported' });

    const response = await fetch(`${server.url}/wp-json/wp/v2/media/${media.id}?force=true`, {
      method: 'POST',
      headers: { ...auth, 'x-http-method-override': 'DELETE' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as WpDeleted<WpMedia>).toEqual({
      deleted: true,
      previous: media,
    });
    for (const file of files) expect(onDisk(media, file)).toBe(false);
    expect((await fetch(`${server.url}/wp-json/wp/v2/media/${media.id}`)).status).toBe(404);
    expect((await fetch(media.source_url)).status).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await fetch(`${server.url}/wp-json/wp/v2/media/999999?force=true`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(response.status).toBe(404);
  });
});

describe('the faults option', () => {
  it('fails the first N attempts of a new app instance, counting post-process calls', async () => {
    const faulty = await startTestServer({ faults: { subsizeFailures: 1 }, seed: false });
    const auth = signedInHeaders(faulty.db, (await addStaff(faulty.db, 'author', 'faulty')).id);
    try {
      const body = form(await sampleImage(500, 500), 'first.png');
      const first = await fetch(`${faulty.url}/wp-json/wp/v2/media`, {
        method: 'POST',
        headers: auth,
        body,
      });
      expect(first.status).toBe(500);
      const id = Number(first.headers.get('x-wp-upload-attachment-id'));
      const retry = await fetch(`${faulty.url}/wp-json/wp/v2/media/${id}/post-process`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'create-image-subsizes' }),
      });
      expect(retry.status).toBe(200);
      const media = (await retry.json()) as WpMedia;
      // Without a title field the title is the file name, as in WordPress.
      expect(media.title.rendered).toBe('first');
      expect(Object.keys(media.media_details.sizes)).toContain('thumbnail');
    } finally {
      await faulty.close();
    }
  });
});
