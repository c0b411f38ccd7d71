// The announcement popup as an accessible modal dialog: labelled, page behind made inert, Tab
// kept inside, Escape and the close button returning focus where it belongs, and copying the
// code announced politely.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { MAIN_ID } from '../../../kernel/mainFocus';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { selectAnnouncement } from '../selectors';
import { announcementShown, codeCopied, codeCopyRequested } from '../slice';
import { AnnouncementDialog } from './AnnouncementDialog';
import { welcomeAnnouncement as welcome } from '../testSupport';

function renderPage() {
  const requested: string[] = [];
  const { store } = makeTestStore({
    saga: function* recordCopyRequests(): SagaIterator {
      yield takeEvery(codeCopyRequested.type, (action: { type: string }) => {
        requested.push(action.type);
      });
    },
  });
  const view = renderWithStore(
    <>
      <header>
        <a href="/shop">فروشگاه</a>
        <input aria-label="جستجو" />
      </header>
      <main id={MAIN_ID} tabIndex={-1}>
        <h1>خانه</h1>
      </main>
      <AnnouncementDialog />
    </>,
    store,
  );
  return { ...view, store, requested };
}

describe('AnnouncementDialog', () => {
  it('is a labelled, described modal dialog with the code, focus moved in', async () => {
    const { store } = renderPage();
    const search = screen.getByRole('textbox', { name: 'جستجو' });
    search.focus();
    act(() => {
      store.dispatch(announcementShown(welcome));
    });
    const dialog = screen.getByRole('dialog', { name: 'هدیهٔ اولین خرید' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('با کد زیر ۱۰٪ تخفیف بگیرید.');
    expect(screen.getByText('WELCOME10')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'کپی کد' })).toHaveFocus();
  });

  it('makes the page behind inert while open and gives it back after', () => {
    const { store, container } = renderPage();
    act(() => {
      store.dispatch(announcementShown(welcome));
    });
    // RTL renders into a div of <body>; the dialog is a sibling layer in <body>.
    expect(container).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    act(() => {
      screen.getByRole('button', { name: 'متوجه شدم' }).click();
    });
    expect(container).not.toHaveAttribute('inert');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    act(() => {
      store.dispatch(announcementShown(welcome));
    });
    const copy = screen.getByRole('button', { name: 'کپی کد' });
    const done = screen.getByRole('button', { name: 'متوجه شدم' });
    const close = screen.getByRole('button', { name: 'بستن' });
    expect(copy).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('Escape closes it, records the dismissal and returns focus where it was', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    const search = screen.getByRole('textbox', { name: 'جستجو' });
    search.focus();
    act(() => {
      store.dispatch(announcementShown(welcome));
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectAnnouncement(store.getState()).open).toBe(false);
    expect(search).toHaveFocus();
  });

  it('with focus on <body> before it opened (a page just loaded), Escape puts it on the main content', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    expect(document.activeElement).toBe(document.body);
    act(() => {
      store.dispatch(announcementShown(welcome));
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('puts focus on the main content when the element it came from is gone', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    const gone = document.body.appendChild(document.createElement('button'));
    gone.focus();
    act(() => {
      store.dispatch(announcementShown(welcome));
    });
    gone.remove();
    await user.click(screen.getByRole('button', { name: 'متوجه شدم' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes from the close button and from a click beside it', async () => {
    const user = userEvent.setup();
    const { store, baseElement } = renderPage();
    act(() => {
      store.dispatch(announcementShown(welcome));
    });
    await user.click(screen.getByRole('button', { name: 'بستن' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(announcementShown(welcome));
    });
    const backdrop = baseElement.querySelector('.announcement-backdrop');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to copy the code and says politely that it was copied', async () => {
    const user = userEvent.setup();
    const { store, requested } = renderPage();
    act(() => {
      store.dispatch(announcementShown(welcome));
    });
    await user.click(screen.getByRole('button', { name: 'کپی کد' }));
    expect(requested).toEqual(['announcement/codeCopyRequested']);
    act(() => {
      store.dispatch(codeCopied());
    });
    const result = screen.getByText('کد کپی شد.');
    expect(result).toHaveAttribute('aria-live', 'polite');
  });

  it('without a code, focus starts on the one action', () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(announcementShown({ ...welcome, code: null }));
    });
    expect(screen.queryByRole('button', { name: 'کپی کد' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'متوجه شدم' })).toHaveFocus();
  });
});
