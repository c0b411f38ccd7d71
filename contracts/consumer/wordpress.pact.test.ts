// The wordpress pact: client/api/wp.ts (api-fetch and its middlewares, for real)
// against Pact's mock server. Every request here is one the shop really sends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MatchersV3, PactV3, SpecificationVersion } from '@pact-foundation/pact';
import type { V3Request, V3Response } from '@pact-foundation/pact';
import { REST_NONCE_PATH, UPLOAD_ATTACHMENT_ID_HEADER } from '../wp';
import { configureApi, deleteMedia, getPosts, uploadMedia } from '../../client/api/wp';
import { executeSettled } from './settledMockServer';
import {
  CONSUMER,
  EXAMPLE_NONCE,
  INVALID_NONCE,
  MEDIA_ID_PARAM,
  PACT_DIR,
  PROVIDER,
  STATES,
} from './wordpressContract';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

// jsdom's Blob sent through Node's fetch never finishes; uploads use Node's own.
const nodeGlobals = globalThis as typeof globalThis & {
  NodeFormData: typeof FormData;
  NodeBlob: typeof Blob;
};
globalThis.FormData = nodeGlobals.NodeFormData;

const pact = new PactV3({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: PACT_DIR,
  spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
  logLevel: 'warn',
});

function pointAt(mockUrl: string, nonce: string): void {
  configureApi({
    apiRoot: `${mockUrl}/wp-json/`,
    nonceEndpoint: `${mockUrl}${REST_NONCE_PATH}`,
    nonce,
  });
}

// WordPress nonces are 10 hex digits; other sites (the shop's own server) mint longer ones.
const NONCE = '^[0-9A-Za-z._-]{6,64}$';
const WP_DATE = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$';
const ABSOLUTE_URL = '^https?://[^\\s]+$';

const post = {
  id: integer(101),
  date: regex(WP_DATE, '2025-03-01T11:30:00'),
  date_gmt: regex(WP_DATE, '2025-03-01T08:00:00'),
  modified: regex(WP_DATE, '2025-03-01T11:30:00'),
  modified_gmt: regex(WP_DATE, '2025-03-01T08:00:00'),
  slug: string('نوشته-نمونه'),
  status: 'publish',
  type: 'post',
  link: regex(ABSOLUTE_URL, 'https://shop.example/نوشته-نمونه/'),
  title: { rendered: string('نوشتهٔ نمونه') },
  content: { rendered: string('<p>متن نوشته</p>'), protected: boolean(false) },
  excerpt: { rendered: string('<p>خلاصه</p>'), protected: boolean(false) },
  author: integer(1),
  featured_media: integer(0),
};

const media = {
  id: integer(42),
  date: regex(WP_DATE, '2025-03-01T11:30:00'),
  slug: string('pixel'),
  status: 'inherit',
  type: 'attachment',
  link: regex(ABSOLUTE_URL, 'https://shop.example/pixel/'),
  title: { rendered: string('pixel') },
  alt_text: string(''),
  media_type: 'image',
  mime_type: 'image/png',
  source_url: regex(ABSOLUTE_URL, 'https://shop.example/wp-content/uploads/2025/03/pixel.png'),
  media_details: {
    width: integer(8),
    height: integer(8),
    file: string('2025/03/pixel.png'),
    filesize: integer(120),
    sizes: like({}),
  },
};

function postsPageTwo(nonce: string): V3Request {
  return {
    method: 'GET',
    path: '/wp-json/wp/v2/posts',
    query: { page: '2', per_page: '10', _locale: 'user' },
    headers: { 'X-WP-Nonce': nonce },
  };
}

// WordPress joins its rel links into one Link header (WP_HTTP_Response::header, replace=false).
const PAGE_TWO_LINK =
  '^<[^>]+[?&]page=1(&[^>]*)?>; rel="prev", <[^>]+[?&]page=3(&[^>]*)?>; rel="next"$';

const postsPageTwoResponse: V3Response = {
  status: 200,
  headers: {
    'X-WP-Total': regex('^\\d+$', '30'),
    'X-WP-TotalPages': regex('^\\d+$', '3'),
    Link: regex(
      PAGE_TWO_LINK,
      '<https://shop.example/wp-json/wp/v2/posts?page=1&per_page=10>; rel="prev", ' +
        '<https://shop.example/wp-json/wp/v2/posts?page=3&per_page=10>; rel="next"',
    ),
  },
  body: eachLike(post),
};

let pngFile: string;

beforeAll(async () => {
  const bytes = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  pngFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-pact-')), 'pixel.png');
  fs.writeFileSync(pngFile, bytes);
});

function pngBlob(): Blob {
  return new nodeGlobals.NodeBlob([new Uint8Array(fs.readFileSync(pngFile))], {
    type: 'image/png',
  });
}

// A fixed example boundary keeps the committed pact file stable; the real one varies
// and the recorded Content-Type matcher accepts any.
const BOUNDARY = 'PactBoundaryWordpressUpload';

const restNonce: V3Request = {
  method: 'GET',
  path: '/wp-admin/admin-ajax.php',
  query: { action: 'rest-nonce' },
};

const upload: V3Request = {
  method: 'POST',
  path: '/wp-json/wp/v2/media',
  query: { _locale: 'user' },
  headers: { 'X-WP-Nonce': EXAMPLE_NONCE },
};

