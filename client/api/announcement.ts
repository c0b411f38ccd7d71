// The shop's own popup route (persian-shop/v1), through the same api-fetch as everything else.
import {
  ANNOUNCEMENT_ROUTE,
  type Announcement,
  type AnnouncementResponse,
} from '../../contracts/announcement';
import { wpFetch } from './wp';

/** What the popup should show now, or null for nothing. */
export async function getAnnouncement(): Promise<Announcement | null> {
  const response = await wpFetch<AnnouncementResponse | undefined>({
    path: `/${ANNOUNCEMENT_ROUTE}`,
  });
  return response?.announcement ?? null;
}
