// Who signed in on a WordPress without the shop's account routes, asked of the real server's
// wp/v2/users/me as the storefront's account page asks it.
import { getWordpressUserName } from './account';
import { configureApi } from './wp';
import { openLiveSite, type LiveSite } from './testSupport/liveSite';

let site: LiveSite;

beforeAll(async () => {
  site = await openLiveSite({}, { signInAs: 'author' });
});

afterAll(async () => {
  await site.server.close();
});

it("names the signed-in user from the visitor's nonce", async () => {
  const name = await getWordpressUserName();
  expect(name).toMatch(/\S/);
  expect(site.sent.map((request) => request.url.pathname)).toEqual(['/wp-json/wp/v2/users/me']);
});

it('asks nothing for a guest, who has no nonce', async () => {
  site.clearSent();
  configureApi({
    apiRoot: `${site.server.url}/wp-json/`,
    nonceEndpoint: site.nonceEndpoint,
    nonce: '',
  });
  expect(await getWordpressUserName()).toBeNull();
  expect(site.sent).toEqual([]);
});
