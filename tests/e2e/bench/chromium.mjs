// The benchmarks' browser: Debian's headless Chromium (never a downloaded one), and a desktop page.
import { chromium } from '@playwright/test';

/** Launch Chromium and open a 1366×768 page: `{ browser, page }`. */
export async function desktop() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  return { browser, page };
}
