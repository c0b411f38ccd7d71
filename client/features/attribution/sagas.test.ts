// Order attribution as WooCommerce counts it: page views, the referrer (an in-app page never
// rewrites the source), a new visit after 30 minutes, and consent: switching off deletes all
// eight cookies (on a www host too) and empties the inputs; the visitor's answer is remembered.
import { makeTestStore } from '../../app/testing';
import { locationChanged } from '../route';
import { attributionSaga, type AttributionBrowser } from './sagas';
import {
  selectAttributionInputs,
  selectAttributionValues,
  selectConsentBanner,
  selectOrderAttributionExtension,
} from './selectors';
import { consentChosen } from './slice';
import { configWith } from './testSupport/attributionConfig';
import { FakeCookieJar } from './testSupport/fakeCookieJar';
import { browserTrackerCookies } from './trackerCookies';

const START = new Date('2025-03-01T08:40:15Z');
const SBJS = /^sbjs_/;
let jar: FakeCookieJar;
let undoJar: () => void;

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  // The jar reads Date.now, which the fake timers move.
  jar = new FakeCookieJar();
  undoJar = jar.installOn(document);
});

afterEach(() => {
  undoJar();
  jest.useRealTimers();
});

function browserAt(href: string, referrer = ''): AttributionBrowser {
  jar.host = new URL(href).hostname;
  return {
    href: () => href,
    referrer: () => referrer,
    userAgent: () => 'UA',
    now: () => new Date(),
    random: () => 0.5,
    cookies: browserTrackerCookies,
  };
}

function start(browser: AttributionBrowser, attribution = {}) {
  const { store, task } = makeTestStore({
    config: configWith(attribution),
    saga: attributionSaga,
    args: [browser],
  });
  return { store, task: task! };
}

const visit = (path: string, via: 'push' | 'pop' | 'start' = 'push') => {
  const url = new URL(path, 'https://shop.example');
  return locationChanged({ pathname: url.pathname, search: url.search, hash: url.hash }, via);
};

const trackerCookies = () => jar.all().filter((cookie) => SBJS.test(cookie.name));

describe('attributionSaga: page views', () => {
  it('tracks the landing page at start-up and not again for the route saga’s "start"', () => {
    const { store, task } = start(
      browserAt('https://shop.example/?utm_source=instagram&utm_medium=social'),
    );
    store.dispatch(visit('/?utm_source=instagram&utm_medium=social', 'start'));

    const values = selectAttributionValues(store.getState());
    expect(values).toMatchObject({
      source_type: 'utm',
      utm_source: 'instagram',
      utm_medium: 'social',
      session_pages: '1',
      session_count: '1',
      session_start_time: '2025-03-01 08:40:15',
      user_agent: 'UA',
    });
    expect(store.getState().attribution.pageViews).toBe(1);
    expect(store.getState().attribution.written.map((cookie) => cookie.name)).toEqual([
      'sbjs_migrations',
      'sbjs_current_add',
      'sbjs_first_add',
      'sbjs_current',
      'sbjs_first',
      'sbjs_udata',
      'sbjs_session',
    ]);
    expect(jar.values().sbjs_udata).toContain('uip%3D203.0.113.9');
    task.cancel();
  });

  it('takes the previous page as the referrer, so an in-app page never rewrites the source', () => {
    const { store, task } = start(browserAt('https://shop.example/', 'https://www.google.com/'));
    jest.advanceTimersByTime(60_000);
    store.dispatch(visit('/product/kafsh/'));
    jest.advanceTimersByTime(60_000);
    store.dispatch(visit('/cart/'));

    expect(selectAttributionValues(store.getState())).toMatchObject({
      source_type: 'organic',
      utm_source: 'google',
      referrer: 'https://www.google.com/',
      session_entry: 'https://shop.example/',
      session_start_time: '2025-03-01 08:40:15',
      session_pages: '3',
    });
    expect(jar.values().sbjs_session).toContain('cpg%3Dhttps%3A%2F%2Fshop.example%2Fcart%2F');
    task.cancel();
  });

  it('counts a new visit once the 30-minute session has run out', () => {
    const { store, task } = start(browserAt('https://shop.example/'));
    jest.advanceTimersByTime(29 * 60_000);
    store.dispatch(visit('/shop/'));
    expect(selectAttributionValues(store.getState())).toMatchObject({
      session_pages: '2',
      session_count: '1',
    });

    // The session cookie lives 30 minutes from the last page view.
    jest.advanceTimersByTime(30 * 60_000 + 1000);
    expect(jar.values().sbjs_session).toBeUndefined();
    store.dispatch(visit('/cart/'));
    expect(selectAttributionValues(store.getState())).toMatchObject({
      source_type: 'typein',
      session_pages: '1',
      session_count: '2',
    });
    task.cancel();
  });
});

