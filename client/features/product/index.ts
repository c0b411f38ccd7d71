// The product page: the catalogue's product with its variation form (swatches) and the add to cart
// box (cart), composed here so that none of those three features imports another's page.
export { ProductPage } from './components/ProductPage';
// A plain post's incomplete choice is refused with the app's own words (client/server/plainPosts.ts).
export { unchosenAttributes } from './plainVariations';
export { chooseMissingMessage } from './purchaseView';
