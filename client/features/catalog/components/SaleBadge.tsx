// "۲۰٪ تخفیف" when the discount is known, else "فروش ویژه".
import type { StoreProduct } from '../../../../contracts/store';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { discountPercent, moneyValue } from '../money';

/** "۲۰٪ تخفیف" when the discount is known, else "فروش ویژه"; nothing when not on sale. */
export function SaleBadge({ product }: { product: Pick<StoreProduct, 'on_sale' | 'prices'> }) {
  if (!product.on_sale) return null;
  const { prices } = product;
  const percent = prices.price_range
    ? 0
    : discountPercent(moneyValue(prices.regular_price, prices), moneyValue(prices.price, prices));
  return (
    <span className="sale-badge">
      {percent > 0
        ? /* translators: %s: discount percentage in Persian digits */
          sprintf(__('%s%% off'), formatNumber(percent))
        : __('Sale!')}
    </span>
  );
}
