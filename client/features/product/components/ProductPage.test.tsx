// The product page: name, gallery, price range, stock and description in Persian, following
// the chosen variation, add to cart inactive with the reason beside it (issue 25 item 7), the
// chosen variation, an "any" size and a Persian-digit quantity sent, and unknown products.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { swatchesSaga } from '../../swatches';
import { productLoaded, variationsLoaded } from '../../catalog';
import {
  REFERENCE_PRODUCT_ID as ID,
  makeProduct,
  referenceProduct,
  referenceProductVariations,
} from '../../catalog/testSupport/products';
import { ProductPage } from './ProductPage';
import { addToCartRequested } from '../../cart';

const tasks: Array<{ cancel(): void }> = [];
afterEach(() => tasks.splice(0).forEach((task) => task.cancel()));

function renderProduct(product = referenceProduct({ clickable_out_of_stock: 'yes' })) {
  const { store, task } = makeTestStore({ saga: swatchesSaga });
  if (task) tasks.push(task);
  const dispatched: unknown[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: Parameters<typeof dispatch>[0]) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  store.dispatch(productLoaded({ slug: product.slug, product }));
  if (product.id === ID) {
    store.dispatch(variationsLoaded({ productId: ID, items: referenceProductVariations }));
  }
  renderWithStore(
    <div dir="rtl">
      <ProductPage slug={product.slug} />
    </div>,
    store,
  );
  const added = () => dispatched.filter(addToCartRequested.match);
  return { store, user: userEvent.setup(), added };
}

