import { launchChromium, openPage } from './browser';
import { startShop } from './shop';
test('shop page', async () => {
  const a = await startShop();
  const browser = await launchChromium();
  const { page, context } = await openPage(browser);
  await page.goto(`${a.url}/shop`);
  await page.locator('.product-card').first().waitFor();
  await context.close(); await browser.close(); await a.stop();
}, 60000);
