// The checkout feature as a page loads it: its reducer, its saga, and whether the server runs it.
import type { LazyFeature } from '../../kernel/lazyFeature';
import checkout from './slice';
import { checkoutSaga } from './sagas';

export const checkoutFeature: LazyFeature = {
  name: 'checkout',
  reducer: checkout,
  saga: checkoutSaga,
  loadsOnServer: false,
};
