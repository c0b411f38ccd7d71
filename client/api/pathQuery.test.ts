// Extra query parameters added to API paths containing a given name: only matching paths get
// them, and what the caller set is never overridden.
import { addQueryForPathsContaining, configureApi, wpFetch } from './wp';

describe('extra query parameters for paths containing a name', () => {
  const realFetch = globalThis.fetch;
  let requested: string[];

  beforeEach(() => {
    requested = [];
    globalThis.fetch = async (input) => {
      requested.push(String(input));
      return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    };
    configureApi({ apiRoot: 'http://shop.test/wp-json/', nonceEndpoint: '/nonce', nonce: 'n' });
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('adds them only to matching paths, without overriding what the caller set', async () => {
    const remove = addQueryForPathsContaining('swatches', () => ({ lang: 'fa', shown: 'all' }));

    await wpFetch({ path: '/wc/swatches/v1/options?shown=some' });
    await wpFetch({ path: '/wp/v2/posts' });
    remove();
    await wpFetch({ path: '/wc/swatches/v1/options' });

    const [swatches, posts, afterRemoval] = requested.map((url) => new URL(url).searchParams);
    expect(swatches?.get('lang')).toBe('fa');
    expect(swatches?.get('shown')).toBe('some');
    expect(posts?.has('lang')).toBe(false);
    expect(afterRemoval?.has('lang')).toBe(false);
  });
});
