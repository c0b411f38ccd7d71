// What the wordpress pact and its verifiers agree on besides the pact file itself:
// the parties, the provider states, and the example nonces a verifier must handle.
import path from 'node:path';

export const CONSUMER = 'persian-shop-spa';
export const PROVIDER = 'wordpress';
export const PACT_DIR = path.resolve(__dirname, '..', 'pacts');
export const WORDPRESS_PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

/**
 * A recorded nonce is only an example: a verifier replaces this exact X-WP-Nonce value
 * with a real nonce minted for the session cookie it sends.
 */
export const EXAMPLE_NONCE = 'example-nonce-replaced-by-verifier';
/** Stays as it is on purpose: the site must reject it with rest_cookie_invalid_nonce. */
export const INVALID_NONCE = 'expired-nonce-kept-by-verifier';

/** Provider states; docs/contracts.md explains what a backend team sets up for each. */
export const STATES = {
  session: 'a visitor with a logged-in session cookie',
  posts: 'at least 30 published posts',
  canUpload: 'the visitor may upload files',
  subSizesFail: 'the site cannot make image sub-sizes for the next upload',
  imageWithoutSubSizes: 'an uploaded image whose sub-sizes are missing',
  mediaExists: 'a media item exists',
} as const;

/** The provider-state parameter that carries a media id into a request path. */
export const MEDIA_ID_PARAM = 'mediaId';
/** Needs a fault switch only a test server has; a live site cannot be put in this state. */
export const TEST_SERVER_ONLY_STATES: readonly string[] = [STATES.subSizesFail];
