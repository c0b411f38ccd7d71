// Stands in for @wordpress/private-apis in the browser build (webpack.config.ts alias), as
// ui/nativeResizeObserver.ts does for react-slick's polyfill. api-fetch registers two private
// functions through it at load; the package's opt-in first checks the caller against its list of
// WordPress core packages, about 2 KB of names the home page would carry. The shop calls no
// private API and ships no other WordPress package that does, so lock and unlock alone remain:
// what api-fetch locks, unlock gives back.
const locked = new WeakMap<object, unknown>();

export function __dangerousOptInToUnstableAPIsOnlyForCoreModules() {
  return {
    lock(object: object, privateData: unknown): void {
      locked.set(object, privateData);
    },
    unlock(object: object): unknown {
      return locked.get(object);
    },
  };
}
