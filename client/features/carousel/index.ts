// The carousel feature's public face: what other features and the app may import.
export { AmazingCarousel } from './components/AmazingCarousel';
