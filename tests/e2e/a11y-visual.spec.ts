// What axe does not check: non-text contrast of the men in the reserve trays and of the status
// line's army swatch (WCAG 1.4.11, 3:1), in both colour schemes; the keyboard's focus order
// against the screen; and prefers-reduced-motion.
import { expect, Page } from '@playwright/test';
import { test, open } from './helpers';

/** The WCAG contrast ratio of two CSS colours (rgb()/rgba() strings or #hex). */
function contrast(a: number[], b: number[]): number {
  const lum = (c: number[]) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

function parse(colour: string): number[] {
  const hex = colour.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const h = hex[1].length === 3 ? hex[1].split('').map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  }
  const m = colour.match(/[\d.]+/g);
  if (!m) throw new Error(`not a colour: ${colour}`);
  return m.slice(0, 3).map(Number);
}

/** The colour painted behind an element: its own background or the first ancestor's. */
async function backing(page: Page, selector: string, index = 0): Promise<number[]> {
  const c = await page.evaluate(
    ([sel, i]) => {
      let el: Element | null = document.querySelectorAll(sel as string)[i as number];
      while (el) {
        const bg = getComputedStyle(el).backgroundColor;
        if (bg && !/rgba\(.*,\s*0\)$/.test(bg) && bg !== 'transparent') return bg;
        el = el.parentElement;
      }
      return getComputedStyle(document.body).backgroundColor;
    },
    [selector, index],
  );
  return parse(c);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`Non-text contrast, ${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('each man in a reserve tray stands out from what is behind it (3:1)', async ({ page }) => {
      await open(page, 'orphic');
      const men = page.locator('.reserve-man img');
      const n = await men.count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        const src = await men.nth(i).getAttribute('src');
        const svg = await (await page.request.get(new URL(src!, page.url()).toString())).text();
        // The man's body: the first group that fills, and its outline.
        const body = svg.match(/<g[^>]*fill="(#[0-9a-fA-F]{3,6})"[^>]*stroke="(#[0-9a-fA-F]{3,6})"/);
        expect(body, `${src} has a filled, outlined body`).not.toBeNull();
        const behind = await backing(page, '.reserve-man img', i);
        const best = Math.max(contrast(parse(body![1]), behind), contrast(parse(body![2]), behind));
        expect(best, `${src} against ${behind}`).toBeGreaterThanOrEqual(3);
      }
    });

    for (const id of ['keltic', 'tyr-11', 'spindecision']) {
      test(`the army swatch of the status line, ${id}`, async ({ page }) => {
        await open(page, id);
        const swatch = page.locator('.status .swatch');
        await expect(swatch).toBeVisible();
        const style = await swatch.evaluate((e) => {
          const s = getComputedStyle(e);
          return { fill: s.backgroundColor, border: s.borderTopColor, image: s.backgroundImage };
        });
        const behind = await backing(page, '.status');
        const border = contrast(parse(style.border), behind);
        const fill = style.image === 'none' ? contrast(parse(style.fill), behind) : 0;
        expect(Math.max(border, fill), `${JSON.stringify(style)} on ${behind}`).toBeGreaterThanOrEqual(3);
      });
    }
  });
}

test('the keyboard goes through the page in the order it is laid out', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, 'orphic');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const regions = ['.topbar', '.play-area', '.side'];
  const seen: { region: number; x: number; y: number; h: number; what: string }[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate((regions) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      const region = regions.findIndex((sel) => el.closest(sel));
      return {
        region,
        x: r.x + window.scrollX,
        y: r.y + window.scrollY,
        h: r.height,
        what: el.getAttribute('data-testid') || el.tagName + ' ' + (el.textContent || '').trim().slice(0, 20),
      };
    }, regions);
    if (!at) break;
    if (seen.length && seen[0].what === at.what && seen[0].y === at.y) break;
    seen.push(at);
  }
  expect(seen.length).toBeGreaterThan(10);
  for (let i = 1; i < seen.length; i++) {
    const [a, b] = [seen[i - 1], seen[i]];
    expect(b.region, `${a.what} → ${b.what}: regions in screen order`).toBeGreaterThanOrEqual(a.region);
    if (a.region === b.region && b.region >= 0) {
      // Within a region: down the screen, or along the same row to the right.
      const sameRow = Math.abs(b.y - a.y) < Math.max(a.h, b.h) / 2;
      const ok = sameRow ? b.x > a.x : b.y > a.y;
      expect(ok, `${a.what} (${a.x},${a.y}) → ${b.what} (${b.x},${b.y})`).toBe(true);
    }
  }
});

test('with reduced motion nothing slides, swells or spins fast', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'keltic');
  await page.getByTestId('rules').click();
  const panel = page.getByTestId('rules-panel');
  await expect(panel).toBeVisible();
  const sheet = await panel.evaluate((e) => {
    const s = getComputedStyle(e);
    return { name: s.animationName, duration: parseFloat(s.animationDuration) };
  });
  expect(sheet.name === 'none' || sheet.duration === 0, JSON.stringify(sheet)).toBe(true);
  await page.getByTestId('rules-close').click();
  // A man taken fades where it stood, without swelling.
  await page.goto('./#game=keltic&turns=e4');
  await page.locator('[data-cell="d5"]').click();
  await page.locator('[data-cell="e4"]').click();
  const ghost = page.locator('.board .ghost').first();
  await expect(ghost).toHaveCount(1);
  expect(await ghost.evaluate((e) => getComputedStyle(e).animationName)).toBe('taken-still');
  // Every stylesheet rule that animates movement has its reduced-motion counterpart: no element
  // of the page is animated with a transform-based keyframe while reduce is on.
  const moving = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .map((e) => getComputedStyle(e).animationName)
      .filter((n) => n && n !== 'none' && !['taken-still', 'fade-in', 'spin'].includes(n)),
  );
  expect(moving).toEqual([]);
});
