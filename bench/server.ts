// WordPress REST layer throughput: collections and the SPA shell against the trivial /health route.
import { startTestServer } from '../mock-server/test/server';
import { formatFigures, measure } from './load';

export async function serverReport(): Promise<string[]> {
  const server = await startTestServer();
  try {
    const figures = await measure(server.url, [
      { name: 'GET /health (baseline)', path: '/health' },
      { name: 'GET wp/v2/posts?per_page=10', path: '/wp-json/wp/v2/posts?per_page=10' },
      { name: 'GET wp/v2/posts?per_page=100', path: '/wp-json/wp/v2/posts?per_page=100&page=2' },
      { name: 'GET /blog (shell + nonce)', path: '/blog' },
    ]);
    return formatFigures(figures, 'GET /health (baseline)');
  } finally {
    await server.close();
  }
}

if (require.main === module) {
  serverReport().then((lines) => console.log(lines.join('\n')));
}
