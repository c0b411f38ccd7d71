// The account feature as a page loads it: its reducer, its saga, and whether the server runs it.
import type { LazyFeature } from '../../kernel/lazyFeature';
import account from './slice';
import { accountSaga } from './sagas';

export const accountFeature: LazyFeature = {
  name: 'account',
  reducer: account,
  saga: accountSaga,
  loadsOnServer: false,
};
