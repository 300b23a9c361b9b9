// The computer opponent in the page, in real Chromium: full games at level 1, hints, "Move now",
// cancelling, a demonstration that pauses and steps, the computer's multi-step turn shown step by
// step, and the opponent kept in the link. (The page staying responsive while level 5 thinks is
// measured in timing.spec.ts, which runs alone.)
import { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { test, open, board, cell, moves, loadPosition, cellsWithClass } from './helpers';
import { sides, level, thinking, over, computerPlays } from './helpers';

/**
 * Play one turn for the person to move, as a new player might: the first man that can move, its
 * first target, and so on until the turn is played (a picker's first choice, or "stop here").
 */
async function playSomeTurn(page: Page) {
  const before = await moves(page).count();
  await board(page).locator('[data-cell].movable').first().click();
  for (let i = 0; i < 40 && (await moves(page).count()) === before; i++) {
    const targets = board(page).locator('[data-cell].target');
    const picker = page.getByTestId('picker');
    if (await picker.isVisible()) {
      await picker.locator('button').first().click();
    } else if ((await targets.count()) > 0) {
      await targets.first().click();
    } else if (await page.getByTestId('stop-here').isVisible()) {
      await page.getByTestId('stop-here').click();
    } else {
      break;
    }
  }
  await expect(moves(page)).not.toHaveCount(before);
}

/** A whole game against the computer at level 1: every turn is legal, the game ends. */
async function fullGame(page: Page, id: string) {
  await open(page, id);
  await computerPlays(page, '1', 1);
  for (let ply = 0; ply < 600; ply++) {
    // Wait for the person's turn (men to pick) or the end of the game.
    await expect(board(page).locator('[data-cell].movable').first().or(over(page))).toBeVisible({ timeout: 15_000 });
    if (await over(page).isVisible()) break;
    await playSomeTurn(page);
  }
  await expect(over(page)).toBeVisible();
  const text = await page.getByTestId('status').innerText();
  expect(text).toMatch(/wins|Draw/);
  return moves(page).count();
}

test('a full game of Keltic against the computer at level 1', async ({ page }) => {
  test.setTimeout(300_000);
  const n = await fullGame(page, 'keltic');
  expect(n).toBeGreaterThan(2);
});

test('a full game of Odin 11×11 against the computer at level 1', async ({ page }) => {
  test.setTimeout(300_000);
  const n = await fullGame(page, 'odin-11');
  expect(n).toBeGreaterThan(2);
});

test('the hint highlights a legal turn, which can be played', async ({ page }) => {
  await open(page, 'keltic');
  await page.getByTestId('hint').click();
  const hint = page.getByTestId('hint-text');
  await expect(hint).toBeVisible({ timeout: 10_000 });
  const notation = (await hint.locator('strong').innerText()).trim();
  const cells = await cellsWithClass(page, 'hint');
  expect(cells.length).toBe(2);
  // The man to pick is the hinted cell that can move; the other is its target.
  const movable = await cellsWithClass(page, 'movable');
  const from = cells.find((c) => movable.includes(c));
  expect(from).toBeDefined();
  await cell(page, from as string).click();
  await cell(page, cells.find((c) => c !== from) as string).click();
  await expect(moves(page)).toHaveCount(1);
  await expect(moves(page).first()).toHaveText(notation);
  await expect(page.getByTestId('hint-text')).toHaveCount(0);
  expect(await cellsWithClass(page, 'hint')).toEqual([]);
});

test("the computer's Forest Ox turn is shown step by step", async ({ page }) => {
  await open(page, 'odins-rune');
  // Seed problem 2, Black to move: the Ox on c4 takes the king on d2 and removes the one on c2.
  await loadPosition(page, '10/10/10/10/10/Rpk7/2f7/10/1PKK6/10 b 0 1');
  // Record what stands on c4, d2 and c2 at every frame while the computer plays.
  await page.evaluate(() => {
    const w = window as unknown as { frames_: string[] };
    w.frames_ = [];
    const man = (name: string) => {
      const label = document.querySelector(`[data-testid="board"] [data-cell="${name}"]`)?.getAttribute('aria-label') ?? '';
      if (label.includes('taken')) return 'taken';
      if (/forest ox/i.test(label)) return 'ox';
      if (/king/i.test(label)) return 'king';
      return label.includes('empty') ? 'empty' : label;
    };
    const tick = () => {
      const f = `${man('c4')}|${man('d2')}|${man('c2')}`;
      if (w.frames_[w.frames_.length - 1] !== f) w.frames_.push(f);
      if (w.frames_.length < 50) requestAnimationFrame(tick);
    };
    tick();
  });
  await computerPlays(page, '1', 3);
  await expect(moves(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(moves(page).first()).toHaveText('Fc4xd2/xc2#');
  const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
  // Before; the Ox landed on d2 (the king it took fading there is hidden under it) with the
  // king on c2 still standing; then the king on c2 removed (fading); then the turn played.
  const landed = 'empty|ox|king';
  const removed = 'empty|ox|taken';
  expect(frames[0]).toBe('ox|king|king');
  expect(frames).toContain(landed);
  expect(frames).toContain(removed);
  expect(frames.indexOf(landed)).toBeLessThan(frames.indexOf(removed));
  expect(frames[frames.length - 1]).toBe('empty|ox|empty');
});

test('Move now plays at once, and switching the game cancels the thinking', async ({ page }) => {
  await open(page, 'keltic');
  await computerPlays(page, '1', 5);
  await cell(page, 'e3').click();
  await cell(page, 'e4').click();
  await expect(thinking(page)).toContainText('depth', { timeout: 10_000 });
  await page.getByTestId('move-now').click();
  await expect(moves(page)).toHaveCount(2, { timeout: 3_000 });
  await expect(thinking(page)).toHaveCount(0);

  await board(page).locator('[data-cell].movable').first().click();
  await board(page).locator('[data-cell].target').first().click();
  await expect(thinking(page)).toBeVisible();
  await page.getByTestId('game-select').selectOption('chess');
  await expect(page.getByTestId('game-select')).toHaveValue('chess');
  // The computer keeps its side in the new game, where a person is to move: nobody thinks.
  await expect(thinking(page)).toHaveCount(0);
  await expect(sides(page)).toHaveValue('1');
  // Back in Keltic the computer takes up its turn again.
  await page.getByTestId('game-select').selectOption('keltic');
  await expect(moves(page)).toHaveCount(4, { timeout: 15_000 });
});

test('a demonstration game pauses and steps', async ({ page }) => {
  await open(page, 'keltic');
  await computerPlays(page, 'all', 1);
  await expect(moves(page)).not.toHaveCount(0, { timeout: 15_000 });
  await page.getByTestId('pause').click();
  await expect(page.getByTestId('pause')).toHaveText('Resume');
  // A turn being shown when the pause came is still played; then nothing moves.
  await page.waitForTimeout(1200);
  const n = await moves(page).count();
  await page.waitForTimeout(1500);
  await expect(moves(page)).toHaveCount(n);
  await page.getByTestId('step').click();
  await expect(moves(page)).toHaveCount(n + 1, { timeout: 10_000 });
  await page.waitForTimeout(1500);
  await expect(moves(page)).toHaveCount(n + 1);
});

test('the opponent and level are kept in the link and the saved game', async ({ page }) => {
  await open(page, 'keltic');
  await computerPlays(page, '1', 2);
  await expect(page).toHaveURL(/computer=black&level=2/);
  await page.reload();
  await expect(sides(page)).toHaveValue('1');
  await expect(level(page)).toHaveValue('2');
  // A shared link carries them to a new browser: the Share button's link is the address.
  const url = page.url();
  const shared = await page.getByTestId('copy-link').getAttribute('data-link');
  expect(shared).toBe(url);
  const other = await page.context().browser()!.newContext();
  const fresh = await other.newPage();
  await fresh.goto(url);
  await expect(fresh.getByTestId('computer-sides')).toHaveValue('1');
  await expect(fresh.getByTestId('computer-level')).toHaveValue('2');
  await other.close();
});

test('a hint to drop a man highlights the man in the reserve and its square', async ({ page }) => {
  await open(page, 'orphic');
  // White mates by dropping its queen on g8 (the seed's kind of mate by drop).
  await loadPosition(page, '5b1k/4N1pp/8/8/8/8/8/K7 w Q - 0 1');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-text')).toContainText('Q@g8#', { timeout: 10_000 });
  expect(await cellsWithClass(page, 'hint')).toEqual(['g8']);
  const queen = page.getByRole('group', { name: "White's reserve" }).locator('[data-piece="Q"]');
  await expect(queen).toHaveClass(/\bhint\b/);
});
