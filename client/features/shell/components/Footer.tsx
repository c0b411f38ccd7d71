// Every page's footer: the shop's name and details, the customer service and footer links, and
// the copyright with the year in the Persian calendar.
import { Suspense } from 'react';
import { useNow } from '../../../kernel/clock';
import { useDeferredParts } from '../../../kernel/deferredParts';
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatPersianYear } from '../../../ui/date';
import { footerMenu, serviceMenu } from '../menuItems';
import { MenuLinks } from './MenuLinks';

export function Footer() {
  const siteName = useAppSelector((state) => state.config.siteName);
  const details = useAppSelector((state) => state.config.shopDetails);
  const year = formatPersianYear(useNow());
  // Below the fold on every page, so its code comes with the deferred chunk.
  const { ShopDetails } = useDeferredParts();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__columns">
          <section className="site-footer__shop" aria-label={__('Shop details')}>
            <p className="site-footer__name">{siteName}</p>
            {details && (
              <Suspense fallback={null}>
                <ShopDetails details={details} />
              </Suspense>
            )}
          </section>
          <nav aria-label={__('Customer service')}>
            <MenuLinks items={serviceMenu} className="site-footer__links" />
          </nav>
          <nav aria-label={__('Footer links')}>
            <MenuLinks items={footerMenu} className="site-footer__links" />
          </nav>
        </div>
        <p className="site-footer__copyright">
          {/* translators: 1: year in the Persian calendar, 2: site name */}
          {sprintf(__('© %1$s %2$s. All rights reserved.'), year, siteName)}
        </p>
      </div>
    </footer>
  );
}
