// What a feature brings to the store when the chunk that holds it loads (a page's, or the
// deferred one): its reducer and saga. The features name themselves with it in their feature.ts.
import type { Reducer } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import type { Strings } from '../i18n/fa';

/** A feature whose reducer and saga are added to the store when a page that needs it loads. */
export interface LazyFeature {
  /** Its key in the store's state (and its saga's name in the supervisor's log). */
  name: string;
  reducer?: Reducer;
  saga?: () => SagaIterator;
  /**
   * Its saga loads public data the page is drawn with, so the server runs it before rendering
   * (never one that reads a shopper's cart, account or cookies, nor one that waits on timers).
   */
  loadsOnServer: boolean;
}

/** Features added to the store together: a page's, or the deferred ones (app/deferred.tsx). */
export interface FeatureSet {
  features: readonly LazyFeature[];
  /** The fa strings only they draw (i18n/catalogue/), registered when their chunk arrives. */
  strings?: readonly Strings[];
}
