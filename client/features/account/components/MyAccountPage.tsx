// /my-account.
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { selectSiteExtras } from '../../../kernel/siteExtras';
import { __, sprintf } from '../../../i18n';
import { toPersianDigits } from '../../../ui/digits';
import {
  selectAccountView,
  selectCustomer,
  selectOrder,
  selectOrderLoad,
  selectSession,
} from '../selectors';
import { accountReloadRequested, signOutRequested } from '../slice';
import { accountLinks, type AccountView } from '../view';
import { AddressesForm } from './AddressesForm';
import { OrderDetails } from './OrderDetails';
import { OrderLookupForm } from './OrderLookupForm';
import { OrdersList } from './OrdersList';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import { WordPressAccount } from './WordPressAccount';
import { wordpressAccountLinks } from '../wordpressAccount';
import '../account.css';

function AccountNav({ view }: { view: AccountView }) {
  const dispatch = useAppDispatch();
  const { signingOut } = useAppSelector(selectSession);
  const extras = useAppSelector(selectSiteExtras);
  const current = (names: AccountView['name'][]) =>
    names.includes(view.name) ? 'page' : undefined;
  return (
    <nav className="account-nav" aria-label={__('Account pages')}>
      <ul>
        <li>
          <a href={accountLinks.orders} aria-current={current(['home', 'orders', 'order'])}>
            {__('Orders')}
          </a>
        </li>
        <li>
          <a href={accountLinks.addresses} aria-current={current(['addresses'])}>
            {__('Addresses')}
          </a>
        </li>
        {/* The lookup asks the shop's own orders route, which a plain WooCommerce lacks. */}
        {extras.orders && (
          <li>
            <a href={accountLinks.lookup} aria-current={current(['lookup'])}>
              {__('Track an order')}
            </a>
          </li>
        )}
        <li>
          <button
            type="button"
            className="account-nav__sign-out"
            aria-disabled={signingOut || undefined}
            onClick={() => {
              if (!signingOut) dispatch(signOutRequested());
            }}
          >
            {signingOut ? __('Signing out…') : __('Sign out')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** An order on a site without the shop's orders route: WooCommerce's own page shows it. */
function WooCommerceOrderLink({ orderId }: { orderId: number }) {
  return (
    <p>
      <a href={wordpressAccountLinks.order(orderId)}>
        {/* translators: %s: the order number */}
        {sprintf(__('See order %s'), toPersianDigits(`#${orderId}`))}
      </a>
    </p>
  );
}

function OrderView({ orderId }: { orderId: number }) {
  // Two stable references, not one derived object, so the page re-renders only on a change.
  const order = useAppSelector((state) => selectOrder(state, orderId));
  const detail = useAppSelector((state) => selectOrderLoad(state, orderId));
  const dispatch = useAppDispatch();
  if (order) {
    return (
      <>
        <OrderDetails order={order} />
        <p>
          <a href={accountLinks.orders}>{__('Back to your orders')}</a>
        </p>
      </>
    );
  }
  if (detail?.status === 'missing') {
    return (
      <p className="load-failure" role="alert">
        {/* translators: %s: the order number */}
        {sprintf(__('Order %s was not found in your account.'), toPersianDigits(`#${orderId}`))}
      </p>
    );
  }
  if (detail?.status === 'failed') {
    return (
      <div className="load-failure" role="alert">
        <p>{detail.error}</p>
        <button type="button" className="button" onClick={() => dispatch(accountReloadRequested())}>
          {__('Try again')}
        </button>
      </div>
    );
  }
  return (
    <p className="loading" aria-busy="true">
      {__('Loading the order…')}
    </p>
  );
}

function SignedIn({ view }: { view: AccountView }) {
  const customer = useAppSelector(selectCustomer);
  const extras = useAppSelector(selectSiteExtras);
  if (!customer) return null;
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  const who = name || customer.email || toPersianDigits(customer.mobile ?? '');
  return (
    <div className="account-layout">
      <div className="account-layout__side">
        {/* translators: %s: the customer's name, email or mobile */}
        <p className="account-greeting">{sprintf(__('Hello %s'), who)}</p>
        <AccountNav view={view} />
      </div>
      <div className="account-layout__main">
        {(view.name === 'home' || view.name === 'orders') && (
          <>
            <h2>{__('Orders')}</h2>
            {extras.orders ? (
              <OrdersList />
            ) : (
              <p>
                <a href={wordpressAccountLinks.orders}>{__('See your orders')}</a>
              </p>
            )}
          </>
        )}
        {view.name === 'order' &&
          (extras.orders ? (
            <OrderView orderId={view.orderId} />
          ) : (
            <WooCommerceOrderLink orderId={view.orderId} />
          ))}
        {view.name === 'addresses' && <AddressesForm />}
        {view.name === 'lookup' && <OrderLookupForm />}
      </div>
    </div>
  );
}

function Guest({ view }: { view: AccountView }) {
  const extras = useAppSelector(selectSiteExtras);
  if (view.name === 'lookup') {
    return (
      <>
        <OrderLookupForm />
        <p>
          <a href={accountLinks.home}>{__('Sign in or register')}</a>
        </p>
      </>
    );
  }
  return (
    <>
      <div className="account-guest">
        <SignInForm />
        <RegisterForm />
      </div>
      {extras.orders && (
        <p className="account-guest__lookup">
          {__('Bought without an account?')}{' '}
          <a href={accountLinks.lookup}>{__('Track your order')}</a>
        </p>
      )}
    </>
  );
}

/** /my-account: sign in or register, then orders, order details and saved addresses. */
export function MyAccountPage() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const view = useAppSelector(selectAccountView);
  const extras = useAppSelector(selectSiteExtras);
  if (!extras.accounts) {
    return (
      <div className="page page--account">
        <h1>{__('My account')}</h1>
        <WordPressAccount />
      </div>
    );
  }
  return (
    <div className="page page--account">
      <h1>{__('My account')}</h1>
      {(session.status === 'idle' || session.status === 'loading') && (
        <p className="loading" aria-busy="true">
          {__('Loading your account…')}
        </p>
      )}
      {session.status === 'failed' && (
        <div className="load-failure" role="alert">
          <p>{__('Your account could not be loaded.')}</p>
          <button
            type="button"
            className="button"
            onClick={() => dispatch(accountReloadRequested())}
          >
            {__('Try again')}
          </button>
        </div>
      )}
      {session.status === 'loaded' &&
        (session.customer ? <SignedIn view={view} /> : <Guest view={view} />)}
    </div>
  );
}
