// The product page: the catalogue's product with its variation form (swatches) and the add to cart
// box (cart), composed here so that none of those three features imports another's page.
export { ProductPage } from './components/ProductPage';
