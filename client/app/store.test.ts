// The server's state of a feature whose chunk comes after start-up (a site page's contact forms)
// survives until the feature arrives, and the feature's reducer goes on from it.
import { sitePageFeature, sitePageLoaded, type SitePagesState } from '../features/sitePage';
import { createStore } from './store';
import { testConfig } from './testing';

const page = (slug: string) => ({
  id: slug.length,
  slug,
  title: { rendered: slug },
  content: { rendered: `<p>${slug}</p>` },
});

const drawn = {
  about: { status: 'loaded', page: page('about'), error: null },
} as unknown as SitePagesState;

describe('the store and a feature that arrives later', () => {
  it("keeps the server's state of it, through other actions, until its reducer comes", () => {
    const store = createStore(testConfig, { sitePages: drawn }, { runSagas: false });
    expect(store.getState().sitePages).toEqual(drawn);
    store.dispatch({ type: 'someone/elses' });
    expect(store.getState().sitePages).toEqual(drawn);

    store.addPage({ features: [sitePageFeature] });
    expect(store.getState().sitePages).toEqual(drawn);
    store.dispatch(sitePageLoaded({ slug: 'returns', page: null }));
    expect(Object.keys(store.getState().sitePages)).toEqual(['about', 'returns']);
    expect(store.getState().sitePages.about).toEqual(drawn.about);
  });

  it('starts a feature without server state from its own initial state', () => {
    const store = createStore(testConfig, undefined, { runSagas: false });
    expect(store.getState().sitePages).toBeUndefined();
    store.addPage({ features: [sitePageFeature] });
    expect(store.getState().sitePages).toEqual({});
  });
});
