// The header's search box before its chunk: the markup the server draws is the closed
// combobox's (so the page hydrates and nothing moves at the swap), the slice and saga join the
// store on the first focus, and what the shopper typed meanwhile stays, with the focus.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStore } from '../../../app/store';
import { testConfig } from '../../../app/testing';
import { SearchForm } from '../../shell';
import { SearchCombobox } from './SearchCombobox';
import { loadSearchBox } from './SearchBox';

function renderForm() {
  const store = createStore(testConfig, undefined, { runSagas: false });
  const view = render(
    <Provider store={store}>
      <SearchForm />
    </Provider>,
  );
  return { store, view };
}

describe('the search box before its chunk', () => {
  it('draws the closed combobox’s markup, without the search slice', async () => {
    const { store, view } = renderForm();
    expect('search' in store.getState()).toBe(false);
    const plain = view.container.querySelector('.search-combobox')!.outerHTML;
    view.unmount();
    const withSlice = createStore(testConfig, undefined, { runSagas: false });
    withSlice.addPage({ features: [(await loadSearchBox()).searchBoxFeature] });
    const drawn = render(
      <Provider store={withSlice}>
        <SearchCombobox placeholder="جستجوی محصولات…" />
      </Provider>,
    );
    expect(drawn.container.querySelector('.search-combobox')!.outerHTML).toBe(plain);
  });

  it('keeps what was typed before the chunk arrived, and the focus', async () => {
    const { store } = renderForm();
    const plain = screen.getByRole('combobox');
    act(() => plain.focus());
    fireEvent.input(plain, { target: { value: 'کیف پول' } });
    await act(() => loadSearchBox());
    const box = screen.getByRole('combobox');
    expect(box).not.toBe(plain);
    expect(box).toHaveValue('کیف پول');
    expect(box).toHaveFocus();
    expect(store.getState().search.text).toBe('کیف پول');
  });
});
