// Provider state of the home carousel's interaction (woocommerce-store-api pact): the site has a
// featured product. Found through the site's own Store API, so a live WooCommerce is checked too.
import { TOTAL_HEADER } from '../store';
import { FEATURED_STATES } from '../consumer/featuredProductsContract';
import type { StoreSite } from './storeApiStates';
import type { StateHandlers } from './wordpressStates';

export function featuredProductsStateHandlers(site: StoreSite): StateHandlers {
  return {
    [FEATURED_STATES.featuredProducts]: async () => {
      site.ensureCatalogue?.();
      const headers: Record<string, string> = site.session.cookie
        ? { Cookie: site.session.cookie }
        : {};
      const response = await fetch(
        `${site.baseUrl}/wp-json/wc/store/v1/products?featured=true&per_page=1`,
        { headers },
      );
      await response.arrayBuffer();
      const total = Number(response.headers.get(TOTAL_HEADER) ?? 0);
      if (!response.ok || total < 1) {
        throw new Error('the site has no featured product; mark one as featured (the star)');
      }
      return undefined;
    },
  };
}
