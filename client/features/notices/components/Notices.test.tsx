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
});
