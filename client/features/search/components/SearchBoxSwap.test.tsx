// The swap from the server's plain box to the combobox, as a browser times it: React draws in a
// later task than the one in which the chunk arrived, and a keystroke may land in between. (Its
// own file: once a box has loaded, every later one draws the combobox at once.)
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStore } from '../../../app/store';
import { testConfig } from '../../../app/testing';
import { SearchForm } from '../../shell';
import { loadSearchBox } from './SearchBox';

it('keeps what was typed after the chunk arrived but before the combobox was drawn', async () => {
  const store = createStore(testConfig, undefined, { runSagas: false });
  render(
    <Provider store={store}>
      <SearchForm />
    </Provider>,
  );
  // Not inside act, which would draw at once; React learns that from this global.
  const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
  react.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    screen.getByRole('combobox').focus();
    await loadSearchBox();
    await new Promise<void>((settled) => queueMicrotask(settled));
    expect('search' in store.getState()).toBe(true);
    // The keystroke goes to whichever box the page shows at that moment.
    fireEvent.input(screen.getByRole('combobox'), { target: { value: 'کیف' } });
    await new Promise((drawn) => setTimeout(drawn, 20));
    expect(screen.getByRole('combobox')).toHaveValue('کیف');
    expect(store.getState().search.text).toBe('کیف');
  } finally {
    react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});
