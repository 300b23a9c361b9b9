// Game review in the page (issue 26): "Review" has the analysis's worker judge every turn of the
// main line; a planted queen blunder in Keltic Chess is marked ?? with the better turn shown; the
// graph of the chance to win jumps to a turn (click and keys); the review is kept with the saved
// game and goes when the main line changes; Cancel stops the worker. (The page's responsiveness
// while a review runs: analysis-timing.)
import AxeBuilder from '@axe-core/playwright';
import { expect, Page } from '@playwright/test';
import { test, moves, LONG_KELTIC, longKeltic, watchWorkers } from './helpers';

/** 1. d4 a4 2. Qc4?? dxc4 3. bxa4: White's queen goes where Black's d5 pawn takes it. */
const BLUNDER = './#game=keltic&turns=d4+a4+Qc4+dxc4+bxa4';
const LONG = LONG_KELTIC;

const start = (page: Page) => page.getByTestId('review-start');
const progress = (page: Page) => page.getByTestId('review-progress');
const summary = (page: Page) => page.getByTestId('review-summary');
const graph = (page: Page) => page.getByTestId('review-graph');
const marked = (page: Page) => page.getByTestId('move-list').locator('[data-mark]');

/** Open the blunder game and review it to the end. */
async function reviewBlunder(page: Page) {
  await page.goto(BLUNDER);
  await expect(moves(page)).toHaveCount(5);
  await start(page).click();
  await expect(summary(page)).toBeVisible({ timeout: 60_000 });
  await expect(progress(page)).toHaveCount(0);
}

test('a review marks the queen blunder, shows the better turn, and its graph jumps to a turn', async ({ page }) => {
  test.setTimeout(120_000);
  await reviewBlunder(page);
  // Every turn is judged; 2. Qc4 is a blunder: ?? in the list, and its name says so.
  await expect(marked(page)).toHaveCount(5);
  const qc4 = moves(page).nth(2);
  await expect(qc4).toHaveAttribute('data-mark', 'blunder');
  await expect(qc4).toHaveText('Qc4??');
  await expect(qc4).toHaveAccessibleName('Qc4, blunder');
  await expect(moves(page).nth(3)).toHaveAttribute('data-mark', /^(best|good)$/);
  // The summary: White's row counts the blunder.
  const white = summary(page).locator('tbody tr').first();
  await expect(white.locator('td').nth(3)).toHaveText('1');
  // The game is as it was: the same five turns, the last one shown. (The quiet turns' own marks,
  // if any, are the evaluation's opinion of them, which this test does not pin.)
  await expect(moves(page)).toHaveText([/^d4[?!]*$/, /^a4[?!]*$/, 'Qc4??', /^dxc4[?!]*$/, /^bxa4[?!]*$/]);
  await expect(moves(page).nth(4)).toHaveAttribute('aria-current', 'step');

  // A click on the graph where the position after 2. Qc4 stands (3 of 5 turns) shows that turn.
  const box = await graph(page).boundingBox();
  if (!box) throw new Error('the graph has no box');
  await page.mouse.click(box.x + (box.width * 3) / 5, box.y + box.height / 2);
  await expect(qc4).toHaveAttribute('aria-current', 'step');
  const verdict = page.getByTestId('review-turn');
  await expect(verdict).toContainText('Blunder');
  await expect(verdict).toContainText('2. Qc4??');
  const better = page.getByTestId('review-better');
  await expect(better).toContainText(/^Better: \S+/);
  await expect(better.locator('strong')).not.toHaveText('Qc4');
  await expect(graph(page)).toHaveAttribute('aria-valuenow', '3');
  // The keys on the graph: one turn back, then the start, then the end.
  await graph(page).press('ArrowLeft');
  await expect(moves(page).nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(graph(page)).toHaveAttribute('aria-valuenow', '2');
  await graph(page).press('Home');
  await expect(graph(page)).toHaveAttribute('aria-valuenow', '0');
  await graph(page).press('End');
  await expect(moves(page).nth(4)).toHaveAttribute('aria-current', 'step');
  await expect(moves(page)).toHaveCount(5);

  // Kept with the saved game: a reload shows it again.
  await page.reload();
  await expect(marked(page)).toHaveCount(5);
  await expect(moves(page).nth(2)).toHaveAttribute('data-mark', 'blunder');
  await expect(summary(page)).toBeVisible();
  // The main line changes (two turns taken back, another played instead): the review goes, and
  // stays gone after a reload.
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await expect(moves(page)).toHaveCount(3);
  await page.locator('[data-cell="e5"]').click();
  await page.locator('[data-cell="e4"]').click();
  await expect(moves(page)).toHaveCount(4);
  await expect(marked(page)).toHaveCount(0);
  await expect(summary(page)).toHaveCount(0);
  await page.reload();
  await expect(moves(page)).toHaveCount(4);
  await expect(marked(page)).toHaveCount(0);
  await expect(start(page)).toHaveText('Review');
});

test('Cancel stops the review: no progress, no marks, the worker gone', async ({ page }) => {
  test.setTimeout(60_000);
  const workers = watchWorkers(page);
  await page.goto(longKeltic);
  await expect(moves(page)).toHaveCount(LONG.length);
  await start(page).click();
  await expect(progress(page)).toBeVisible();
  await expect(progress(page)).toHaveAttribute('max', String(LONG.length + 1));
  // The worker reports its progress.
  await expect.poll(async () => Number(await progress(page).getAttribute('value')), { timeout: 30_000 }).toBeGreaterThan(0);
  expect(workers.started.length).toBe(1);
  await page.getByTestId('review-cancel').click();
  await expect(progress(page)).toHaveCount(0);
  await expect(start(page)).toBeEnabled();
  await expect.poll(() => workers.closed.length).toBe(workers.started.length);
  // Nothing comes later: no marks, no summary.
  await page.waitForTimeout(1500);
  await expect(marked(page)).toHaveCount(0);
  await expect(summary(page)).toHaveCount(0);
  await expect(moves(page)).toHaveCount(LONG.length);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe-core finds nothing with a review shown (${scheme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await reviewBlunder(page);
    await moves(page).nth(2).click();
    await expect(page.getByTestId('review-better')).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
