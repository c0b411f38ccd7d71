// The plain variation form used without swatch data: a labelled select per attribute (never
// "loading options"), what is missing said on add to cart, and choices the other choice rules
// out disabled.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { addToCartRequested } from '../../cart';
import { productLoaded } from '../../catalog';
import { plainProduct } from '../testSupport/plainProduct';
import { ProductPage } from './ProductPage';

// A variable product as a WooCommerce site without the swatches plugin answers: no extension.
const product = plainProduct();

function renderPlain() {
  const { store } = makeTestStore();
  const dispatched: unknown[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: Parameters<typeof dispatch>[0]) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  store.dispatch(productLoaded({ slug: product.slug, product }));
  renderWithStore(
    <div dir="rtl">
      <ProductPage slug={product.slug} />
    </div>,
    store,
  );
  return { user: userEvent.setup(), added: () => dispatched.filter(addToCartRequested.match) };
}

describe('PlainVariationForm (no swatch data)', () => {
  it('shows a labelled select per attribute, never "loading options"', () => {
    renderPlain();
    expect(screen.queryByText('در حال بارگذاری گزینه‌های محصول…')).not.toBeInTheDocument();
    const color = screen.getByRole('combobox', { name: 'رنگ' });
    expect(
      within(color)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['یک گزینه را انتخاب کنید', 'آبی', 'قرمز']);
    expect(screen.getByRole('combobox', { name: 'اندازه' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'افزودن به سبد خرید' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says what is missing when add to cart is pressed before a full choice', async () => {
    const { user, added } = renderPlain();
    await user.selectOptions(screen.getByRole('combobox', { name: 'رنگ' }), 'قرمز');
    await user.click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));
    expect(added()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'لطفاً پیش از افزودن این محصول به سبد خرید، گزینه‌های آن را انتخاب کنید.',
    );
  });

  it('disables what the other choice rules out, and adds the chosen variation', async () => {
    const { user, added } = renderPlain();
    const size = screen.getByRole('combobox', { name: 'اندازه' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'رنگ' }), 'آبی');
    expect(within(size).getByRole('option', { name: 'M' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'رنگ' }), 'قرمز');
    await user.selectOptions(size, 'M');
    const button = screen.getByRole('button', { name: 'افزودن به سبد خرید' });
    expect(button).toHaveAttribute('aria-disabled', 'false');
    await user.click(button);
    expect(added()).toEqual([
      addToCartRequested({
        productId: 177,
        id: 179,
        quantity: 1,
        variation: [
          { attribute: 'attribute_pa_color', value: 'red' },
          { attribute: 'attribute_pa_size', value: 'm' },
        ],
        name: 'تی‌شرت – قرمز، M',
      }),
    ]);
  });
});
