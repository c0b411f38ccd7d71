// One price, or the struck regular price and the sale price.
import type { StoreCurrency, StoreProductPrices } from '../../../../contracts/store';
import { __ } from '../../../i18n';
import { formatMoney, moneyValue } from '../money';

interface SalePriceProps {
  price: number | string;
  regular: number | string;
  currency?: Pick<StoreCurrency, 'currency_minor_unit' | 'currency_prefix' | 'currency_suffix'>;
}

/**
 * One price, or the struck regular price and the sale price. The words "original price" and
 * "current price" are for screen readers, which do not announce strike-through.
 */
export function SalePrice({ price, regular, currency }: SalePriceProps) {
  const now = moneyValue(price, currency);
  const before = moneyValue(regular, currency);
  if (!(before > now)) {
    return <span className="price__amount">{formatMoney(price, currency)}</span>;
  }
  return (
    <>
      <del className="price__regular">
        <span className="visually-hidden">{__('Original price:')} </span>
        {formatMoney(regular, currency)}
      </del>{' '}
      <ins className="price__sale">
        <span className="visually-hidden">{__('Current price:')} </span>
        {formatMoney(price, currency)}
      </ins>
    </>
  );
}

/**
 * "A to B" with each amount kept whole: a narrow phone card breaks the line at the word between
 * them, never inside an amount ("۱۲۰٬۰۰۰ / تومان"). The order of the parts is the catalogue's.
 */
function PriceRange({ low, high }: { low: string; high: string }) {
  /* translators: 1: lowest price, 2: highest price (each with its currency) */
  const parts = __('%1$s to %2$s').split(/(%[12]\$s)/);
  return (
    <p className="price price--range">
      {parts.map((part, index) =>
        part === '%1$s' || part === '%2$s' ? (
          <span key={index} className="price__amount">
            {part === '%1$s' ? low : high}
          </span>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/** A product's price as the Store API gives it: a range for variable products whose prices differ. */
export function ProductPrice({ prices }: { prices: StoreProductPrices }) {
  const range = prices.price_range;
  if (range && range.min_amount !== range.max_amount) {
    return (
      <PriceRange
        low={formatMoney(range.min_amount, prices)}
        high={formatMoney(range.max_amount, prices)}
      />
    );
  }
  return (
    <p className="price">
      <SalePrice price={prices.price} regular={prices.regular_price} currency={prices} />
    </p>
  );
}