describe('wordpress: collections', () => {
  it('reads page 2 of the posts with its X-WP-Total, X-WP-TotalPages and Link headers', () => {
    pact
      .given(STATES.session)
      .given(STATES.posts)
      .uponReceiving('page 2 of the posts, 10 per page')
      .withRequest(postsPageTwo(EXAMPLE_NONCE))
      .willRespondWith(postsPageTwoResponse);

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url, EXAMPLE_NONCE);

      const page = await getPosts({ page: 2, per_page: 10 });

      expect(page.total).toBe(30);
      expect(page.totalPages).toBe(3);
      expect(page.items[0]).toMatchObject({
        id: 101,
        status: 'publish',
        title: { rendered: 'نوشتهٔ نمونه' },
      });
    });
  });
});

describe('wordpress: nonces', () => {
  it('refreshes a rejected nonce through rest-nonce and retries with the new one', () => {
    pact
      .given(STATES.session)
      .uponReceiving('a request whose nonce the site no longer accepts')
      .withRequest(postsPageTwo(INVALID_NONCE))
      .willRespondWith({
        status: 403,
        body: {
          code: 'rest_cookie_invalid_nonce',
          message: string('بررسی کوکی ناموفق بود'),
          data: { status: 403 },
        },
      });
    // A text body takes its matcher as a separate rule; inline it would be stored as text.
    pact
      .given(STATES.session)
      .uponReceiving('a request for a fresh REST nonce')
      .withRequest(restNonce)
      .willRespondWith({
        status: 200,
        // WordPress's admin-ajax.php says text/html; a plain-text answer is as good.
        headers: {
          'Content-Type': regex('^text/(html|plain)(;.*)?$', 'text/plain; charset=UTF-8'),
        },
        contentType: 'text/plain',
        body: EXAMPLE_NONCE,
      })
      .withResponseMatchingRules(restNonce, {
        body: { path: '$', rules: [regex(NONCE, EXAMPLE_NONCE)] },
      });
    pact
      .given(STATES.session)
      .given(STATES.posts)
      .uponReceiving('page 2 of the posts, 10 per page')
      .withRequest(postsPageTwo(EXAMPLE_NONCE))
      .willRespondWith(postsPageTwoResponse);

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url, INVALID_NONCE);

      const page = await getPosts({ page: 2, per_page: 10 });

      expect(page.items).toHaveLength(1);
    });
  });
});

describe('wordpress: media', () => {
  it('uploads an image as multipart form data', () => {
    pact
      .given(STATES.session)
      .given(STATES.canUpload)
      .uponReceiving('an image upload')
      .withRequestMultipartFileUpload(upload, 'image/png', pngFile, 'file', BOUNDARY)
      .willRespondWith({ status: 201, body: media });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url, EXAMPLE_NONCE);

      const uploaded = await uploadMedia(pngBlob(), 'pixel.png', { title: 'pixel', alt_text: '' });

      expect(uploaded).toMatchObject({ id: 42, mime_type: 'image/png' });
    });
  });

  it('finishes an upload whose sub-sizes failed through post-process', () => {
    pact
      .given(STATES.session)
      .given(STATES.canUpload)
      .given(STATES.subSizesFail)
      .uponReceiving('an image upload whose sub-sizes cannot be made')
      .withRequestMultipartFileUpload(upload, 'image/png', pngFile, 'file', BOUNDARY)
      .willRespondWith({
        status: 500,
        headers: { [UPLOAD_ATTACHMENT_ID_HEADER]: regex('^\\d+$', '42') },
      });
    pact
      .given(STATES.session)
      .given(STATES.imageWithoutSubSizes)
      .uponReceiving('post-processing an uploaded image')
      .withRequest({
        method: 'POST',
        path: fromProviderState(
          `/wp-json/wp/v2/media/\${${MEDIA_ID_PARAM}}/post-process`,
          '/wp-json/wp/v2/media/42/post-process',
        ),
        query: { _locale: 'user' },
        headers: { 'X-WP-Nonce': EXAMPLE_NONCE, 'Content-Type': 'application/json' },
        body: { action: 'create-image-subsizes' },
      })
      .willRespondWith({ status: 200, body: media });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url, EXAMPLE_NONCE);

      const uploaded = await uploadMedia(pngBlob(), 'pixel.png');

      expect(uploaded).toMatchObject({ id: 42, media_type: 'image' });
    });
  });

  it('deletes a media item for good (DELETE sent as POST + method override)', () => {
    pact
      .given(STATES.session)
      .given(STATES.mediaExists)
      .uponReceiving('deleting a media item for good')
      .withRequest({
        method: 'POST',
        path: fromProviderState(
          `/wp-json/wp/v2/media/\${${MEDIA_ID_PARAM}}`,
          '/wp-json/wp/v2/media/42',
        ),
        query: { force: 'true', _locale: 'user' },
        headers: { 'X-HTTP-Method-Override': 'DELETE', 'X-WP-Nonce': EXAMPLE_NONCE },
      })
      .willRespondWith({ status: 200, body: { deleted: true, previous: media } });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url, EXAMPLE_NONCE);

      const result = await deleteMedia(42);

      expect(result).toMatchObject({ deleted: true, previous: { id: 42 } });
    });
  });
});
