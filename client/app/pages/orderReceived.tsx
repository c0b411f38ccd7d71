import { OrderReceivedPage } from '../../features/orderReceived/components/OrderReceivedPage';
import { orderReceivedFeature } from '../../features/orderReceived/feature';
import type { Page } from '../../features/route';
import type { PageModule } from './types';

function OrderReceivedOf({ page }: { page: Page }) {
  return page.name === 'orderReceived' ? (
    <OrderReceivedPage key={page.orderId} orderId={page.orderId} />
  ) : null;
}

export const page: PageModule = { features: [orderReceivedFeature], Component: OrderReceivedOf };
