// The attribution feature's effects: requests, timers and history, around its slice.
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { AttributionReport } from '../../../../contracts/attribution';
import { getAttributionReport } from '../../../api/attributionReport';
import { errorMessage, WpApiError } from '../../../api/wp';
import { reportFailed, reportLoaded, reportRequested, type AttributionReportState } from './slice';

/** The server names each bad date under data.params (rest_invalid_param). */
function fieldErrorsOf(error: unknown): AttributionReportState['fieldErrors'] {
  if (!(error instanceof WpApiError)) return {};
  const data = error.data as { params?: unknown } | undefined;
  const params = data?.params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return {};
  const reasons = params as Record<string, unknown>;
  const result: AttributionReportState['fieldErrors'] = {};
  if (typeof reasons.from === 'string') result.from = reasons.from;
  if (typeof reasons.to === 'string') result.to = reasons.to;
  return result;
}

function* loadReport(action: ReturnType<typeof reportRequested>): SagaIterator {
  try {
    const report: AttributionReport = yield call(
      getAttributionReport,
      action.payload,
      action.meta.token,
    );
    yield put(reportLoaded(report));
  } catch (error) {
    yield put(reportFailed({ message: errorMessage(error), fieldErrors: fieldErrorsOf(error) }));
  }
}

export function* attributionReportSaga(): SagaIterator {
  // A newer request replaces one still on its way.
  yield takeLatest(reportRequested.type, loadReport);
}
