// No layout shift (issue 11): the board stays where it is when a refusal, a remark, a prompt for
// the waiting step or a picker appears — measured with bounding boxes, on a laptop and a phone.
import { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { test, open, board, cell, loadPosition } from './helpers';

const reserve = (page: Page, player: string, piece: string) =>
  page.getByRole('group', { name: `${player}'s reserve` }).locator(`[data-testid="reserve-option"][data-piece="${piece}"]`);

async function boardBox(page: Page) {
  const box = await board(page).boundingBox();
  if (!box) throw new Error('no board');
  return box;
}

function same(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  expect(Math.abs(a.x - b.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(a.width - b.width)).toBeLessThanOrEqual(1);
}

test('Orphic on a laptop: a refusal, a remark and a drop do not move the board', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, 'orphic');
  const before = await boardBox(page);
  await reserve(page, 'White', 'N').click();
  await cell(page, 'a1').click();
  await reserve(page, 'Black', 'N').click();
  await cell(page, 'a8').click();
  same(before, await boardBox(page));
  // A click the rules refuse, with its reason in the status line.
  await cell(page, 'a1').click();
  await expect(page.getByTestId('status').locator('.message')).toBeVisible();
  same(before, await boardBox(page));
  // A drop onto a pawn waits for the pawn's square, in words.
  await page.keyboard.press('Escape');
  await reserve(page, 'White', 'N').click();
  await cell(page, 'c3').click();
  await expect(page.getByTestId('prompt')).toContainText('displaced pawn');
  same(before, await boardBox(page));
});

test('spIndecision on a phone: the declaration picker does not move the board', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'spindecision');
  const before = await boardBox(page);
  await cell(page, 'b1l').click();
  await expect(page.getByTestId('picker')).toBeVisible();
  same(before, await boardBox(page));
  await page.keyboard.press('Escape');
  same(before, await boardBox(page));
});

for (const [name, width, height] of [
  ['a 1024×768 tablet', 1024, 768],
  ['a 390×844 phone', 390, 844],
] as const) {
  test(`every game's board fits ${name} without scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await open(page, 'keltic');
    const ids = await page.getByTestId('game-select').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    for (const id of ids) {
      await page.getByTestId('game-select').selectOption(id);
      // (A game the first module lacks is opened by the full module: once it has the page.)
      await expect(page.locator('html:not([data-full])')).toHaveCount(1);
      await expect(page.getByTestId('game-select')).toHaveValue(id);
      await expect(board(page)).toBeVisible();
      const box = await boardBox(page);
      expect.soft(box.y + box.height, `${id}: the board's bottom edge`).toBeLessThanOrEqual(height + 1);
      expect.soft(box.x + box.width, `${id}: the board's right edge`).toBeLessThanOrEqual(width + 1);
      expect.soft(box.x, `${id}: the board's left edge`).toBeGreaterThanOrEqual(-1);
    }
  });
}

test('a berserk chain takes at most two lines of the move list (it took four)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, 'tyr-11');
  // Loaded and shown before the turn is played (Load opens the full module first).
  await loadPosition(page, '11/9K1/11/11/4A6/4D6/1A9/7A3/7D3/2AD7/11 a 0 1');
  await cell(page, 'b5').click();
  await cell(page, 'e5').click();
  await cell(page, 'e2').click();
  await cell(page, 'h2').click();
  const move = page.getByTestId('move-list').getByTestId('move').first();
  await expect(move).toHaveText('b5-e5x(e6)-e2x(d2)-h2x(h3)');
  const box = await move.boundingBox();
  const line = await move.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
  expect(box!.height).toBeLessThan(line * 2.5);
});

// Issue 25: a status line too long for its room (spIndecision's winning direction, Orphic's
// capture-only rule and its relocation rule) opens in full on "More" or a tap, over the board,
// which stays where it is; on a 390×844 phone.
/** Whether every part of the status line is shown whole (none cut, the line not taller than its box). */
const statusWhole = (page: Page) =>
  page.getByTestId('status').evaluate((p) => {
    const fits = (e: Element) => e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1;
    const parts = [...p.querySelectorAll(':scope > span:not(.message):not(.swatch)')];
    const r = p.getBoundingClientRect();
    return fits(p) && parts.every(fits) && r.bottom <= window.innerHeight && r.right <= window.innerWidth + 1;
  });

for (const [what, id, words, setup] of [
  ["spIndecision's winning direction", 'spindecision', 'Red takes Black', async () => {}],
  ["Orphic's capture-only rule", 'orphic', 'its men may only capture', async () => {}],
  [
    "Orphic's relocation rule",
    'orphic',
    'displaced pawn',
    async (page: Page) => {
      await reserve(page, 'White', 'N').click();
      await cell(page, 'c3').click();
    },
  ],
] as const) {
  test(`a phone: ${what} opens in full and the board stays`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, id);
    await setup(page);
    await expect(page.getByTestId('status')).toContainText(words);
    const before = await boardBox(page);
    // Cut to fit at first: "More" says there is more.
    expect(await statusWhole(page)).toBe(false);
    const more = page.getByTestId('status-more');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(await statusWhole(page)).toBe(true);
    await expect(page.getByTestId('status').getByText(words)).toBeVisible();
    same(before, await boardBox(page));
    // Closed again by a tap on it; opened by a tap too.
    await page.getByTestId('status').click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    same(before, await boardBox(page));
    await page.getByTestId('status').click();
    expect(await statusWhole(page)).toBe(true);
    same(before, await boardBox(page));
  });
}
