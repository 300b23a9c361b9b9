// Analysis in the page (issue 26): the engine's best lines for the position shown, in a worker of
// their own, with an evaluation bar beside the board and the best turn's arrow; a click on a turn
// of a line plays the line up to it; turning it off stops its worker. The hint says why; the board
// is saved as SVG and PNG pictures. (The page's responsiveness while it runs: analysis-timing.)
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, open, watchWorkers } from './helpers';

const lines = (page: Page) => page.getByTestId('analysis-line');
const bar = (page: Page) => page.getByTestId('eval-bar');
const toggle = (page: Page) => page.getByTestId('analysis-toggle');

test('analysis on Odin’s Rune: three lines, a bar, an arrow; a line plays; off stops its worker', async ({ page }) => {
  const workers = watchWorkers(page);
  await open(page, 'odins-rune');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(bar(page)).toHaveCount(0);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  // (Soft: the bar, the lines and the arrow are each checked even when another is wrong.)
  await expect.soft(lines(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByTestId('analysis-depth')).toHaveText(/^depth \d+$/);
  // The bar: the chance of the side at the bottom (White, to move), and its number.
  await expect(bar(page)).toBeVisible();
  await expect.soft(bar(page)).toHaveAttribute('data-chance', /^\d+$/);
  const chance = Number(await bar(page).getAttribute('data-chance'));
  expect.soft(chance).toBeGreaterThanOrEqual(0);
  expect.soft(chance).toBeLessThanOrEqual(1000);
  await expect.soft(bar(page).locator('.eval-text')).toHaveText(/^(\d+|#-?\d+)$/);
  // Each line: its chance, then its turns numbered as the move list numbers them.
  for (const line of await lines(page).all()) {
    await expect(line.getByTestId('line-score')).toHaveText(/^(\d+\.\d%|#-?\d+)$/);
    await expect(line.locator('button').first()).toHaveText(/^1\. \S+/);
  }
  const firstTurns = await lines(page).evaluateAll((ls) => ls.map((l) => l.querySelector('button')?.textContent));
  expect.soft(new Set(firstTurns).size, 'three different turns').toBe(3);
  // The best turn's arrow on the board.
  await expect.soft(board(page).getByTestId('analysis-arrow').locator('path, circle').first()).toBeAttached();
  // Nothing was played meanwhile, and the computer opponent's worker was never started.
  await expect(moves(page)).toHaveCount(0);
  expect(workers.started).toHaveLength(1);

  // A click on the second turn of the best line plays both turns.
  // (Read and clicked in one task: a new depth may redraw the lines at any time.)
  const wanted = await lines(page).first().evaluate((l) => {
    const b = [...l.querySelectorAll('button')];
    b[1].click();
    return [b[0].textContent?.replace(/^1\. /, ''), b[1].textContent?.replace(/^1… /, '')];
  });
  await expect(moves(page)).toHaveText(wanted);
  // The new position is analysed in its turn (by a worker started afresh).
  await expect(lines(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(lines(page).first().locator('button').first()).toHaveText(/^2\. /);

  // Off (the key A): the panel, the bar and the arrow go, and so does the worker.
  await page.locator('body').press('a');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(lines(page)).toHaveCount(0);
  await expect(bar(page)).toHaveCount(0);
  await expect(board(page).getByTestId('analysis-arrow')).toHaveCount(0);
  await expect.poll(() => workers.closed.length).toBe(workers.started.length);
  expect(workers.started.length).toBeGreaterThanOrEqual(1);
});

test('an earlier position shown is analysed; a line played there is a variation, the game left as it was', async ({ page }) => {
  await open(page, 'chess');
  await cell(page, 'e2').click();
  await cell(page, 'e4').click();
  await expect(moves(page)).toHaveCount(1);
  await page.getByTestId('undo').focus();
  await page.keyboard.press('a');
  await expect(lines(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(lines(page).first().locator('button').first()).toHaveText(/^1… /);
  // Black's turns after 1. e4 (to the fifth or sixth rank); at the start, White's (third or fourth).
  const firsts = () => lines(page).evaluateAll((ls) => ls.map((l) => l.querySelector('button')?.textContent ?? ''));
  expect(await firsts()).toEqual(expect.arrayContaining([expect.stringMatching(/^1… \S*[56]$/)]));
  await page.keyboard.press('Home');
  await expect(lines(page).first().locator('button').first()).toHaveText(/^1\. \S*[34]$/, { timeout: 30_000 });
  for (const t of await firsts()) expect(t).toMatch(/^1\. \S*[34]$/);
  await expect(moves(page)).toHaveCount(1);
  // A click on a line's second turn plays the line up to it there: a variation; the game's own
  // line is untouched. (A line not starting with the game's own 1. e4, which would follow it.)
  const list = page.getByTestId('move-list');
  // (Read and clicked in one task: a new depth may redraw the lines at any time.)
  const wanted = await page.evaluate(() => {
    const line = [...document.querySelectorAll('[data-testid="analysis-line"]')]
      .map((l) => [...l.querySelectorAll('button')])
      .find((b) => b.length > 1 && b[0].textContent !== '1. e4');
    if (!line) return [];
    line[1].click();
    return [line[0].textContent?.replace(/^1\. /, ''), line[1].textContent?.replace(/^1… /, '')];
  });
  expect(wanted).toHaveLength(2);
  await expect(list.getByTestId('variation')).toHaveCount(1);
  await expect(list.getByTestId('variation')).toHaveText(new RegExp(`^\\(1\\.\\s*${wanted[0]}\\s*${wanted[1]}\\)$`.replace(/\+/g, '\\+')));
  await expect(list.locator('[data-index]')).toHaveText(['e4'], { useInnerText: true });
});

test('the hint says why: the chance to win and the line expected', async ({ page }) => {
  await open(page, 'keltic');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-text')).toBeVisible({ timeout: 15_000 });
  const notation = (await page.getByTestId('hint-text').locator('strong').innerText()).trim();
  const reasons = page.getByTestId('hint-reasons');
  await expect(reasons).toHaveText(/^White (wins \d+% of the time|wins in \d+|loses in \d+); the line expected: \S/);
  expect((await reasons.innerText()).split('the line expected: ')[1].split(' ')[0]).toBe(notation);
});

test('Save as image writes the board as shown, with its arrows, as SVG and PNG', async ({ page }) => {
  await open(page, 'odins-rune');
  // A green arrow drawn from e1 to e4.
  const centre = async (name: string) => {
    const b = await cell(page, name).boundingBox();
    if (!b) throw new Error(`no box for ${name}`);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const [a, b] = [await centre('e1'), await centre('e4')];
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  await expect(board(page).locator('path.drawn')).toHaveCount(1);
  const men = await board(page).locator('image.piece').count();
  expect(men).toBeGreaterThan(10);
  const size = await board(page).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { w: Math.round(Math.round(r.width) * devicePixelRatio), h: Math.round(Math.round(r.height) * devicePixelRatio) };
  });

  const downloads: import('@playwright/test').Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByTestId('save-image').click();
  await expect.poll(() => downloads.length).toBe(2);
  const byName = Object.fromEntries(downloads.map((d) => [d.suggestedFilename(), d]));
  expect(Object.keys(byName).sort()).toEqual(['runeboard-odins-rune.png', 'runeboard-odins-rune.svg']);

  // The SVG parses as SVG, with every man's picture inside it and the arrow.
  const svg = readFileSync(await byName['runeboard-odins-rune.svg'].path()).toString('utf8');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      root: root.localName,
      ns: root.namespaceURI,
      errors: doc.getElementsByTagName('parsererror').length,
      men: [...root.querySelectorAll('image')].filter((i) => (i.getAttribute('href') ?? '').startsWith('data:image/svg+xml;base64,')).length,
      // Each picture inside is one man's, not the whole sheet it is drawn from (pieces/men.svg).
      pictures: [
        ...new Set([...root.querySelectorAll('image')].map((i) => i.getAttribute('href') ?? '').filter((h) => h.startsWith('data:'))),
      ].map((h) => {
        const one = new DOMParser().parseFromString(atob(h.slice(h.indexOf(',') + 1)), 'image/svg+xml');
        return [one.documentElement.localName, one.documentElement.getAttribute('viewBox'), one.querySelectorAll('view, svg svg').length];
      }),
      arrows: root.querySelectorAll('path.drawn').length,
      arrowFill: root.querySelector('path.drawn')?.getAttribute('style') ?? '',
    };
  }, svg);
  expect(parsed).toMatchObject({ root: 'svg', ns: 'http://www.w3.org/2000/svg', errors: 0, men, arrows: 1 });
  expect(parsed.arrowFill).toMatch(/fill:\s*rgb/);
  expect(parsed.pictures.length).toBeGreaterThan(5);
  for (const p of parsed.pictures) expect(p).toEqual(['svg', '0 0 45 45', 0]);

  // The PNG: its signature, and the board's size (the header's width and height).
  const png = readFileSync(await byName['runeboard-odins-rune.png'].path());
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect({ w: png.readUInt32BE(16), h: png.readUInt32BE(20) }).toEqual(size);
  // Not blank: a drawn board compresses to more than a few hundred bytes.
  expect(png.length).toBeGreaterThan(5000);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe-core finds nothing with the analysis shown (${scheme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, 'odins-rune');
    await toggle(page).click();
    await expect(lines(page)).toHaveCount(3, { timeout: 30_000 });
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