describe('attributionSaga: consent', () => {
  it('switching off deletes all eight cookies and empties the inputs and extension data', () => {
    const { store, task } = start(
      browserAt('https://shop.example/?utm_source=instagram', 'https://l.instagram.com/'),
      { base64: false },
    );
    expect(trackerCookies().length).toBeGreaterThan(0);
    expect(selectAttributionInputs(store.getState())[0]).toEqual({
      name: 'wc_order_attribution_source_type',
      value: 'utm',
    });

    store.dispatch(consentChosen(false));

    expect(trackerCookies()).toEqual([]);
    const values = selectAttributionValues(store.getState());
    expect(Object.values(values)).toHaveLength(16);
    expect(Object.values(values).every((value) => value === null)).toBe(true);
    expect(selectAttributionInputs(store.getState()).every((input) => input.value === '')).toBe(
      true,
    );
    expect(selectOrderAttributionExtension(store.getState())).toEqual({
      'woocommerce/order-attribution': values,
    });
    expect(store.getState().attribution.written.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining([
        'sbjs_current',
        'sbjs_current_add',
        'sbjs_first',
        'sbjs_first_add',
        'sbjs_session',
        'sbjs_udata',
        'sbjs_migrations',
        'sbjs_promo',
      ]),
    );
    expect(jar.values().shop_tracking_consent).toBe('no');

    // Page views while off write nothing.
    store.dispatch(visit('/shop/'));
    expect(trackerCookies()).toEqual([]);
    task.cancel();
  });

  it('switching on again initialises the cookies and fills the values', () => {
    const { store, task } = start(browserAt('https://shop.example/'), { allowTracking: false });
    expect(trackerCookies()).toEqual([]);
    expect(selectConsentBanner(store.getState())).toEqual({
      open: true,
      allowed: false,
      choice: null,
    });

    store.dispatch(consentChosen(true));

    expect(selectConsentBanner(store.getState())).toEqual({
      open: false,
      allowed: true,
      choice: 'yes',
    });
    expect(
      selectOrderAttributionExtension(store.getState())['woocommerce/order-attribution'],
    ).toMatchObject({
      source_type: 'typein',
      utm_source: '(direct)',
      session_pages: '1',
      session_count: '1',
    });
    expect(
      trackerCookies()
        .map((cookie) => cookie.name)
        .sort(),
    ).toEqual([
      'sbjs_current',
      'sbjs_current_add',
      'sbjs_first',
      'sbjs_first_add',
      'sbjs_migrations',
      'sbjs_session',
      'sbjs_udata',
    ]);
    expect(jar.values().shop_tracking_consent).toBe('yes');
    task.cancel();
  });

  it('deletes the cookies on a www host too (WooCommerce’s deletion misses them there)', () => {
    const { store, task } = start(browserAt('https://www.shop.example/'));
    expect(new Set(trackerCookies().map((cookie) => cookie.domain))).toEqual(
      new Set(['shop.example']),
    );

    // What WooCommerce writes to delete them: domain=.{location.hostname}. Nothing goes.
    const before = trackerCookies().length;
    jar.set('sbjs_current=; path=/; max-age=-999; domain=.www.shop.example;');
    expect(trackerCookies()).toHaveLength(before);

    store.dispatch(consentChosen(false));
    expect(trackerCookies()).toEqual([]);
    task.cancel();
  });

  it('remembers the visitor’s answer over the configured default', () => {
    // An earlier visit said no, and left cookies from before that.
    jar.set('shop_tracking_consent=no; path=/');
    jar.set('sbjs_current=typ%3Dtypein; domain=shop.example; path=/');
    const { store, task } = start(browserAt('https://shop.example/'), { allowTracking: true });
    expect(selectConsentBanner(store.getState())).toEqual({
      open: false,
      allowed: false,
      choice: 'no',
    });
    expect(trackerCookies()).toEqual([]);
    task.cancel();

    jar.set('shop_tracking_consent=yes; path=/');
    const again = start(browserAt('https://shop.example/'), { allowTracking: false });
    expect(selectConsentBanner(again.store.getState())).toMatchObject({
      allowed: true,
      choice: 'yes',
    });
    expect(trackerCookies().length).toBeGreaterThan(0);
    again.task.cancel();
  });

  it('choosing "allow" while already allowed counts no extra page view', () => {
    const { store, task } = start(browserAt('https://shop.example/'));
    store.dispatch(consentChosen(true));
    expect(store.getState().attribution.pageViews).toBe(1);
    expect(selectAttributionValues(store.getState()).session_pages).toBe('1');
    task.cancel();
  });
});
