// Hook point for SPEC section 7: "requests whose path contains the swatch feature's
// own name get extra query parameters". The swatches feature registers its
// parameters here; nothing is registered until it does.
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

type ExtraQuery = () => Record<string, string>;

const extensions: Array<{ fragment: string; extraQuery: ExtraQuery }> = [];

export function addQueryForPathsContaining(fragment: string, extraQuery: ExtraQuery): () => void {
  const extension = { fragment, extraQuery };
  extensions.push(extension);
  return () => {
    const index = extensions.indexOf(extension);
    if (index !== -1) extensions.splice(index, 1);
  };
}

function withQuery(path: string, extra: Record<string, string>): string {
  const [base = '', search = ''] = path.split('?', 2);
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(extra)) {
    if (!params.has(name)) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

export const pathQueryMiddleware: APIFetchMiddleware = (options, next) => {
  const { path } = options;
  if (typeof path !== 'string') return next(options);
  let extended = path;
  for (const { fragment, extraQuery } of extensions) {
    if (path.includes(fragment)) extended = withQuery(extended, extraQuery());
  }
  return next(extended === path ? options : { ...options, path: extended });
};
