// Loads the client's server-side renderer (dist/server/renderPage.js, built with the client) and
// hands it the shop's own routes to ask for data: in-process, as the browser would ask them, with
// no visitor's cookies. Without a build (tests of the API alone) pages are sent unrendered.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { PageRendererModule, RenderPage } from '../../../contracts/serverRender';

/** The origin the renderer's API requests name; they never leave the process. */
export const RENDER_API_ROOT = 'http://shop.render.invalid/wp-json/';

/** Answers the renderer's requests with the app's own routes (Fastify's inject). */
export function ownRoutesFetch(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    // The answer's bytes as a stream: light-my-request would otherwise join them and copy them
    // into a string nobody reads (custom-sneaker's product, ~2 ms of each render).
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      payloadAsStream: true,
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (typeof value === 'number') headers.set(name, String(value));
      else if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    const stream = answer.stream();
    if (empty) stream.resume();
    return new Response(empty ? null : (Readable.toWeb(stream) as ReadableStream<Uint8Array>), {
      status: answer.statusCode,
      headers,
    });
  };
}

/** Where the renderer's API requests go: the REST root they name and who answers them. */
export interface RenderApi {
  apiRoot: string;
  fetch: (request: Request) => Promise<Response>;
}

/** The build's renderer asking `api` for data; undefined while the client is not built. */
export function loadPageRenderer(clientDist: string, api: RenderApi): RenderPage | undefined {
  const file = path.join(path.resolve(clientDist), 'server', 'renderPage.js');
  if (!fs.existsSync(file)) return undefined;
  const renderer = createRequire(__filename)(file) as PageRendererModule;
  return renderer.createPageRenderer(api);
}

/** The renderer answered by the app's own routes, in-process. */
export function loadOwnPageRenderer(
  app: FastifyInstance,
  clientDist: string,
): RenderPage | undefined {
  return loadPageRenderer(clientDist, { apiRoot: RENDER_API_ROOT, fetch: ownRoutesFetch(app) });
}
