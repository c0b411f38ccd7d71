import { MyAccountPage } from '../features/account/components/MyAccountPage';
import { CartPage } from '../features/cart/components/CartPage';
import { CheckoutPage, OnlinePaymentButton } from '../features/checkout';
import { OrderReceivedPage } from '../features/orderReceived/components/OrderReceivedPage';
import { AttributionReportPage } from '../features/attribution/report/components/AttributionReportPage';
import { BlogListPage } from '../features/blog/components/BlogListPage';
import { BlogPostPage } from '../features/blog/components/BlogPostPage';
import { ProductPage } from '../features/product';
import { ShopPage } from '../features/catalog/components/ShopPage';
import { ContactPage } from '../features/contactForm/components/ContactPage';
import { HomePage } from '../features/home/components/HomePage';
import { pageHeading } from '../features/route/routes';
import { selectPage } from '../features/route/selectors';
import { SearchResultsPage } from '../features/search/components/SearchResultsPage';
import { HeadingPage } from '../features/shell/components/HeadingPage';
import { NotFoundPage } from '../features/shell/components/NotFoundPage';
import { useAppSelector } from './hooks';

/** Chooses the page from the route; later features replace a HeadingPage with their own. */
export function CurrentPage() {
  const page = useAppSelector(selectPage);
  switch (page.name) {
    case 'home':
      return <HomePage />;
    case 'blog':
      return <BlogListPage />;
    case 'blogPost':
      return <BlogPostPage key={page.slug} slug={page.slug} />;
    case 'contact':
      return <ContactPage />;
    case 'shop':
      return <ShopPage />;
    case 'product':
      return <ProductPage key={page.slug} slug={page.slug} />;
    case 'cart':
      return <CartPage payOnline={<OnlinePaymentButton from="cart" />} />;
    case 'checkout':
      return <CheckoutPage />;
    case 'orderReceived':
      return <OrderReceivedPage key={page.orderId} orderId={page.orderId} />;
    case 'myAccount':
      return <MyAccountPage />;
    case 'attributionReport':
      return <AttributionReportPage />;
    case 'search':
      return <SearchResultsPage />;
    case 'notFound':
      return <NotFoundPage />;
    default:
      return <HeadingPage heading={pageHeading(page)} />;
  }
}
