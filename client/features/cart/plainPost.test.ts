// Cart forms posted without JavaScript: a variable product's attribute_* choices passed to
// add-item in the form's order and the line named as the app names it, and the «بازگرداندن»
// undo form turned into the app's own restore.
import { addedLineName } from './addedLine';
import { cartPostActions, restoreFields } from './plainPost';
import { addToCartRequested, lineRestoreRequested, type CartState } from './slice';
import { makeCartItem, makeCartWith } from './testSupport';

const noCart = { cart: { cart: null } as unknown as CartState };

describe('a plain add-to-cart post (no JavaScript)', () => {
  it('passes a variable product’s posted attribute_* choices to add-item, in the form’s order', () => {
    const [action] = cartPostActions(
      {
        _wpnonce: 'n',
        'add-to-cart': '278',
        attribute_pa_color: 'black',
        attribute_pa_size: '40',
        attribute_pa_material: '',
        quantity: '۲',
      },
      noCart,
    );
    expect(addToCartRequested.match(action!)).toBe(true);
    expect(action!.payload).toEqual({
      productId: 278,
      id: 278,
      quantity: 2,
      // An empty choice is no choice: add-item then names what is missing.
      variation: [
        { attribute: 'attribute_pa_color', value: 'black' },
        { attribute: 'attribute_pa_size', value: '40' },
      ],
      name: '',
    });
  });

  it('names the line the cart gained, its values in the posted order, as the app names it', () => {
    const kept = makeCartItem({ name: 'پاوربانک', price: '100', quantity: 1 });
    const before = makeCartWith([kept]);
    const added = makeCartItem({
      name: 'کفش کتانی سفارشی',
      price: '200',
      variation: [
        { raw_attribute: 'attribute_pa_color', attribute: 'رنگ', value: 'مشکی' },
        { raw_attribute: 'attribute_pa_material', attribute: 'جنس', value: 'چرم طبیعی' },
        { raw_attribute: 'attribute_pa_size', attribute: 'سایز', value: '۴۰' },
      ],
    });
    const after = makeCartWith([kept, added]);
    const posted = [
      { attribute: 'attribute_pa_color', value: 'black' },
      { attribute: 'attribute_pa_size', value: '40' },
      { attribute: 'attribute_pa_material', value: 'leather' },
    ];
    expect(addedLineName(before, after, posted)).toBe('کفش کتانی سفارشی – مشکی، ۴۰، چرم طبیعی');
    // More of a line already there: that line; a simple product: its name alone.
    const more = makeCartWith([{ ...kept, quantity: 3 }]);
    expect(addedLineName(before, more, [])).toBe('پاوربانک');
    expect(addedLineName(before, before, [])).toBe('');
  });
});

describe('«بازگرداندن» posted without JavaScript', () => {
  it('turns the undo form’s fields back into the app’s own restore, the same line and choices', () => {
    const restore = {
      id: 301,
      quantity: 2,
      variation: [
        { attribute: 'attribute_pa_color', value: 'black' },
        { attribute: 'جنس', value: 'چرم طبیعی' },
      ],
      name: 'کفش',
    };
    const fields = restoreFields(restore);
    expect(fields).toEqual({
      restore_item: '301',
      quantity: '2',
      'restore_variation[attribute_pa_color]': 'black',
      'restore_variation[جنس]': 'چرم طبیعی',
    });
    const [action] = cartPostActions({ _wpnonce: 'n', ...fields }, noCart);
    expect(lineRestoreRequested.match(action!)).toBe(true);
    // The name is read from the cart's answer, not from the form.
    expect(action!.payload).toEqual({ ...restore, name: '' });
  });

  it('asks for nothing when the form names no product', () => {
    expect(cartPostActions({ restore_item: 'یک', quantity: '1' }, noCart)).toEqual([]);
    expect(cartPostActions({ restore_item: '0' }, noCart)).toEqual([]);
  });
});
