// The announcement popup as the deferred chunk adds it (app/deferred.tsx): it waits until the
// shopper has seen a page, and the server never draws it (closed until its saga opens it).
import type { LazyFeature } from '../../app/pages/types';
import announcement from './slice';
import { announcementSaga } from './sagas';

export const announcementFeature: LazyFeature = {
  name: 'announcement',
  reducer: announcement,
  saga: () => announcementSaga(),
  loadsOnServer: false,
};
