import type { AnnouncementState } from './slice';

interface WithAnnouncement {
  announcement: AnnouncementState;
}

export const selectAnnouncement = (state: WithAnnouncement): AnnouncementState =>
  state.announcement;
