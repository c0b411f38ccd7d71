// Provider states of the wordpress pact, set up through the site's own REST API so the
// same handlers serve the test server and a live WordPress. The test server also
// offers switches a live site cannot have (seeding posts, failing sub-sizes).
import sharp from 'sharp';
import { MEDIA_ID_PARAM, STATES } from '../consumer/wordpressContract';
import { NONCE_HEADER, TOTAL_HEADER, UPLOAD_ATTACHMENT_ID_HEADER } from '../wp';
import type { SiteSession } from './siteSession';

export interface WordpressSite {
  baseUrl: string;
  session: SiteSession;
  /** Test server only: the next `attempts` image sub-size generations fail. */
  failSubSizes?: (attempts: number) => void;
  /** Test server only: makes sure at least `count` published posts exist. */
  ensurePosts?: (count: number) => void;
}

type Json = boolean | number | string | null | Json[] | { [key: string]: Json };
/** A state's parameters: what the verifier sends, and what a setup hands to the request. */
export type StateParams = { [key: string]: Json };
/** Setup functions by state name; stateSetup.ts runs them (Pact's own handler never does). */
export type StateHandlers = Record<
  string,
  (params?: StateParams) => Promise<StateParams | undefined>
>;

const MIN_POSTS = 30;

function authHeaders(site: WordpressSite): Record<string, string> {
  const headers: Record<string, string> = {};
  if (site.session.cookie) headers.Cookie = site.session.cookie;
  if (site.session.nonce) headers[NONCE_HEADER] = site.session.nonce;
  return headers;
}

function requireNonce(site: WordpressSite): void {
  if (!site.session.nonce) {
    throw new Error(site.session.problem ?? 'no REST nonce for this site');
  }
}

async function sampleImage(): Promise<Blob> {
  const bytes = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 90, g: 160, b: 60 } },
  })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

/** Uploads an image; a 500 that names the attachment still counts (its sub-sizes are missing). */
async function uploadImage(site: WordpressSite): Promise<number> {
  const form = new FormData();
  form.append('file', await sampleImage(), 'pact-provider-state.png');
  const response = await fetch(`${site.baseUrl}/wp-json/wp/v2/media`, {
    method: 'POST',
    headers: authHeaders(site),
    body: form,
  });
  const text = await response.text();
  const named = Number(response.headers.get(UPLOAD_ATTACHMENT_ID_HEADER));
  if (response.status === 201) {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'number') {
      return body.id;
    }
  }
  if (response.status >= 500 && Number.isInteger(named) && named > 0) return named;
  throw new Error(
    `uploading an image for the provider state failed: ${response.status} ${text.slice(0, 200)}`,
  );
}

async function deleteImage(site: WordpressSite, id: number): Promise<void> {
  const response = await fetch(`${site.baseUrl}/wp-json/wp/v2/media/${id}?force=true`, {
    method: 'POST',
    headers: { ...authHeaders(site), 'X-HTTP-Method-Override': 'DELETE' },
  });
  await response.arrayBuffer();
}

async function countPosts(site: WordpressSite): Promise<number> {
  const response = await fetch(`${site.baseUrl}/wp-json/wp/v2/posts?per_page=1`, {
    headers: authHeaders(site),
  });
  await response.arrayBuffer();
  return Number(response.headers.get(TOTAL_HEADER) ?? 0);
}

export interface WordpressProviderHooks {
  stateHandlers: StateHandlers;
  /** Runs after every interaction: disarms fault switches, removes images left behind. */
  afterEach: () => Promise<void>;
}

// Setup functions only; afterEach does the tearing down.
export function wordpressProviderHooks(site: WordpressSite): WordpressProviderHooks {
  const leftovers: number[] = [];

  const stateHandlers: StateHandlers = {
    [STATES.session]: async () => {
      requireNonce(site);
      return undefined;
    },
    [STATES.posts]: async () => {
      site.ensurePosts?.(MIN_POSTS);
      const total = await countPosts(site);
      if (total < MIN_POSTS) {
        throw new Error(`the site has ${total} published posts; this state needs ${MIN_POSTS}`);
      }
      return undefined;
    },
    // Nothing to arrange: the session's user must be allowed to upload (upload_files).
    [STATES.canUpload]: async () => undefined,
    [STATES.subSizesFail]: async () => {
      if (!site.failSubSizes) throw new Error('only a test server can be made to fail sub-sizes');
      site.failSubSizes(1);
      return undefined;
    },
    // On a live site the upload makes its sub-sizes; post-process then just remakes them.
    [STATES.imageWithoutSubSizes]: async () => {
      requireNonce(site);
      site.failSubSizes?.(1);
      const id = await uploadImage(site);
      site.failSubSizes?.(0);
      leftovers.push(id);
      return { [MEDIA_ID_PARAM]: id };
    },
    [STATES.mediaExists]: async () => {
      requireNonce(site);
      return { [MEDIA_ID_PARAM]: await uploadImage(site) };
    },
  };

  return {
    stateHandlers,
    async afterEach() {
      site.failSubSizes?.(0);
      for (const id of leftovers.splice(0)) await deleteImage(site, id);
    },
  };
}
