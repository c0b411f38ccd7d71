import { SitePage } from '../../features/sitePage/components/SitePage';
import { sitePageFeature } from '../../features/sitePage/feature';
import type { Page } from '../../features/route';
import { notFoundStrings } from '../../i18n/catalogue/notFound';
import type { PageModule } from './types';
import { siteMessageStrings } from '../../i18n/catalogue/siteMessages';

function SitePageOf({ page }: { page: Page }) {
  return page.name === 'sitePage' ? <SitePage key={page.slug} slug={page.slug} /> : null;
}

export const page: PageModule = {
  features: [sitePageFeature],
  Component: SitePageOf,
  strings: [notFoundStrings, siteMessageStrings],
};
