// The order sources report as its page loads it.
import type { LazyFeature } from '../../../app/pages/types';
import attributionReport from './slice';
import { attributionReportSaga } from './sagas';

export const attributionReportFeature: LazyFeature = {
  name: 'attributionReport',
  reducer: attributionReport,
  saga: attributionReportSaga,
  loadsOnServer: false,
};
