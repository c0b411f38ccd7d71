// Stands in for `lodash.debounce` (react-slick's dependency) in the browser build
// (webpack.config.ts). react-slick only calls `debounce(fn, wait)` and `.cancel()` on window
// resizes, which a trailing timer does; lodash's leading/maxWait machinery cost the home page
// about half a kilobyte gzip of issue 13's JavaScript budget, which its category tiles and new
// products' row now use (issue 25).
type Debounced = (() => void) & { cancel: () => void };

export default function debounce(run: () => void, wait: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return Object.assign(
    () => {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, wait);
    },
    { cancel },
  );
}
