// MiniSearch's radix tree (prefix and fuzzy lookups of terms) is published as the subpath
// 'minisearch/SearchableMap'; TypeScript's node10 resolution does not read package exports, so
// this names its types for that path.
declare module 'minisearch/SearchableMap' {
  import SearchableMap from 'minisearch/dist/cjs/SearchableMap.cjs';
  export default SearchableMap;
}
