// The benchmarks' browser: Debian's headless Chromium (never a downloaded one), a desktop page, and
// Lighthouse's mobile throttling.
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

/** Lighthouse's mobile throttling on a page, through the DevTools protocol: slow 4G (562.5 ms round
 * trip, 1.47 Mbit/s down, 0.61 Mbit/s up) and the CPU slowed 4×. Returns the protocol session. */
export async function slow4g(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 0.9 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}
