// What components and sagas read from the notices feature's state.
import type { Notice, NoticesState } from './slice';

export const selectNotices = (state: { notices: NoticesState }): Notice[] => state.notices.items;
