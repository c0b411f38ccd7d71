// Loads the order the order received page names (id + key from the URL), each time the page is
// shown: after the gateway's callback the same order may have become paid. A site without the
// shop's orders route (a plain WooCommerce) is not asked: the page shows what the checkout
// answered in this tab, and WooCommerce's own page for the rest.
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { SiteExtras } from '../../../contracts/bootstrap';
import { ORDER_ERROR_CODES, type ShopOrder } from '../../../contracts/orders';
import { WpApiError, errorMessage } from '../../api/errors';
import { getOrder, getRegions } from '../../api/checkout';
import { placedOrder, type PlacedOrder } from '../../api/placedOrder';
import { selectSiteExtras } from '../../kernel/siteExtras';
import { announce } from '../cart';
import { loadRegions } from '../regions';
import type { Page } from '../route';
import { selectPage, locationChanged } from '../route';
import { orderFailed, orderLoaded, orderMissing, orderRequested, placedOrderShown } from './slice';

/** A province list that fails to load leaves the code on the page; nothing to announce. */
function* quietly(): SagaIterator {
  // Nothing: the address still shows the province's code.
}

function* loadForPage(): SagaIterator {
  const page: Page = yield select(selectPage);
  if (page.name !== 'orderReceived') return;
  const extras: SiteExtras = yield select(selectSiteExtras);
  if (!extras.orders) {
    const placed: PlacedOrder | null = yield call(placedOrder, page.orderId, page.key);
    yield put(placedOrderShown({ id: page.orderId, placed }));
    return;
  }
  yield put(orderRequested(page.orderId));
  try {
    const order: ShopOrder = yield call(getOrder, page.orderId, page.key);
    yield put(orderLoaded(order));
  } catch (error) {
    if (error instanceof WpApiError && error.code === ORDER_ERROR_CODES.notFound) {
      yield put(orderMissing(page.orderId));
      return;
    }
    const message = errorMessage(error);
    yield put(orderFailed({ id: page.orderId, message }));
    yield call(announce, 'error', message);
    return;
  }
  // The address names its province (the order stores only its code); outside the order's own
  // try, so a province list that fails never reads as the order failing.
  yield call(loadRegions, getRegions, quietly);
}

export function* orderReceivedSaga(): SagaIterator {
  yield takeEvery(locationChanged.type, loadForPage);
  yield call(loadForPage);
}
