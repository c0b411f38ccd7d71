// The order sources report as its page loads it.
import type { LazyFeature } from '../../../kernel/lazyFeature';
import attributionReport from './slice';
import { attributionReportSaga } from './sagas';

export const attributionReportFeature: LazyFeature = {
  name: 'attributionReport',
  reducer: attributionReport,
  saga: attributionReportSaga,
  loadsOnServer: false,
};
