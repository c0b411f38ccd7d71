// The tracking code (sourcebuster's classification, the cookie formats) is not needed to draw the
// first page, so it arrives in the deferred chunk after start-up (app/deferred.tsx, issue 13's
// JavaScript budget). This saga, in the main chunk, listens from start-up on: it keeps the landing
// address and referrer and buffers every page view and consent click until that code is here, so
// the first page view and every later one are counted as if it had run from the start.
import type { AnyAction } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { actionChannel, call } from 'redux-saga/effects';
import { locationChanged } from '../route';
import type { AttributionBrowser } from './sagas';
import { consentChosen } from './slice';

/** What the deferred chunk brings: the saga and the real browser it runs against. */
export interface AttributionTracking {
  saga(browser: AttributionBrowser, buffered: Channel<AnyAction>): SagaIterator;
  browser(): AttributionBrowser;
}

/** Where the visitor landed, read at start-up (a later navigation changes location.href). */
export interface Landing {
  href: string;
  referrer: string;
}

function currentLanding(): Landing {
  return { href: window.location.href, referrer: document.referrer };
}

export function* attributionStartSaga(
  load: () => Promise<AttributionTracking>,
  landing: Landing = currentLanding(),
): SagaIterator {
  const events: Channel<AnyAction> = yield actionChannel([
    locationChanged.type,
    consentChosen.type,
  ]);
  const tracking: AttributionTracking = yield call(load);
  const browser: AttributionBrowser = {
    ...tracking.browser(),
    href: () => landing.href,
    referrer: () => landing.referrer,
  };
  yield call(tracking.saga, browser, events);
}
