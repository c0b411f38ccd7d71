// The swatches feature as a page loads it: its reducer, its saga, and whether the server runs it.
import type { LazyFeature } from '../../kernel/lazyFeature';
import swatches from './slice';
import { swatchesSaga } from './sagas';

export const swatchesFeature: LazyFeature = {
  name: 'swatches',
  reducer: swatches,
  saga: swatchesSaga,
  loadsOnServer: true,
};
