// The shell feature's public face: what other features and the app may import.
export { Header } from './components/Header';
export { MobileMenu } from './components/MobileMenu';
export { NotFoundPage } from './components/NotFoundPage';
export { SearchForm } from './components/SearchForm';
export { keepFocusInside } from './focusTrap';
export { Footer } from './components/Footer';
export { ContactButtons } from './components/ContactButtons';
export { ShopDetails } from './components/ShopDetails';
export { default as shellReducer, persianYearKnown } from './slice';
