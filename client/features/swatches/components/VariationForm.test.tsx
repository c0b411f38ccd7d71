// The swatches variation form: labelled radio groups mirroring a hidden select, a form that
// posts to the cart while variations load (and without JavaScript), the plugin's ten options,
// keyboard use, and being busy while a choice settles.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { productLoaded, variationsLoaded } from '../../catalog';
import {
  REFERENCE_PRODUCT_ID,
  referenceProduct,
  referenceProductVariations,
} from '../../catalog/testSupport/products';
import { swatchesSaga } from '../sagas';
import { VariationForm } from './VariationForm';
import { COLOR, SIZE } from '../testSupport/referenceProduct';
import { groupState, renderReferenceForm, stopForms } from '../testSupport/renderForm';

afterEach(stopForms);

const OUT = '(ناموجود)';
const INVALID = '(نامعتبر)';

function labelOf(group: HTMLElement): string {
  const row = group.closest('.variations__row')!;
  return row.querySelector('.woo-selected-variation-item-name')?.textContent ?? '<none>';
}

describe('VariationForm: markup and mirroring', () => {
  it('renders each attribute as a labelled radio group with Persian colour names', async () => {
    const { colours, sizes, swatch, container } = renderReferenceForm();
    expect(container.querySelector('form.variations_form')).toHaveClass('wvs-loaded');
    expect(groupState(colours())).toBe('قرمز:en آبی:en سبز:en');
    expect(groupState(sizes())).toBe('S:en M:en L:en');
    const red = swatch(colours(), 'قرمز');
    expect(red).toHaveClass('variable-item', 'color-variable-item', 'color-variable-item-red');
    expect(red).toHaveAttribute('data-value', 'red');
    expect(red).toHaveAttribute('data-title', 'قرمز');
    expect(red.querySelector('.variable-item-span-color')).toHaveStyle({ background: '#c62828' });
    expect(colours()).toHaveAttribute('data-attribute_values', '["red","blue","green"]');
    expect(colours()).toHaveAttribute('data-attribute_name', COLOR);
  });

  it('mirrors a hidden select: its value follows the swatches and it drives them too', async () => {
    const { user, colours, swatch, container } = renderReferenceForm();
    const select = container.querySelector<HTMLSelectElement>(`select[name="${COLOR}"]`)!;
    expect(select).not.toBeVisible();
    expect([...select.options].map((o) => o.value)).toEqual(['', 'red', 'blue', 'green']);
    await user.click(swatch(colours(), 'آبی'));
    expect(select.value).toBe('blue');

    const sizeSelect = container.querySelector<HTMLSelectElement>(`select[name="${SIZE}"]`)!;
    act(() => {
      sizeSelect.value = 's';
      sizeSelect.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(
      within(screen.getByRole('radiogroup', { name: 'اندازه' })).getByRole('radio', { name: 'S' }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  it('shows the chosen value after the label with the separator (show_variation_label)', async () => {
    const { user, colours, sizes, swatch } = renderReferenceForm({
      variation_label_separator: ':',
    });
    expect(labelOf(colours())).toBe('');
    await user.click(swatch(colours(), 'قرمز'));
    expect(labelOf(colours())).toBe(': قرمز');
    expect(labelOf(sizes())).toBe('');
  });

  it('uses the configured separator, and no label at all when show_variation_label is off', async () => {
    const custom = renderReferenceForm({ variation_label_separator: '›' });
    await custom.user.click(custom.swatch(custom.colours(), 'سبز'));
    expect(labelOf(custom.colours())).toBe('› سبز');
    custom.unmount();

    const off = renderReferenceForm({ show_variation_label: 'no' });
    await off.user.click(off.swatch(off.colours(), 'سبز'));
    expect(labelOf(off.colours())).toBe('<none>');
  });
});

describe('VariationForm: while the variations load (and without JavaScript)', () => {
  it('is a form posting to the cart: a named radio per term, drawn like the swatches', () => {
    const { store } = makeTestStore();
    const product = referenceProduct();
    store.dispatch(productLoaded({ slug: product.slug, product }));
    const { container } = renderWithStore(
      <VariationForm productId={REFERENCE_PRODUCT_ID} action="/cart" onSubmit={jest.fn()} />,
      store,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cart');
    const colours = screen.getByRole('group', { name: 'رنگ' });
    const red = within(colours).getByRole('radio', { name: 'قرمز' });
    expect(red).toHaveAttribute('name', COLOR);
    expect(red).toHaveAttribute('value', 'red');
    expect(red.closest('li')).toHaveClass('variable-item', 'color-variable-item');
    expect(red.closest('li')!.querySelector('.variable-item-span-color')).toHaveStyle({
      background: '#c62828',
    });
    const sizes = screen.getByRole('group', { name: 'اندازه' });
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => [radio.getAttribute('name'), radio.getAttribute('value')]),
    ).toEqual([
      [SIZE, 's'],
      [SIZE, 'm'],
      [SIZE, 'l'],
    ]);
    expect(screen.queryByText('در حال بارگذاری گزینه‌های محصول…')).toBeNull();
  });

  it('keeps past the display limit behind a «more» that opens without JavaScript', () => {
    const { store } = makeTestStore();
    const product = referenceProduct({ display_limit: 2 });
    store.dispatch(productLoaded({ slug: product.slug, product }));
    renderWithStore(
      <VariationForm productId={REFERENCE_PRODUCT_ID} action="/cart" onSubmit={jest.fn()} />,
      store,
    );
    const colours = screen.getByRole('group', { name: 'رنگ' });
    const more = within(colours).getByText('نمایش ۱ مورد دیگر').closest('details')!;
    expect(within(more).getByRole('radio', { name: 'سبز', hidden: true })).toHaveAttribute(
      'value',
      'green',
    );
  });

  it('a radio chosen before the swatches came stays chosen on them', async () => {
    const { store, task } = makeTestStore({ saga: swatchesSaga });
    const product = referenceProduct();
    store.dispatch(productLoaded({ slug: product.slug, product }));
    renderWithStore(
      <VariationForm productId={REFERENCE_PRODUCT_ID} action="/cart" onSubmit={jest.fn()} />,
      store,
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'رنگ' })).getByRole('radio', { name: 'آبی' }),
    );
    act(() => {
      store.dispatch(
        variationsLoaded({ productId: REFERENCE_PRODUCT_ID, items: referenceProductVariations }),
      );
    });
    const colours = await screen.findByRole('radiogroup', { name: 'رنگ' });
    await waitFor(() =>
      expect(within(colours).getByRole('radio', { name: 'آبی' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    task?.cancel();
  });
});

describe('VariationForm: the ten options', () => {
  it('prunes like core: after red, L is disabled and cannot be clicked', async () => {
    const { user, colours, sizes, swatch, container } = renderReferenceForm();
    const sizeOptions = () =>
      [...container.querySelector<HTMLSelectElement>(`select[name="${SIZE}"]`)!.options]
        .map((option) => `${option.value}:${option.disabled ? 'dis' : 'en'}`)
        .join(' ');
    expect(sizeOptions()).toBe(':en s:en m:en l:en');
    await user.click(swatch(colours(), 'قرمز'));
    expect(groupState(sizes())).toBe('S:en M:en L:dis');
    // The hidden select's options follow too, though they are drawn again only when they change.
    expect(sizeOptions()).toBe(':en s:en m:en l:dis');
    await user.click(swatch(sizes(), 'L'));
    expect(groupState(sizes())).toBe('S:en M:en L:dis');
  });

  it('out_of_stock_tooltip_text and unavailable_tooltip_text: tooltips and descriptions', async () => {
    const { user, colours, sizes, swatch } = renderReferenceForm({
      out_of_stock_tooltip_text: OUT,
      unavailable_tooltip_text: INVALID,
    });
    await user.click(swatch(colours(), 'قرمز'));
    const m = swatch(sizes(), 'M');
    const l = swatch(sizes(), 'L');
    expect(m).toHaveAttribute('data-wvstooltip', `M ${OUT}`);
    expect(m).toHaveAccessibleDescription(OUT);
    expect(l).toHaveAttribute('data-wvstooltip', `L ${INVALID}`);
    expect(l).toHaveAccessibleDescription(INVALID);
    expect(swatch(sizes(), 'S')).toHaveAttribute('data-wvstooltip', 'S');
  });

  it('clickable_out_of_stock ("1"): out-of-stock items are marked no-stock and stay clickable', async () => {
    const { user, colours, sizes, swatch } = renderReferenceForm({ clickable_out_of_stock: '1' });
    await user.click(swatch(colours(), 'قرمز'));
    expect(groupState(sizes())).toBe('S:en M:nostock L:dis');
    // Without a tooltip text, assistive technology still hears that M is out of stock.
    expect(swatch(sizes(), 'M')).toHaveAccessibleDescription('ناموجود');
    await user.click(swatch(sizes(), 'M'));
    expect(groupState(sizes())).toBe('S:en M:SEL+nostock L:dis');
  });

  it('clear_on_reselect ("true"): clicking the selected item clears it', async () => {
    const { user, colours, swatch } = renderReferenceForm({ clear_on_reselect: 'true' });
    await user.click(swatch(colours(), 'قرمز'));
    await user.click(swatch(colours(), 'قرمز'));
    expect(groupState(colours())).toBe('قرمز:en آبی:en سبز:en');
  });

  it('clear_on_reselect off: clicking the selected item keeps it', async () => {
    const { user, colours, swatch } = renderReferenceForm({ clear_on_reselect: 'no' });
    await user.click(swatch(colours(), 'قرمز'));
    await user.click(swatch(colours(), 'قرمز'));
    expect(groupState(colours())).toBe('قرمز:SEL آبی:en سبز:en');
  });

  it('disable_out_of_stock ("on"): the out-of-stock size is disabled after red', async () => {
    const { user, colours, sizes, swatch } = renderReferenceForm({ disable_out_of_stock: 'on' });
    await user.click(swatch(colours(), 'قرمز'));
    expect(groupState(sizes())).toBe('S:en M:dis L:dis');
  });

  it('deselect_unavailable (yes) with disable_out_of_stock: the other choice is cleared and said', async () => {
    const { user, colours, sizes, swatch } = renderReferenceForm({
      clickable_out_of_stock: 'yes',
      deselect_unavailable: 'yes',
      disable_out_of_stock: 'yes',
    });
    await user.click(swatch(colours(), 'قرمز'));
    await user.click(swatch(sizes(), 'M'));
    expect(groupState(colours())).toBe('قرمز:nostock آبی:en سبز:dis');
    expect(groupState(sizes())).toBe('S:en M:SEL+nostock L:en');
    expect(screen.getByRole('status')).toHaveTextContent(
      'این ترکیب موجود نیست، برای همین انتخاب‌های دیگر شما پاک شد.',
    );
  });

  it('show_variation_stock with stock_label_threshold: the stock-left badge of SPEC 9', async () => {
    const { user, colours, sizes, swatch } = renderReferenceForm({
      show_variation_stock: true,
      stock_label_threshold: 5,
    });
    await user.click(swatch(colours(), 'قرمز'));
    const s = swatch(sizes(), 'S');
    expect(s.querySelector('.wvs-stock-left-info')).toHaveTextContent('۳ عدد باقی مانده');
    expect(s).toHaveAccessibleDescription('۳ عدد باقی مانده');
    await user.click(s);
    expect(sizes().querySelector('.wvs-stock-left-info')).toBeNull();
  });

  it('stock_label_threshold below the stock: no badge', async () => {
    const { user, colours, sizes, swatch } = renderReferenceForm({
      show_variation_stock: 'on',
      stock_label_threshold: '2',
    });
    await user.click(swatch(colours(), 'قرمز'));
    expect(sizes().querySelector('.wvs-stock-left-info')).toBeNull();
  });

  it('the "more" control shows the items beyond display_limit and moves focus to them', async () => {
    const { user, colours, swatch } = renderReferenceForm({ display_limit: 2 });
    expect(swatch(colours(), 'قرمز')).toBeVisible();
    expect(within(colours()).queryByRole('radio', { name: 'سبز' })).toBeNull();
    const more = screen.getByRole('button', { name: 'نمایش ۱ مورد دیگر (رنگ)' });
    await user.click(more);
    expect(swatch(colours(), 'سبز')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'نمایش ۱ مورد دیگر (رنگ)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'نمایش ۱ مورد دیگر (اندازه)' })).toBeVisible();
  });

  it('a display limit shows the chosen and the available items first (issue 25 item 7)', async () => {
    const { user, colours, sizes, swatch } = renderReferenceForm({ display_limit: 1 });
    await user.click(screen.getByRole('button', { name: 'نمایش ۲ مورد دیگر (رنگ)' }));
    await user.click(swatch(colours(), 'سبز'));
    // Green comes in L only: L takes the one place in view, S and M wait behind "more".
    expect(swatch(sizes(), 'L')).toBeVisible();
    expect(within(sizes()).queryByRole('radio', { name: 'S' })).toBeNull();
    expect(screen.getByRole('button', { name: 'نمایش ۲ مورد دیگر (اندازه)' })).toBeVisible();
    await user.click(swatch(sizes(), 'L'));
    expect(swatch(sizes(), 'L')).toHaveAttribute('aria-checked', 'true');
    // The chosen colour stays in view while the list is still collapsed elsewhere.
    expect(swatch(colours(), 'سبز')).toBeVisible();
  });
});

describe('VariationForm: keyboard', () => {
  it('Tab reaches one item per group; arrows move focus (RTL), Space and Enter choose', async () => {
    const { user, colours, sizes, swatch } = renderReferenceForm();
    await user.tab();
    const red = swatch(colours(), 'قرمز');
    expect(red).toHaveFocus();
    expect(red).toHaveAttribute('tabindex', '0');
    expect(swatch(colours(), 'آبی')).toHaveAttribute('tabindex', '-1');

    // Right to left: ArrowLeft goes to the next item, ArrowRight to the previous, both wrap.
    await user.keyboard('{ArrowLeft}');
    expect(swatch(colours(), 'آبی')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(swatch(colours(), 'سبز')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(red).toHaveFocus();
    await user.keyboard('{End}{ArrowDown}');
    expect(red).toHaveFocus();
    expect(groupState(colours())).toBe('قرمز:en آبی:en سبز:en');

    await user.keyboard(' ');
    expect(groupState(colours())).toBe('قرمز:SEL آبی:en سبز:en');
    await user.tab();
    expect(swatch(sizes(), 'S')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(swatch(sizes(), 'L')).toHaveFocus();
    // L is unavailable with red: it can be focused and heard, but Enter does nothing.
    expect(swatch(sizes(), 'L')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(groupState(sizes())).toBe('S:en M:en L:dis');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(groupState(sizes())).toBe('S:en M:SEL L:dis');

    // Shift+Tab back into the colours lands on the chosen item.
    await user.tab({ shift: true });
    expect(red).toHaveFocus();
  });

  it('Space and Enter clear a chosen item when clear_on_reselect is on (vector V3)', async () => {
    const { user, colours, swatch } = renderReferenceForm({ clear_on_reselect: 'yes' });
    await user.tab();
    await user.keyboard('{ArrowLeft} ');
    expect(groupState(colours())).toBe('قرمز:en آبی:SEL سبز:en');
    expect(labelOf(colours())).toBe(': آبی');
    await user.keyboard('{Enter}');
    expect(groupState(colours())).toBe('قرمز:en آبی:en سبز:en');
    expect(swatch(colours(), 'آبی')).toHaveFocus();
  });

  it('Escape hides the tooltips until the pointer moves to an item', async () => {
    const { user, colours, swatch, container } = renderReferenceForm();
    await user.tab();
    await user.keyboard('{Escape}');
    const form = container.querySelector('form')!;
    expect(form).toHaveClass('wvs-tooltips-dismissed');
    await user.hover(swatch(colours(), 'سبز'));
    expect(form).not.toHaveClass('wvs-tooltips-dismissed');
  });

  it('the reset button clears every choice, says so, and gives focus to the first list', async () => {
    const { user, colours, sizes, swatch, container } = renderReferenceForm();
    expect(container.querySelector('.reset_variations')).not.toBeVisible();
    await user.click(swatch(colours(), 'قرمز'));
    await user.click(swatch(sizes(), 'S'));
    await user.click(screen.getByRole('button', { name: 'پاک کردن' }));
    expect(groupState(colours())).toBe('قرمز:en آبی:en سبز:en');
    expect(groupState(sizes())).toBe('S:en M:en L:en');
    expect(screen.getByRole('status')).toHaveTextContent('انتخاب شما پاک شد.');
    expect(swatch(colours(), 'قرمز')).toHaveFocus();
  });
});

describe('VariationForm: busy while a choice settles', () => {
  it('is aria-busy from the frame that draws a click until its availability is drawn', async () => {
    const { colours, sizes, swatch, container } = renderReferenceForm();
    const form = container.querySelector('form.variations_form')!;
    expect(form).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(swatch(colours(), 'قرمز'));
    expect(swatch(colours(), 'قرمز')).toHaveAttribute('aria-checked', 'true');
    expect(form).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'false'));
    expect(groupState(sizes())).toBe('S:en M:en L:dis');
  });
});
