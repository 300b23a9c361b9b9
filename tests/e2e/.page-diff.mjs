import { chromium } from '@playwright/test';
import { readFileSync } from 'fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
for (const n of ['desktop-side', 'phone-side', 'desktop-page', 'phone-page']) {
  const a = readFileSync(`/tmp/page-shots/base-${n}.png`).toString('base64');
  const b = readFileSync(`/tmp/page-shots/new-${n}.png`).toString('base64');
  const r = await page.evaluate(async ([a, b]) => {
    const load = (s) => new Promise((ok) => { const i = new Image(); i.onload = () => ok(i); i.src = 'data:image/png;base64,' + s; });
    const [ia, ib] = [await load(a), await load(b)];
    if (ia.width !== ib.width || ia.height !== ib.height) return `size ${ia.width}x${ia.height} vs ${ib.width}x${ib.height}`;
    const px = (i) => { const c = document.createElement('canvas'); c.width = i.width; c.height = i.height; const g = c.getContext('2d'); g.drawImage(i, 0, 0); return g.getImageData(0, 0, i.width, i.height).data; };
    const [da, db] = [px(ia), px(ib)];
    let n = 0, minY = 1e9, maxY = -1;
    for (let k = 0; k < da.length; k += 4) if (da[k] !== db[k] || da[k+1] !== db[k+1] || da[k+2] !== db[k+2]) { n++; const y = Math.floor(k / 4 / ia.width); minY = Math.min(minY, y); maxY = Math.max(maxY, y); }
    return `${ia.width}x${ia.height}: ${n} pixels differ` + (n ? ` (rows ${minY}-${maxY})` : '');
  }, [a, b]);
  console.log(n, r);
}
await browser.close();
