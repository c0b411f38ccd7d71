// A Lighthouse run's Chromium: closing it keeps the run even when its profile cannot be removed.
import fs from 'node:fs';
import { startChromium } from './pagesChromium';

describe('startChromium', () => {
  afterEach(() => jest.restoreAllMocks());

  it('closes without throwing when the profile cannot be removed, and says where it is left', async () => {
    const browser = await startChromium('http://127.0.0.1:9');
    const notEmpty = Object.assign(new Error('ENOTEMPTY: directory not empty, rmdir'), {
      code: 'ENOTEMPTY',
    });
    const rmSync = jest.spyOn(fs, 'rmSync').mockImplementation(() => {
      throw notEmpty;
    });
    const said = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(browser.close()).resolves.toBeUndefined();
    const profile = String(rmSync.mock.calls[0]![0]);
    expect(profile).toMatch(/shop-pages-profile-/);
    expect(said).toHaveBeenCalledWith(expect.stringContaining(profile));
    rmSync.mockRestore();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }, 60_000);
});
