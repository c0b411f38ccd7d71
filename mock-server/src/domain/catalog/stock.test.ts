// Stock rules as WooCommerce keeps them: out of stock when managed stock is used up, max_qty and
// the Store API's 9999 cap, and the Persian in-stock, low-stock and swatch stock-left texts.
import { productRecord as product } from '../../../test/productRecord';
import {
  availability,
  availabilityHtml,
  isInStock,
  lowStockRemaining,
  maxPurchaseQuantity,
  quantityLimit,
  stockLeftText,
} from './stock';

describe('stock rules', () => {
  it('is out of stock when managed stock is used up, whatever the stored status', () => {
    expect(isInStock(product({ stockQuantity: 0 }))).toBe(false);
    expect(isInStock(product({ stockQuantity: 2 }))).toBe(true);
    expect(isInStock(product({ stockStatus: 'outofstock' }))).toBe(false);
    expect(isInStock(product())).toBe(true);
  });

  it('max_qty: the stock, a per-order limit, 1 when sold individually, else unlimited (-1)', () => {
    expect(maxPurchaseQuantity(product())).toBe(-1);
    expect(maxPurchaseQuantity(product({ stockQuantity: 8 }))).toBe(8);
    expect(maxPurchaseQuantity(product({ stockQuantity: 8, maxPerOrder: 2 }))).toBe(2);
    expect(maxPurchaseQuantity(product({ stockQuantity: 0 }))).toBe(0);
    expect(maxPurchaseQuantity(product({ stockQuantity: 8, soldIndividually: true }))).toBe(1);
  });

  it('the Store API limit tops out at 9999 and, like WooCommerce, ignores a stock of zero', () => {
    // Untracked stock: the shop's own per-order limit (issue 11).
    expect(quantityLimit(product())).toBe(100);
    expect(quantityLimit(product({ stockQuantity: 3 }))).toBe(3);
    expect(quantityLimit(product({ stockQuantity: 0 }))).toBe(9999);
    expect(quantityLimit(product({ maxPerOrder: 4, stockQuantity: 10 }))).toBe(4);
    expect(quantityLimit(product({ soldIndividually: true, stockQuantity: 10 }))).toBe(1);
  });

  it('says how many are in stock in Persian, and nothing for unmanaged stock', () => {
    expect(availability(product({ stockQuantity: 12 }))).toEqual({
      text: '۱۲ عدد در انبار',
      class: 'in-stock',
    });
    expect(availability(product())).toEqual({ text: '', class: 'in-stock' });
    expect(availability(product({ stockQuantity: 0 }))).toEqual({
      text: 'ناموجود',
      class: 'out-of-stock',
    });
    expect(availabilityHtml(product())).toBe('');
    expect(availabilityHtml(product({ stockQuantity: 0 }))).toBe(
      '<p class="stock out-of-stock">ناموجود</p>',
    );
  });

  it('low stock and the swatch stock-left text', () => {
    expect(lowStockRemaining(product({ stockQuantity: 2 }))).toBe(2);
    expect(lowStockRemaining(product({ stockQuantity: 3 }))).toBeNull();
    expect(lowStockRemaining(product())).toBeNull();
    expect(stockLeftText(product({ stockQuantity: 3 }))).toBe('۳ عدد باقی مانده');
    expect(stockLeftText(product())).toBe('');
  });
});
