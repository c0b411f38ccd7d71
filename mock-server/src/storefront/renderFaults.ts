// A server render during which WordPress failed (a timeout, an answer too large, its 503) is
// refused rather than returned: the renderer would draw the missing data as an error state with
// status 200, and the page cache would hand that to every visitor for its whole lifetime.
import type { RenderPage } from '../../../contracts/serverRender';
import { UpstreamError, visitFault } from './visit';

export function failOnUpstreamFault(render: RenderPage | undefined): RenderPage | undefined {
  if (!render) return undefined;
  return async (request) => {
    const page = await render(request);
    const fault = visitFault();
    if (fault !== undefined) {
      throw new UpstreamError(fault, `WordPress failed the render of ${request.url}`);
    }
    return page;
  };
}
