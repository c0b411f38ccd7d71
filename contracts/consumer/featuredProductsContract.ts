// The home carousel's part of the woocommerce-store-api pact: its provider state and the one
// request it sends. The state handler is contracts/provider/featuredProductsStates.ts.
export const FEATURED_STATES = {
  featuredProducts: 'at least one featured product with an image',
} as const;
