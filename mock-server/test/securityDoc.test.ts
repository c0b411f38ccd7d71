// docs/security.md must answer "who may call this, and what does it check" for every route the
// server registers: a route added without a row fails here.
import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, NO_CONTENT_PATH, type TestApp } from './server';

const DOC = path.resolve(__dirname, '..', '..', 'docs', 'security.md');

let site: TestApp;
beforeAll(async () => {
  site = await buildTestApp({ seed: false });
});
afterAll(() => site.close());

/**
 * Every method + path pair from Fastify's route tree. With commonPrefix off, each line holds one
 * node: its depth is where the "── " starts, its text the part of the path below its parent.
 */
function registeredRoutes(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const trail: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = Math.round((match[1] ?? '').length / 4);
    trail.length = depth;
    trail.push(match[2] ?? '');
    // find-my-way prints a wildcard beside static siblings without its "/" (`/wp-json/*`).
    const full = trail
      .join('')
      .replace(/\([^)]*\)/g, '')
      .replace(/([^/])\*$/, '$1/*');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push({ method, path: full });
    }
  }
  return routes;
}

/** The table rows: each path cell may name several paths, each method cell several methods. */
function documentedRoutes(markdown: string): Set<string> {
  const documented = new Set<string>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const methods = cells[1]?.split(',').map((method) => method.trim()) ?? [];
    const paths = [...(cells[2] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    for (const method of methods) for (const route of paths) documented.add(`${method} ${route}`);
  }
  return documented;
}

it('lists every route in docs/security.md with who may call it', () => {
  const routes = registeredRoutes(site.app.printRoutes({ commonPrefix: false }));
  // The parser found the tree (a format change would otherwise pass silently).
  expect(routes.length).toBeGreaterThan(40);
  expect(routes).toContainEqual({ method: 'DELETE', path: '/wp-json/wp/v2/posts/:id' });
  const documented = documentedRoutes(fs.readFileSync(DOC, 'utf8'));
  const missing = routes
    .filter((route) => route.path !== NO_CONTENT_PATH)
    .map((route) => `${route.method} ${route.path}`)
    .filter((route) => !documented.has(route));
  expect(missing).toEqual([]);
});
