// Every page's header: the mobile menu, the shop's name, the search form, the cart link, and the
// main menu with the categories' mega menu under "Shop".
import { useAppSelector } from '../../../kernel/hooks';
import { MegaMenu } from '../../catalog';
import { __ } from '../../../i18n';
import { paths } from '../../route';
import { mainMenu } from '../menuItems';
import { MenuCart } from './MenuCart';
import { MenuLinks } from './MenuLinks';
import { MobileMenu } from './MobileMenu';
import { SearchForm } from './SearchForm';

export function Header() {
  const siteName = useAppSelector((state) => state.config.siteName);
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <MobileMenu />
        <a href={paths.home} className="site-title">
          {siteName}
        </a>
        <SearchForm />
        <MenuCart />
      </div>
      <nav className="main-nav" aria-label={__('Main menu')}>
        <div className="container">
          <MenuLinks
            items={mainMenu}
            className="main-nav__links"
            renderAfter={(item) => (item.page === 'shop' ? <MegaMenu /> : null)}
          />
        </div>
      </nav>
    </header>
  );
}
