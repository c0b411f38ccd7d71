// What components and sagas read from the announcement feature's state.
import type { AnnouncementState } from './slice';

interface WithAnnouncement {
  announcement: AnnouncementState;
}

export const selectAnnouncement = (state: WithAnnouncement): AnnouncementState =>
  state.announcement;
