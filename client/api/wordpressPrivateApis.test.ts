// The stand-in for WordPress's private-API lock that the browser build gives api-fetch: it
// gives back what was locked on an object, and nothing for another object.
import { __dangerousOptInToUnstableAPIsOnlyForCoreModules as optIn } from './wordpressPrivateApis';

describe('the private-API lock the browser build gives api-fetch', () => {
  it('gives back what was locked on an object, and nothing for another object', () => {
    const { lock, unlock } = optIn();
    const privateApis = {};
    const functions = { clearPreloadedData: () => undefined };
    lock(privateApis, functions);
    expect(unlock(privateApis)).toBe(functions);
    expect(unlock({})).toBeUndefined();
  });
});
