// The account page on a WordPress without the shop's account routes.
import { __ } from '../../../i18n';
import { wordpressAccountLinks } from '../wordpressAccount';

/** The account page on a WordPress without the shop's account routes: WooCommerce's own pages. */
export function WordPressAccount() {
  return (
    <div className="account-wordpress">
      <p>{__('Sign in to see your orders, addresses and account details.')}</p>
      <p>
        <a className="button" href={wordpressAccountLinks.signIn}>
          {__('Sign in or register')}
        </a>
      </p>
      <ul className="account-wordpress__links">
        <li>
          <a href={wordpressAccountLinks.orders}>{__('Orders')}</a>
        </li>
        <li>
          <a href={wordpressAccountLinks.addresses}>{__('Addresses')}</a>
        </li>
      </ul>
    </div>
  );
}
