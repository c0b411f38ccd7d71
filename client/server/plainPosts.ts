// A form posted without JavaScript, acted on by the server's renderer (issue 25, item 5): the
// page's own sagas do what the app's buttons would (the same requests, rules and Persian
// messages), then the post either sends the browser on (303) or draws the page with what was
// refused and what was typed.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { CarriedNotice } from '../../contracts/serverRender';
import { CART_POST, CHOOSE_PROVINCE_FIELD } from '../../contracts/plainPosts';
import type { AppStore, RootState } from '../app/store';
import { forgetPostedPassword, signedInByPost, signInPostActions } from '../features/account';
import { cartPostActions, cartPostRefused } from '../features/cart';
import { checkoutPostActions, paymentPageOpened } from '../features/checkout';
import { noticeAdded, selectNotices } from '../features/notices';
import { chooseMissingMessage, unchosenAttributes } from '../features/product';
import { getProduct } from '../api/store';
import { navigate, paths, type Page } from '../features/route';

/** The pages a plain post may reach, and where a successful one sends the browser. */
export function acceptsPlainPost(page: Page): boolean {
  return page.name === 'cart' || page.name === 'checkout' || page.name === 'myAccount';
}

type PostState = Parameters<typeof cartPostActions>[1] & Parameters<typeof signedInByPost>[0];

function actionsFor(page: Page, posted: Record<string, string>, state: RootState) {
  const known = state as unknown as PostState;
  if (page.name === 'cart') return cartPostActions(posted, known);
  if (page.name === 'checkout') return checkoutPostActions(posted);
  return signInPostActions(posted);
}

/** Where a post sends the browser (303), or whether the page drawn again shows a refusal. */
export interface PostOutcome {
  redirect?: string;
  refused: boolean;
  /** With `redirect`: the success notice the post's sagas added (the next page shows it). */
  notice?: CarriedNotice;
}

/** Follows the app's navigations (the checkout's way to its order received page or the bank). */
export function navigationWatcher(): { watch: (action: unknown) => void; last: () => string } {
  let last = '';
  return {
    watch: (action) => {
      // An app page (the order received page), or the gateway's page of a card payment.
      if (
        navigate.match(action as UnknownAction) ||
        paymentPageOpened.match(action as UnknownAction)
      ) {
        last = (action as { payload: string }).payload;
      }
    },
    last: () => last,
  };
}

/**
 * A variable product posted with an attribute left unchosen is refused naming what is missing, as
 * WooCommerce's form handler does before it looks for a variation («برای افزودن به سبد خرید، سایز
 * و جنس را انتخاب کنید.», the app's own line beside its grey button); '' for anything else, which
 * add-item judges (a product it cannot read too).
 */
async function incompleteChoice(posted: Record<string, string>): Promise<string> {
  const id = Number(posted[CART_POST.addToCart]);
  if (!Number.isSafeInteger(id) || id <= 0) return '';
  const product = await getProduct(id).catch(() => null);
  const missing = product ? unchosenAttributes(product, posted) : [];
  return missing.length > 0 ? chooseMissingMessage(missing) : '';
}

/**
 * Dispatches what `posted` asks of the page (its data already loaded), waits for the sagas, and
 * answers where to send the browser, or that the page is to be drawn again (with the refusal).
 */
export async function actOnPost(
  store: AppStore,
  page: Page,
  posted: Record<string, string>,
  idle: () => Promise<void>,
  navigation: () => string,
): Promise<PostOutcome> {
  const before = new Set(selectNotices(store.getState()).map((notice) => notice.id));
  const actions = actionsFor(page, posted, store.getState());
  // Nothing the page knows how to do (a product id that is no number, a line not in the cart).
  if (actions.length === 0) {
    // "Update cart" with no quantity changed is not a refusal.
    const unchanged = page.name === 'cart' && posted[CART_POST.updateCart] !== undefined;
    return unchanged ? { redirect: paths.cart, refused: false } : { refused: true };
  }
  const unchosen = page.name === 'cart' ? await incompleteChoice(posted) : '';
  if (unchosen) {
    store.dispatch(noticeAdded({ kind: 'error', message: unchosen }));
    return { refused: true };
  }
  for (const action of actions) store.dispatch(action);
  await idle();
  const state = store.getState();
  const added = selectNotices(state).filter((notice) => !before.has(notice.id));
  const newError = added.some((notice) => notice.kind === 'error');
  const success = added.filter((notice) => notice.kind === 'success').at(-1);
  // A removal's notice keeps its undo: the next page draws it as a form (the app's own restore).
  const carried = success && {
    message: success.message,
    ...(success.undo ? { undo: success.undo } : {}),
  };
  const notice = carried ? { notice: carried } : {};
  if (page.name === 'checkout') {
    const placed = navigation();
    if (placed) return { redirect: placed, refused: false, ...notice };
    return { refused: posted[CHOOSE_PROVINCE_FIELD] === undefined };
  }
  if (page.name === 'myAccount') {
    if (signedInByPost(state as unknown as PostState)) {
      return { redirect: paths.myAccount, refused: false, ...notice };
    }
    store.dispatch(forgetPostedPassword());
    return { refused: true };
  }
  const refused = newError || cartPostRefused(state as unknown as PostState);
  return refused ? { refused } : { redirect: paths.cart, refused, ...notice };
}
