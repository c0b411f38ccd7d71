// Interactions that place an order on the verified site: POST wc/store/v1/checkout. On a live
// shop each one is a real order (stock taken, mails sent, a row for the shop owner to cancel),
// so contracts:verify skips them unless it is run with --allow-orders.
import fs from 'node:fs';
import { CHECKOUT_ROUTE } from '../checkout';
import type { PactInteraction } from './verifyPacts';

export const ALLOW_ORDERS_FLAG = '--allow-orders';

export const ORDER_SKIP_REASON =
  `places a real order on the site (POST ${CHECKOUT_ROUTE}); ` +
  `run with ${ALLOW_ORDERS_FLAG} on a site where test orders may be placed`;

export function placesOrder(interaction: PactInteraction): boolean {
  const { method, path } = interaction.request ?? {};
  return (
    typeof method === 'string' &&
    method.toUpperCase() === 'POST' &&
    typeof path === 'string' &&
    path.replace(/\/+$/, '').endsWith(`/${CHECKOUT_ROUTE}`)
  );
}

/** VerifyOptions.skipInteraction without --allow-orders. */
export function skipOrders(interaction: PactInteraction): string | undefined {
  return placesOrder(interaction) ? ORDER_SKIP_REASON : undefined;
}

/** The descriptions of the order-placing interactions in these pact files, for the CLI's notice. */
export function orderInteractions(pactFiles: readonly string[]): string[] {
  return pactFiles.flatMap((file) => {
    const pact: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const interactions: unknown =
      typeof pact === 'object' && pact !== null && 'interactions' in pact ? pact.interactions : [];
    return (Array.isArray(interactions) ? interactions : [])
      .filter(
        (item: unknown): item is PactInteraction =>
          typeof item === 'object' &&
          item !== null &&
          'description' in item &&
          typeof item.description === 'string',
      )
      .filter(placesOrder)
      .map((item) => item.description);
  });
}
