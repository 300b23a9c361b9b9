// Draws the web app's PNG icons (assets/icons/) from assets/favicon.svg in Debian's Chromium,
// through the Playwright that tests/e2e installs (scripts/setup --test). Run it after changing the
// favicon: `node scripts/icons.mjs`; the PNGs are committed.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'tests/e2e/package.json'));
const { chromium } = require('playwright-core');

const svg = readFileSync(join(root, 'assets/favicon.svg')).toString('base64');
// name, size in pixels, the picture's share of it, background (none: transparent).
const ICONS = [
  ['icon-192.png', 192, 1, null],
  ['icon-512.png', 512, 1, null],
  // Maskable: opaque, the picture inside the central 80% safe zone (a platform may crop it round).
  ['icon-maskable-512.png', 512, 0.7, '#f3efe7'],
  // iOS home screen: opaque (it fills transparency with black) and rounded by the system.
  ['apple-touch-icon.png', 180, 0.86, '#f3efe7'],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const [name, size, share, background] of ICONS) {
  const inner = Math.round(size * share);
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
      `background:${background ?? 'transparent'}">` +
      `<img width="${inner}" height="${inner}" src="data:image/svg+xml;base64,${svg}"></body></html>`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  await page.screenshot({
    path: join(root, 'assets/icons', name),
    omitBackground: background === null,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  console.log(`assets/icons/${name}: ${size}×${size}`);
}
await browser.close();
