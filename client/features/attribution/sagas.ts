// The attribution saga owns the eight tracker cookies. At start-up it restores the visitor's
// consent choice (else the configured default) and counts the first page view; then every
// route change is a page view, and every consent change switches tracking on (cookies
// initialised) or off (cookies deleted, values emptied). Each outcome reaches the store, and
// through the selectors the checkout inputs and the checkout extension data.
import { actionChannel, call, put, select, take } from 'redux-saga/effects';
import type { Channel, SagaIterator } from 'redux-saga';
import type { AnyAction } from '@reduxjs/toolkit';
import { locationChanged } from '../route';
import { classifyPageView, type Classification, type CookieValues } from './classify';
import { selectAttributionConfig, selectTrackingAllowed } from './selectors';
import type { AttributionConfig } from './settings';
import { consentChosen, consentRestored, trackingApplied } from './slice';
import {
  browserTrackerCookies,
  type ConsentChoice,
  type TrackerCookies,
  type WrittenCookie,
} from './trackerCookies';
import { emptyValues, fieldValues } from './values';

/** What the saga needs from the browser; tests hand in a fake. */
export interface AttributionBrowser {
  /** location.href at start-up */
  href(): string;
  /** document.referrer at start-up */
  referrer(): string;
  userAgent(): string;
  now(): Date;
  random(): number;
  cookies: TrackerCookies;
}

export function windowAttributionBrowser(): AttributionBrowser {
  return {
    href: () => window.location.href,
    referrer: () => document.referrer,
    userAgent: () => navigator.userAgent,
    now: () => new Date(),
    random: () => Math.random(),
    cookies: browserTrackerCookies,
  };
}

/** The page being shown and where the visitor came to it from. */
interface PageContext {
  url: string;
  referrer: string;
}

function* trackPageView(
  browser: AttributionBrowser,
  config: AttributionConfig,
  page: PageContext,
): SagaIterator {
  const cookies: CookieValues = yield call([browser.cookies, browser.cookies.read]);
  const result: Classification = classifyPageView(
    { url: page.url, referrer: page.referrer, userAgent: browser.userAgent(), now: browser.now() },
    cookies,
    config.tracker,
    browser.random,
  );
  const written: WrittenCookie[] = yield call(
    [browser.cookies, browser.cookies.write],
    result.writes,
  );
  yield put(
    trackingApplied({
      allowed: true,
      values: fieldValues(result.data, config.fields),
      written,
      pageView: true,
    }),
  );
}

function* stopTracking(
  browser: AttributionBrowser,
  config: AttributionConfig,
  page: PageContext,
): SagaIterator {
  const written: WrittenCookie[] = yield call(
    [browser.cookies, browser.cookies.removeAll],
    new URL(page.url).hostname,
  );
  yield put(
    trackingApplied({
      allowed: false,
      values: emptyValues(config.fields),
      written,
      pageView: false,
    }),
  );
}

/**
 * `events`: the route changes and consent clicks buffered since start-up, when this code arrived
 * after it (startSaga.ts); without it the saga buffers its own from now on.
 */
export function* attributionSaga(
  browser: AttributionBrowser = windowAttributionBrowser(),
  buffered?: Channel<AnyAction>,
): SagaIterator {
  // Buffer route changes and consent clicks from the very start, so none is lost or reordered.
  const events: Channel<AnyAction> =
    buffered ?? (yield actionChannel([locationChanged.type, consentChosen.type]));
  const config: AttributionConfig = yield select(selectAttributionConfig);
  const remembered: ConsentChoice | undefined = yield call([
    browser.cookies,
    browser.cookies.readConsent,
  ]);
  yield put(consentRestored(remembered ?? null));

  // The first page view, whoever announces it; the route saga's "start" is the same view.
  let page: PageContext = { url: browser.href(), referrer: browser.referrer() };
  const allowed = remembered === undefined ? config.allowTracking : remembered === 'yes';
  if (allowed) yield call(trackPageView, browser, config, page);
  // WooCommerce deletes the cookies on every page load while tracking is off.
  else yield call(stopTracking, browser, config, page);

  while (true) {
    const action: AnyAction = yield take(events);
    if (locationChanged.match(action)) {
      if (action.payload.via === 'start') continue;
      const { pathname, search, hash } = action.payload.location;
      // In a multi-page shop the previous page would be the referrer; so it is here.
      page = { url: new URL(pathname + search + hash, page.url).href, referrer: page.url };
      const tracking: boolean = yield select(selectTrackingAllowed);
      if (tracking) yield call(trackPageView, browser, config, page);
    } else if (consentChosen.match(action)) {
      const allow = action.payload;
      yield call(
        [browser.cookies, browser.cookies.writeConsent],
        allow ? 'yes' : 'no',
        new URL(page.url).hostname,
        browser.now(),
      );
      const tracking: boolean = yield select(selectTrackingAllowed);
      if (allow && !tracking) yield call(trackPageView, browser, config, page);
      else if (!allow) yield call(stopTracking, browser, config, page);
    }
  }
}
