// The home page feature as a page loads it: its reducer, its saga, and whether the server runs it.
import type { LazyFeature } from '../../kernel/lazyFeature';
import home from './slice';
import { homeSaga } from './sagas';

export const homeFeature: LazyFeature = {
  name: 'home',
  reducer: home,
  saga: homeSaga,
  loadsOnServer: true,
};
