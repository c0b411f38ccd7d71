// Deferred features draw nothing until installed; once installed they add their state to the
// store and draw.
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { announcementShown } from '../features/announcement';
import { DeferredOverlay, installDeferredFeatures } from './deferred';
import { createStore } from './store';
import { testConfig } from './testing';
import { welcomeAnnouncement as welcome } from '../features/announcement/testSupport';

describe('deferred features', () => {
  it('draw nothing until installed, then add their state to the store and draw', async () => {
    const store = createStore(testConfig, undefined, { runSagas: false });
    render(
      <Provider store={store}>
        <DeferredOverlay />
      </Provider>,
    );
    expect(store.getState().announcement).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => installDeferredFeatures(store));
    expect(store.getState().announcement).toMatchObject({ open: false });

    act(() => {
      store.dispatch(announcementShown(welcome));
    });
    expect(screen.getByRole('dialog', { name: 'هدیهٔ اولین خرید' })).toBeInTheDocument();
  });
});
