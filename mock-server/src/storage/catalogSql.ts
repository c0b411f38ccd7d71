// SQL fragments shared by the catalogue's queries.

/** Simple and variable products a shopper can see (variations are reached through them). */
export const SELLABLE = `type IN ('simple', 'variable') AND status = 'publish'`;
export const SELLABLE_P = `p.type IN ('simple', 'variable') AND p.status = 'publish'`;

// A price is current while the sale has not ended; a sale price at or above the regular
// price is no sale at all (WooCommerce's is_on_sale).
export const onSale = (t: string) =>
  `(${t}.sale_price IS NOT NULL AND ${t}.sale_price < ${t}.regular_price AND (${t}.sale_ends_gmt IS NULL OR ${t}.sale_ends_gmt > @now))`;
export const currentPrice = (t: string) =>
  `(CASE WHEN ${onSale(t)} THEN ${t}.sale_price ELSE ${t}.regular_price END)`;

export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
