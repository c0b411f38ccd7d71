// The name a plain add-to-cart post (no JavaScript, issue 25) announces: the form posted only ids
// and slugs, so the line the cart's answer gained names the product and its chosen values, as the
// app's own notice does («کفش – مشکی، ۴۰، چرم»).
import type { StoreCart, StoreCartItem, StoreVariationChoice } from '../../../contracts/store';

/** The line the cart's answer gained (new, or with more units), if any. */
export function gainedLine(before: StoreCart | null, after: StoreCart): StoreCartItem | undefined {
  const had = new Map((before?.items ?? []).map((line) => [line.key, line.quantity]));
  return after.items.find((line) => line.quantity > (had.get(line.key) ?? 0));
}

/**
 * The added line's name and chosen values, the values in the order the form posted them (the
 * product's attributes' order, as the app names them); '' when the answer shows no gained line.
 */
export function addedLineName(
  before: StoreCart | null,
  after: StoreCart,
  posted: readonly StoreVariationChoice[],
): string {
  const line = gainedLine(before, after);
  if (!line) return '';
  // raw_attribute is the shop's own server's (a plain post never reaches a WordPress).
  const rank = (raw: string | undefined) => {
    const at = posted.findIndex((choice) => choice.attribute === raw);
    return at < 0 ? posted.length : at;
  };
  const values = [...line.variation]
    .sort((a, b) => rank(a.raw_attribute) - rank(b.raw_attribute))
    .map((choice) => choice.value);
  return values.length > 0 ? `${line.name} – ${values.join('، ')}` : line.name;
}
