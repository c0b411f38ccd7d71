import { useNow } from '../../../app/clock';
import { useAppSelector } from '../../../app/hooks';
import { __, sprintf } from '../../../i18n';
import { formatPersianYear } from '../../../ui/date';
import { footerMenu } from '../menuItems';
import { MenuLinks } from './MenuLinks';

export function Footer() {
  const siteName = useAppSelector((state) => state.config.siteName);
  const year = formatPersianYear(useNow());
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label={__('Footer links')}>
          <MenuLinks items={footerMenu} className="site-footer__links" />
        </nav>
        <p className="site-footer__copyright">
          {/* translators: 1: year in the Persian calendar, 2: site name */}
          {sprintf(__('© %1$s %2$s. All rights reserved.'), year, siteName)}
        </p>
      </div>
    </footer>
  );
}
