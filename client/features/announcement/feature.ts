// The announcement popup as the deferred chunk adds it (app/deferred.tsx). Its saga asks for it
// only once the shopper has seen a page (after a navigation in the app, or on a later page load
// of the session) and is not on cart, checkout, the receipt, the account or contact (sagas.ts),
// so a first page view neither requests nor draws it; the server never draws it either.
import type { LazyFeature } from '../../kernel/lazyFeature';
import announcement from './slice';
import { announcementSaga } from './sagas';

export const announcementFeature: LazyFeature = {
  name: 'announcement',
  reducer: announcement,
  saga: () => announcementSaga(),
  loadsOnServer: false,
};
