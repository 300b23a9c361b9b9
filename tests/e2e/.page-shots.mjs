// temporary (not committed): screenshots of two builds, desktop and phone
import { chromium } from '@playwright/test';
const [base, out] = [process.argv[2], process.argv[3]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, opts] of [
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }],
]) {
  const ctx = await browser.newContext({ ...opts, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto(base + '#game=chess&turns=e4+e5');
  await page.getByTestId('recent-games').waitFor({ state: 'detached' }).catch(() => {});
  await page.getByTestId('position-box').waitFor();
  await page.getByTestId('new-game').click();
  await page.locator('[data-testid="recent-games"] summary').click();
  await page.waitForTimeout(500);
  const module = await page.locator('html').getAttribute('data-module');
  await page.locator('aside.side').screenshot({ path: `${out}-${name}-side.png` });
  await page.screenshot({ path: `${out}-${name}-page.png`, fullPage: true });
  console.log(name, module);
  await ctx.close();
}
await browser.close();
