// The landing page and the views made before the tracking code arrived are counted, in order,
// once it starts.
import { makeTestStore } from '../../app/testing';
import { locationChanged } from '../route';
import { attributionSaga, type AttributionBrowser } from './sagas';
import { selectAttributionValues } from './selectors';
import { attributionStartSaga, type AttributionTracking } from './startSaga';
import { configWith } from './testSupport/attributionConfig';
import { FakeCookieJar } from './testSupport/fakeCookieJar';
import { browserTrackerCookies } from './trackerCookies';

// The tracking code arrives with the deferred chunk after start-up; what happened meanwhile must
// count as if it had run from the start.
let jar: FakeCookieJar;
let undoJar: () => void;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2025-03-01T08:40:15Z') });
  jar = new FakeCookieJar();
  jar.host = 'shop.example';
  undoJar = jar.installOn(document);
});

afterEach(() => {
  undoJar();
  jest.useRealTimers();
});

/** The browser as it is once the code arrives: already on another page, with no referrer. */
const laterBrowser = (): AttributionBrowser => ({
  href: () => 'https://shop.example/cart/',
  referrer: () => '',
  userAgent: () => 'UA',
  now: () => new Date(),
  random: () => 0.5,
  cookies: browserTrackerCookies,
});

const visit = (path: string, via: 'push' | 'start' = 'push') =>
  locationChanged({ pathname: path, search: '', hash: '' }, via);

function startWithLateCode() {
  let arrive: (tracking: AttributionTracking) => void = () => undefined;
  const code = new Promise<AttributionTracking>((resolve) => {
    arrive = resolve;
  });
  const landing = {
    href: 'https://shop.example/?utm_source=instagram&utm_medium=social',
    referrer: 'https://l.instagram.com/',
  };
  const { store, task } = makeTestStore({
    config: configWith({}),
    saga: attributionStartSaga,
    args: [() => code, landing],
  });
  return {
    store,
    task: task!,
    codeArrives: async () => {
      arrive({ saga: attributionSaga, browser: laterBrowser });
      await jest.advanceTimersByTimeAsync(0);
    },
  };
}

describe('attributionStartSaga', () => {
  it('counts the landing page and the views before the tracking code arrived, in order', async () => {
    const { store, task, codeArrives } = startWithLateCode();
    store.dispatch(visit('/', 'start'));
    store.dispatch(visit('/shop/'));
    store.dispatch(visit('/cart/'));
    expect(store.getState().attribution.pageViews).toBe(0);

    await codeArrives();

    expect(store.getState().attribution.pageViews).toBe(3);
    expect(selectAttributionValues(store.getState())).toMatchObject({
      source_type: 'utm',
      utm_source: 'instagram',
      utm_medium: 'social',
      referrer: 'https://l.instagram.com/',
      session_entry: 'https://shop.example/?utm_source=instagram&utm_medium=social',
      session_pages: '3',
    });
    task.cancel();
  });
});
