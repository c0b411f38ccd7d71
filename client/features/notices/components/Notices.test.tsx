// The notices area: a polite live region present before any notice, showing only the latest
// outcome with a dismiss button, and an undo drawn as the submit of the page's undo form (a
// click dispatches instead).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { noticeAdded } from '../slice';
import { selectNotices } from '../selectors';
import { Notices } from './Notices';

describe('Notices', () => {
  it('is a polite live region that is there before any notice arrives', () => {
    renderWithStore(<Notices />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the latest outcome only, and lets the visitor dismiss it', async () => {
    const { store } = makeTestStore();
    renderWithStore(<Notices />, store);
    act(() => {
      store.dispatch(noticeAdded({ kind: 'error', message: 'خطای ناشناخته‌ای رخ داد.' }));
      store.dispatch(noticeAdded({ kind: 'success', message: 'ذخیره شد.' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('ذخیره شد.');
    expect(screen.queryByText('خطای ناشناخته‌ای رخ داد.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'بستن پیام' }));
    expect(selectNotices(store.getState())).toEqual([]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('draws the undo as the submit button of the page’s undo form; a click dispatches instead', async () => {
    const { store } = makeTestStore();
    const seen: string[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: { type: string }) => {
      seen.push(action.type);
      return dispatch(action);
    }) as typeof store.dispatch;
    renderWithStore(<Notices />, store);
    act(() => {
      store.dispatch(
        noticeAdded({
          kind: 'success',
          message: '«ماگ» حذف شد.',
          undo: {
            label: 'بازگرداندن',
            action: { type: 'cart/lineRestoreRequested', payload: { id: 7 } },
            form: { to: '/cart', fields: { restore_item: '7' } },
          },
        }),
      );
    });
    const undo = screen.getByRole('button', { name: 'بازگرداندن' });
    // Without JavaScript it posts the form the cart page draws (UndoForm).
    expect(undo).toHaveAttribute('type', 'submit');
    expect(undo).toHaveAttribute('form', 'notice-undo');
    expect(undo).toHaveFocus();
    await userEvent.click(undo);
    expect(seen).toContain('cart/lineRestoreRequested');
  });
});
