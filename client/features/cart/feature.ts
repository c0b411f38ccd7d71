// The cart page's own work on the cart, as its page loads it: a saga only (the cart's state is
// shared by every page's menu), never run on the server.
import type { LazyFeature } from '../../kernel/lazyFeature';
import { cartPageSaga } from './cartPageSagas';
import { browserCartTokenStorage } from './sagas';

export const cartPageFeature: LazyFeature = {
  name: 'cartPage',
  saga: () => cartPageSaga(browserCartTokenStorage()),
  loadsOnServer: false,
};
