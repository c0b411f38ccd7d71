// The order received feature as a page loads it: its reducer, its saga, and whether the server runs it.
import type { LazyFeature } from '../../kernel/lazyFeature';
import orderReceived from './slice';
import { orderReceivedSaga } from './sagas';

export const orderReceivedFeature: LazyFeature = {
  name: 'orderReceived',
  reducer: orderReceived,
  saga: orderReceivedSaga,
  loadsOnServer: false,
};
