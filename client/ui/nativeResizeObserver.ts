// Stands in for `resize-observer-polyfill` (react-slick's dependency) in the browser build
// (webpack.config.ts): every browser that runs this build's ES2020 has ResizeObserver (Chrome 64,
// Firefox 69, Safari 13.1), where the polyfill hands out the native one anyway. Its own 2 KB
// gzip came with the home page's carousel (issue 13's JavaScript budget).
const NativeResizeObserver = globalThis.ResizeObserver;

export default NativeResizeObserver;
