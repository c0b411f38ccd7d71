// Every page's footer: the shop's name and details, the customer service and footer links, and
// the copyright with the year in the Persian calendar.
import { Suspense, useContext, useEffect } from 'react';
import { ClockContext } from '../../../kernel/clock';
import { useDeferredParts } from '../../../kernel/deferredParts';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { persianYearKnown } from '../slice';
import { footerMenu, serviceMenu } from '../menuItems';
import { MenuLinks } from './MenuLinks';

/**
 * The year the server drew (the shell's state), kept as it is when the page hydrates. Only a page
 * mounted without the server's state works it out here, after the first paint: jalaali-js (ui/date)
 * then arrives in a chunk of its own rather than in every page's first scripts (issue 29).
 */
function usePersianYear(): string {
  const year = useAppSelector((state) => state.shell.year);
  const clock = useContext(ClockContext);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (year !== '') return;
    let live = true;
    void import(/* webpackChunkName: "date" */ '../../../ui/date').then(({ formatPersianYear }) => {
      if (live) dispatch(persianYearKnown(formatPersianYear(clock())));
    });
    return () => {
      live = false;
    };
  }, [year, clock, dispatch]);
  return year;
}

export function Footer() {
  const siteName = useAppSelector((state) => state.config.siteName);
  const details = useAppSelector((state) => state.config.shopDetails);
  const year = usePersianYear();
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
          {year !== '' && sprintf(__('© %1$s %2$s. All rights reserved.'), year, siteName)}
        </p>
      </div>
    </footer>
  );
}
