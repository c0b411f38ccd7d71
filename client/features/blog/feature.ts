// The blog feature as a page loads it: its reducer, its saga, and whether the server runs it.
import type { LazyFeature } from '../../kernel/lazyFeature';
import blog from './slice';
import { blogSaga } from './sagas';

export const blogFeature: LazyFeature = {
  name: 'blog',
  reducer: blog,
  saga: blogSaga,
  loadsOnServer: true,
};
