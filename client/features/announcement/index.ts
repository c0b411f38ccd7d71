// The announcement feature's public face: what other features and the app may import.
export { announcementShown } from './slice';
export { AnnouncementDialog } from './components/AnnouncementDialog';
export { announcementFeature } from './feature';
export type { AnnouncementState } from './slice';