const radio = (group: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

describe('ProductPage', () => {
  it('shows the name, gallery, price range, stock and description in Persian', () => {
    const product = referenceProduct();
    product.description = '<p>پارچهٔ نخی.</p>';
    product.images.push({ ...product.images[0]!, id: 2, src: '/b.png', thumbnail: '/b-t.png' });
    renderProduct(product);
    expect(screen.getByRole('heading', { level: 1, name: 'تی‌شرت نخی' })).toBeInTheDocument();
    // Each amount of a range is its own span (it wraps between them, never inside one).
    expect(
      screen.getByText(
        (_text, element) =>
          element?.classList.contains('price') === true &&
          element.textContent === '۹۰۰٬۰۰۰ تومان تا ۱٬۲۰۰٬۰۰۰ تومان',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('موجود در انبار')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'توضیحات' })).toBeInTheDocument();
    expect(screen.getByText('پارچهٔ نخی.')).toBeInTheDocument();
    // The thumbnails are radios (they work without JavaScript); the checked one's picture shows.
    expect(screen.getByRole('radio', { name: 'تصویر ۱ از ۲' })).toBeChecked();
    const pictures = () =>
      [...document.querySelectorAll('.product-gallery__image')].map((image) => [
        image.getAttribute('src'),
        image.classList.contains('is-chosen'),
      ]);
    expect(pictures()).toEqual([
      [product.images[0]!.src, true],
      ['/b.png', false],
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'تصویر ۲ از ۲' }));
    expect(screen.getByRole('radio', { name: 'تصویر ۲ از ۲' })).toBeChecked();
    expect(pictures()).toEqual([
      [product.images[0]!.src, false],
      ['/b.png', true],
    ]);
  });

  it('follows the chosen variation: its price (struck regular), stock and SKU', async () => {
    const { user } = renderProduct();
    await user.click(radio('رنگ', 'قرمز'));
    await user.click(radio('اندازه', 'S'));
    const price = document.querySelector('.product__price')!;
    expect(within(price as HTMLElement).getByRole('deletion')).toHaveTextContent(
      'قیمت اصلی: ۱٬۰۰۰٬۰۰۰ تومان',
    );
    expect(within(price as HTMLElement).getByRole('insertion')).toHaveTextContent(
      'قیمت فعلی: ۹۰۰٬۰۰۰ تومان',
    );
    expect(screen.getByText('TSHIRT-11')).toBeInTheDocument();

    await user.click(radio('اندازه', 'M'));
    expect(price).toHaveTextContent('۱٬۰۰۰٬۰۰۰ تومان');
    expect(within(price as HTMLElement).getByText('ناموجود')).toHaveClass('out-of-stock');
  });

  it('keeps add to cart inactive until the choice is complete and available, and says why', async () => {
    const { user, added } = renderProduct();
    const button = screen.getByRole('button', { name: 'افزودن به سبد خرید' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(added()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'لطفاً پیش از افزودن این محصول به سبد خرید، گزینه‌های آن را انتخاب کنید.',
    );

    await user.click(radio('رنگ', 'قرمز'));
    await user.click(radio('اندازه', 'M'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveClass('wc-variation-is-unavailable');
    await user.click(button);
    expect(added()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('متأسفانه این محصول در دسترس نیست.');

    await user.click(radio('اندازه', 'S'));
    expect(button).toHaveAttribute('aria-disabled', 'false');
  });

  it('says beside the inactive button why it is off, without being pressed (issue 25 item 7)', async () => {
    const { user } = renderProduct();
    const button = screen.getByRole('button', { name: 'افزودن به سبد خرید' });
    expect(button).toHaveAccessibleDescription(
      'برای افزودن به سبد خرید، رنگ و اندازه را انتخاب کنید.',
    );
    await user.click(radio('رنگ', 'قرمز'));
    expect(button).toHaveAccessibleDescription('برای افزودن به سبد خرید، اندازه را انتخاب کنید.');
    await user.click(radio('اندازه', 'M'));
    expect(button).toHaveAccessibleDescription(
      'این ترکیب ناموجود است. ترکیب دیگری را انتخاب کنید.',
    );
    await user.click(radio('اندازه', 'S'));
    expect(button).not.toHaveAttribute('aria-describedby');
    // The line stays, empty, so nothing under it moves.
    expect(document.querySelector('.add-to-cart__why')).toHaveTextContent(/^$/);
  });

  it('adds the chosen variation with its attributes and the quantity typed in Persian digits', async () => {
    const { user, added, store } = renderProduct();
    await user.click(radio('رنگ', 'قرمز'));
    await user.click(radio('اندازه', 'S'));
    const quantity = screen.getByRole('textbox', { name: 'تعداد' });
    fireEvent.change(quantity, { target: { value: '۷' } });
    // Variation 11 allows at most 3.
    expect(quantity).toHaveValue('۳');
    expect(screen.getByText('حداکثر ۳ عدد')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'یکی کمتر' }));
    await user.click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));

    expect(added().map((action) => action.payload)).toEqual([
      {
        productId: ID,
        id: 11,
        quantity: 2,
        variation: [
          { attribute: 'attribute_pa_color', value: 'red' },
          { attribute: 'attribute_pa_size', value: 's' },
        ],
        name: 'تی‌شرت نخی – قرمز، S',
      },
    ]);
    expect(store.getState().cart.adding[ID]).toBe(true);
    expect(screen.getByRole('button', { name: 'در حال افزودن…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('sends the chosen size of an "any" variation too (blue comes in every size)', async () => {
    const { user, added } = renderProduct();
    await user.click(radio('رنگ', 'آبی'));
    await user.click(radio('اندازه', 'L'));
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));
    expect(added()[0]?.payload).toMatchObject({
      id: 13,
      variation: [
        { attribute: 'attribute_pa_color', value: 'blue' },
        { attribute: 'attribute_pa_size', value: 'l' },
      ],
    });
  });

  it('adds a simple product directly', async () => {
    const product = makeProduct({ slug: 'power-bank', name: 'پاوربانک' });
    const { user, added } = renderProduct(product);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));
    expect(added()[0]?.payload).toEqual({
      productId: product.id,
      id: product.id,
      quantity: 1,
      variation: undefined,
      name: 'پاوربانک',
    });
  });

  it('says when a product does not exist', () => {
    const { store } = makeTestStore();
    renderWithStore(<ProductPage slug="nope" />, store);
    expect(screen.getByRole('heading', { level: 1, name: 'محصول' })).toBeInTheDocument();
    act(() => {
      store.dispatch({ type: 'catalog/productMissing', payload: 'nope' });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'محصول پیدا نشد' })).toBeInTheDocument();
  });
});
