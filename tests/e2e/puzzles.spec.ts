// Puzzles (issue #41), on a desktop with the mouse and on a phone with a finger: the engine's
// puzzles of the game shown, fetched when the Puzzles panel first opens; a multi-step answer in
// Odin's Rune (an Ox's leap and its removal) solves one, with the page playing the replies; a
// wrong turn in tafl ends the try; the rating changes and survives a reload; offline after one
// visit; axe-core finds nothing in the panel.
//
// The test reads the puzzle the page opened (its id) from the same file the page fetched, and
// plays its solution by its cells: the cells a turn names, in order, are its steps (what a capture
// takes, written in brackets in tafl, is not a step).
import AxeBuilder from '@axe-core/playwright';
import { expect, Locator, Page } from '@playwright/test';
import { test, board, cell, moves, open } from './helpers';

type Puzzle = { id: string; solution: string[]; themes: string[]; rating: number };

async function puzzles(page: Page, game: string): Promise<Puzzle[]> {
  const text = await (await page.request.get(`puzzles/${game}.txt`)).text();
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1] ?? '';
      return {
        id: field('Puzzle'),
        solution: field('Solution').split(' '),
        themes: field('Themes').split(' ').filter((t) => t),
        rating: Number(field('Rating')),
      };
    })
    .filter((p) => p.id);
}

/** The cells a turn names, in order: its steps. */
const steps = (turn: string) => turn.replace(/\([^)]*\)/g, '').match(/[a-z]\d{1,2}/g) ?? [];

/** Plays the solver's turns of the solution by their cells; the page plays each reply at once. */
async function solve(page: Page, p: Puzzle, press: (l: Locator) => Promise<void>) {
  await expect(moves(page)).toHaveCount(0);
  for (let i = 0; i < p.solution.length; i += 2) {
    for (const c of steps(p.solution[i])) {
      await press(cell(page, c));
    }
    // (None after the last turn.)
    await expect(moves(page)).toHaveCount(Math.min(i + 2, p.solution.length));
  }
}

const panel = (page: Page) => page.getByTestId('puzzles');
const rating = (page: Page) => page.getByTestId('puzzle-rating');

async function openPanel(page: Page) {
  await panel(page).locator('summary').click();
  await expect(page.getByTestId('puzzle-next')).toBeEnabled({ timeout: 20_000 });
}

/** The puzzle the page opened, from the file. */
async function opened(page: Page, game: string): Promise<Puzzle> {
  const id = await page.getByTestId('puzzle-work').getAttribute('data-puzzle');
  const p = (await puzzles(page, game)).find((x) => x.id === id);
  expect(p, `puzzle ${id} in the file`).toBeTruthy();
  return p!;
}

for (const kind of ['desktop', 'phone'] as const) {
  test.describe(`puzzles on a ${kind}`, () => {
    test.use(
      kind === 'phone'
        ? { hasTouch: true, viewport: { width: 390, height: 844 } }
        : { viewport: { width: 1280, height: 800 } },
    );
    const press = (l: Locator) => (kind === 'phone' ? l.tap() : l.click());

    test("Odin's Rune: an Ox's leap and removal is one answer; solved, rated, kept after a reload", async ({ page }, info) => {
      test.setTimeout(60_000);
      await open(page, 'odins-rune');
      await expect(rating(page)).toBeHidden();
      await openPanel(page);
      await expect(rating(page)).toContainText('Your puzzle rating: 1500');
      // Puzzles with a removal, the Ox's second capture.
      await page.getByTestId('puzzle-theme').selectOption('removal');
      await press(page.getByTestId('puzzle-next'));
      const p = await opened(page, 'odins-rune');
      expect(p.themes).toContain('removal');
      await expect(page.getByTestId('puzzle-task')).toContainText('Find the best turn for');
      await expect(moves(page)).toHaveCount(0);
      await solve(page, p, press);
      // A turn of several steps was one answer: the removal's turn is one move of the list.
      expect(p.solution.some((t, i) => i % 2 === 0 && steps(t).length >= 3)).toBe(true);
      await expect(page.getByTestId('puzzle-verdict')).toHaveText(/Solved/);
      await expect(rating(page)).not.toContainText('rating: 1500 ');
      await expect(rating(page)).toContainText('streak 1');
      const after = await rating(page).textContent();
      await board(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`puzzle-solved-${kind}.png`) });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: info.outputPath(`puzzle-solved-${kind}-dark.png`) });
      // axe-core: nothing in the panel.
      const { violations } = await new AxeBuilder({ page }).include('[data-testid="puzzles"]').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      // Kept in this browser.
      await page.reload();
      await openPanel(page);
      await expect(rating(page)).toHaveText(after!);
    });

    test('tafl: one puzzle solved; in the next, a wrong turn ends the try, is taken back, lowers the rating; the solution on request', async ({ page }, info) => {
      test.setTimeout(90_000);
      await open(page, 'tyr-11');
      await openPanel(page);
      await press(page.getByTestId('puzzle-next'));
      const first = await opened(page, 'tyr-11');
      await solve(page, first, press);
      await expect(page.getByTestId('puzzle-verdict')).toHaveText(/Solved/);
      await expect(rating(page)).toContainText('streak 1');
      const solved = Number((await rating(page).textContent())!.match(/rating: (\d+)/)![1]);
      expect(solved).toBeGreaterThan(1500);
      // axe-core, light scheme: nothing in the panel.
      const { violations } = await new AxeBuilder({ page }).include('[data-testid="puzzles"]').analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      await press(page.getByTestId('puzzle-next'));
      const p = await opened(page, 'tyr-11');
      expect(p.id).not.toBe(first.id);
      const [from, to] = steps(p.solution[0]);
      // The solution's man, sent somewhere else it may go.
      await press(cell(page, from));
      const targets = await board(page).locator('[data-cell].target').evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')!));
      const wrong = targets.find((t) => t !== to)!;
      expect(wrong).toBeTruthy();
      await press(cell(page, wrong));
      await expect(page.getByTestId('puzzle-verdict')).toHaveText(/Not the best turn/);
      await expect(moves(page)).toHaveCount(0);
      await expect(cell(page, from)).not.toHaveAttribute('aria-label', /empty/);
      const now = Number((await rating(page).textContent())!.match(/rating: (\d+)/)![1]);
      expect(now).toBeLessThan(solved);
      await expect(rating(page)).toContainText('streak 0');
      await board(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`puzzle-failed-${kind}.png`) });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: info.outputPath(`puzzle-failed-${kind}-dark.png`) });
      await press(page.getByTestId('puzzle-solution'));
      await expect(moves(page)).toHaveCount(p.solution.length);
      // View in analysis: the puzzle left, the engine's lines shown.
      await press(page.getByTestId('puzzle-analyse'));
      await expect(page.getByTestId('puzzle-work')).toHaveCount(0);
      await expect(page.getByTestId('analysis-toggle')).toHaveAttribute('aria-pressed', 'true');
    });
  });
}

test('after one visit, puzzles open with the network cut', async ({ page, context }) => {
  test.setTimeout(60_000);
  await open(page, 'tyr-11');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.reload();
  await expect(board(page)).toBeVisible();
  await openPanel(page);
  await page.getByTestId('puzzle-next').click();
  await expect(page.getByTestId('puzzle-task')).toContainText('Find the best turn');
  await context.setOffline(false);
});
