// Attack 9 of the security review: the client's source maps were served to anyone.
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const clientDist = path.join(server.uploadsDir, '..', 'client');
  fs.writeFileSync(path.join(clientDist, 'assets', 'main.js.map'), '{"version":3,"sources":[]}');
});
afterAll(() => server.close());

it('never serves a source map, while the script itself is served', async () => {
  const script = await fetch(`${server.url}/assets/main.js`);
  expect(script.status).toBe(200);
  await script.text();
  const map = await fetch(`${server.url}/assets/main.js.map`);
  expect(map.status).toBe(404);
  expect(await map.text()).not.toContain('"sources"');
});
