// The regions feature's effects: requests, timers and history, around its slice.
import type { SagaIterator } from 'redux-saga';
import type { RegionsResponse } from '../../../contracts/regions';
import { loadOnce } from '../../kernel/loadOnce';
import { selectRegionsStatus, type WithRegions } from './selectors';
import { regionsFailed, regionsLoaded, regionsRequested } from './slice';

/**
 * Loads the provinces unless they are here or on their way; a failed load is tried again on the
 * next call. The asking feature passes the request from its own api module (both answer the same
 * route) and `report`, which tells the shopper in that feature's own way.
 */
export const loadRegions = (
  getRegions: () => Promise<RegionsResponse>,
  report: (message: string) => SagaIterator,
) =>
  loadOnce({
    status: (state: WithRegions) => selectRegionsStatus(state),
    requested: regionsRequested(),
    request: getRegions,
    loaded: (answer: RegionsResponse) => regionsLoaded(answer.provinces),
    failed: () => regionsFailed(),
    report,
  });
