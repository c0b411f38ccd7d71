// The account page on a WordPress without the shop's account routes.
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { selectWordpressUser } from '../selectors';
import { wordpressAccountLinks } from '../wordpressAccount';
import { WooOrdersList } from './WooOrdersList';

/** WooCommerce's account pages; a signed-in customer also gets her details and signing out. */
function AccountLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <ul className="account-wordpress__links">
      <li>
        <a href={wordpressAccountLinks.orders}>{__('Orders')}</a>
      </li>
      <li>
        <a href={wordpressAccountLinks.addresses}>{__('Addresses')}</a>
      </li>
      {signedIn && (
        <>
          <li>
            <a href={wordpressAccountLinks.details}>{__('Account details')}</a>
          </li>
          <li>
            <a href={wordpressAccountLinks.signOut}>{__('Sign out')}</a>
          </li>
        </>
      )}
    </ul>
  );
}

/**
 * The account page on a WordPress without the shop's account routes: WooCommerce's own pages,
 * and who is signed in when the shopper signed in on WordPress's page.
 */
export function WordPressAccount() {
  const user = useAppSelector(selectWordpressUser);
  if (user.name !== null) {
    return (
      <div className="account-wordpress">
        {/* translators: %s: the customer's name, email or mobile */}
        <p className="account-greeting">{sprintf(__('Hello %s'), user.name)}</p>
        <AccountLinks signedIn />
        <section className="account-wordpress__orders" aria-labelledby="account-orders-title">
          <h2 id="account-orders-title">{__('Orders')}</h2>
          <WooOrdersList />
        </section>
      </div>
    );
  }
  return (
    <div className="account-wordpress">
      <p>{__('Sign in to see your orders, addresses and account details.')}</p>
      <p>
        <a className="button" href={wordpressAccountLinks.signIn}>
          {__('Sign in or register')}
        </a>
      </p>
      <AccountLinks signedIn={false} />
    </div>
  );
}
