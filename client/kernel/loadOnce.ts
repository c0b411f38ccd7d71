// The load every feature repeats: skip when the data is already here (or on its way), say the
// request started, ask the server, then store the answer or the failure. Written once so each
// feature only names its status, its request and its actions.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { errorMessage } from '../api/wp';

/** Statuses in which most loads have nothing to do. */
export const IN_HAND: readonly string[] = ['loading', 'loaded'];

export interface LoadOnce<State, Result> {
  /** The load's status in the store; undefined when nothing was asked for yet. */
  status: (state: State) => string | undefined;
  /** Statuses that mean "nothing to do" (default: loading or loaded; a failure is retried). */
  skipWhen?: readonly string[];
  /** Put before the request (marks it loading); some loads have none. */
  requested?: UnknownAction;
  request: () => Promise<Result>;
  loaded: (result: Result) => UnknownAction;
  /** Gets the shopper's message (Persian, from the error catalogue). */
  failed: (message: string) => UnknownAction;
  /** Tells the shopper beyond the failed state: a notice, an announcement. */
  report?: (message: string) => SagaIterator;
}

/** Runs one load; returns the answer, or undefined when skipped or failed. */
export function* loadOnce<State, Result>(load: LoadOnce<State, Result>): SagaIterator {
  const status: string | undefined = yield select(load.status);
  if (status !== undefined && (load.skipWhen ?? IN_HAND).includes(status)) return undefined;
  if (load.requested) yield put(load.requested);
  let result: Result;
  try {
    result = yield call(load.request);
  } catch (error) {
    const message = errorMessage(error);
    yield put(load.failed(message));
    if (load.report) yield call(load.report, message);
    return undefined;
  }
  yield put(load.loaded(result));
  return result;
}
