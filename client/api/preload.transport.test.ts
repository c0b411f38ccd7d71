// The home page's first API answers travel inside the page: the server inlines them, and the
// client's api-fetch serves each once without a request. Server and client must name them alike.
import { LATEST_POSTS_COUNT } from '../../contracts/homePage';
import { readBootstrapConfig } from '../app/config';
import { fetchFeaturedSlides } from '../features/carousel';
import { restoreCartSession } from './store';
import { askForUncompressedAnswers, openLiveSite, type LiveSite } from './testSupport/liveSite';
import { configureApi, getPosts } from './wp';

askForUncompressedAnswers();

let site: LiveSite;

beforeAll(async () => {
  site = await openLiveSite();
});

afterAll(async () => {
  await site.server.close();
});

async function pageConfig(pathname: string) {
  const response = await fetch(`${site.server.url}${pathname}`, {
    headers: { accept: 'text/html' },
  });
  const html = await response.text();
  const result = readBootstrapConfig(new DOMParser().parseFromString(html, 'text/html'));
  if (!result.ok) throw new Error(result.problem);
  return { config: result.config, html };
}

const onTheWire = () => site.sent.map((request) => request.url.pathname.replace(/^\/wp-json/, ''));

describe('answers preloaded into the home page', () => {
  beforeEach(() => {
    restoreCartSession({ nonce: '', cartToken: '' });
  });

  it('serves the carousel and the latest posts without a request, once', async () => {
    const { config, html } = await pageConfig('/');
    configureApi({ ...config, apiRoot: `${site.server.url}/wp-json/` });
    site.clearSent();

    const slides = await fetchFeaturedSlides();
    const posts = await getPosts({ per_page: LATEST_POSTS_COUNT });
    expect(onTheWire()).toEqual([]);
    expect(slides.length).toBeGreaterThan(1);
    expect(posts.items).toHaveLength(LATEST_POSTS_COUNT);
    expect(posts.total).toBeGreaterThan(LATEST_POSTS_COUNT);

    // The image of the first slide is downloading before any script runs.
    const firstImage = slides[0]?.image?.src ?? '';
    expect(firstImage).toMatch(/^http:\/\/127\.0\.0\.1:/);
    expect(html).toContain(`<link rel="preload" as="image" href="${firstImage}"`);

    // Served once: the next ask is a request, and the network says the same.
    const again = await fetchFeaturedSlides();
    expect(onTheWire()).toEqual(['/wc/store/v1/products']);
    expect(again).toEqual(slides);
  });

  it('preloads nothing into other pages', async () => {
    const { config, html } = await pageConfig('/blog');
    expect(config.preload).toBeUndefined();
    expect(html).not.toContain('rel="preload" as="image"');
  });
});
