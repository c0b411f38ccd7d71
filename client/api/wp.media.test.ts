// Uploads against the real server, with sub-size generation made to fail on purpose.
import sharp from 'sharp';
import { WpApiError, deleteMedia, uploadMedia, wpFetch } from './wp';
import { openLiveSite } from './testSupport/liveSite';
import type { LiveSite } from './testSupport/liveSite';
import { completionOf } from './testSupport/requestWatch';

// jsdom's Blob sent through Node's fetch never finishes; uploads use Node's own.
const nodeGlobals = globalThis as typeof globalThis & {
  NodeFormData: typeof FormData;
  NodeBlob: typeof Blob;
};
globalThis.FormData = nodeGlobals.NodeFormData;

const POST_PROCESS_FAILED =
  'بارگذاری رسانه ناموفق بود. اگر این یک عکس یا تصویر بزرگ است، لطفاً اندازهٔ آن را کوچک کنید و دوباره تلاش کنید.';

// Uploading takes an account that may (upload_files): an author, signed in.
const AUTHOR = { signInAs: 'author' } as const;
let png: Blob;
let site: LiveSite | undefined;

beforeAll(async () => {
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 60 } },
  })
    .png()
    .toBuffer();
  png = new nodeGlobals.NodeBlob([new Uint8Array(bytes)], { type: 'image/png' });
});

afterEach(async () => {
  await site?.server.close();
  site = undefined;
});

function requestsTo(live: LiveSite, pattern: RegExp) {
  return live.sent.filter((request) => pattern.test(request.url.pathname));
}

const UPLOAD = /^\/wp-json\/wp\/v2\/media$/;
const POST_PROCESS = /^\/wp-json\/wp\/v2\/media\/\d+\/post-process$/;
const MEDIA_ITEM = /^\/wp-json\/wp\/v2\/media\/\d+$/;

it('uploads an image with its title and alt text in one request', async () => {
  site = await openLiveSite({}, AUTHOR);

  const media = await uploadMedia(png, 'سرخ.png', { title: 'نمونهٔ سرخ', alt_text: 'مربع سرخ' });

  expect(media).toMatchObject({
    mime_type: 'image/png',
    title: { rendered: 'نمونهٔ سرخ' },
    alt_text: 'مربع سرخ',
    media_details: { width: 64, height: 48 },
  });
  expect(site.sent.map((request) => request.method)).toEqual(['POST']);
});

it('post-processes a failed upload until it succeeds (4 failures, then success)', async () => {
  // The upload itself is generation attempt 1; post-process calls are attempts 2-6.
  site = await openLiveSite({ faults: { subsizeFailures: 5 } }, AUTHOR);

  const media = await uploadMedia(png, 'retry.png');

  expect(media).toMatchObject({ mime_type: 'image/png' });
  expect(requestsTo(site, UPLOAD)).toHaveLength(1);
  expect(requestsTo(site, POST_PROCESS)).toHaveLength(5);
  expect(requestsTo(site, POST_PROCESS)[0]?.url.pathname).toBe(
    `/wp-json/wp/v2/media/${media.id}/post-process`,
  );
  expect(requestsTo(site, MEDIA_ITEM)).toHaveLength(0);
  await expect(wpFetch({ path: `/wp/v2/media/${media.id}` })).resolves.toMatchObject({
    id: media.id,
  });
});

it('gives up after 5 post-process attempts, deletes the upload and reports post_process', async () => {
  site = await openLiveSite({ faults: { subsizeFailures: 1000 } }, AUTHOR);
  const deleted = completionOf(
    (started) => started.method === 'POST' && MEDIA_ITEM.test(started.path.split('?')[0] ?? ''),
  );

  const error: unknown = await uploadMedia(png, 'broken.png').catch((e: unknown) => e);

  expect(error).toBeInstanceOf(WpApiError);
  expect(error).toMatchObject({ code: 'post_process', message: POST_PROCESS_FAILED });
  // api-fetch does not wait for its clean-up DELETE before rejecting.
  await expect(deleted).resolves.toMatchObject({ ok: true });
  expect(requestsTo(site, POST_PROCESS)).toHaveLength(5);
  const deletes = requestsTo(site, MEDIA_ITEM);
  expect(deletes).toHaveLength(1);
  expect(deletes[0]?.headers.get('X-HTTP-Method-Override')).toBe('DELETE');
  expect(deletes[0]?.url.searchParams.get('force')).toBe('true');
  const mediaId = Number(deletes[0]?.url.pathname.split('/').pop());
  await expect(wpFetch({ path: `/wp/v2/media/${mediaId}` })).rejects.toMatchObject({ status: 404 });
});

it('deletes a media item for good', async () => {
  site = await openLiveSite({}, AUTHOR);
  const media = await uploadMedia(png, 'temporary.png');

  const result = await deleteMedia(media.id);

  expect(result).toMatchObject({ deleted: true, previous: { id: media.id } });
  await expect(wpFetch({ path: `/wp/v2/media/${media.id}` })).rejects.toMatchObject({
    status: 404,
  });
});
