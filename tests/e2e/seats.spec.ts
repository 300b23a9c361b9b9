// Two players at one table (issue #27): "Auto-flip" turns the board to the player to move after
// each turn; "Face to face" puts the far player's clock, status line and buttons (Undo, Resign, a
// draw offer) on their side of the fixed board, turned 180°, on a phone and on a tablet, used by
// touch. Both are settings, kept over a reload.
import { expect, Locator, Page } from '@playwright/test';
import { test, board, cell, moves, status, open } from './helpers';

async function chooseSeats(page: Page, value: 'together' | 'face-to-face' | 'auto-flip') {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByTestId(`setting-seats-${value}`).check();
  await page.getByTestId('settings-close').click();
}

async function box(l: Locator) {
  const b = await l.boundingBox();
  expect(b, 'drawn').not.toBeNull();
  return b!;
}

test('Auto-flip turns the board to the player to move, and is kept', async ({ page }) => {
  await open(page, 'keltic');
  await chooseSeats(page, 'auto-flip');
  const flipped = () => board(page).getAttribute('data-flipped');
  expect(await flipped()).toBe('false');
  const turns = [
    ['e3', 'e4'],
    ['d5', 'd4'],
    ['c3', 'c4'],
    ['f5', 'f4'],
  ];
  for (const [i, [from, to]] of turns.entries()) {
    await cell(page, from).click();
    await cell(page, to).click();
    await expect(moves(page)).toHaveCount(i + 1);
    // After White's turn Black's side of the board is turned to the players, and back.
    await expect(board(page)).toHaveAttribute('data-flipped', i % 2 === 0 ? 'true' : 'false');
  }
  await cell(page, 'b3').click();
  await cell(page, 'b4').click();
  await expect(moves(page)).toHaveCount(5);
  await expect(board(page)).toHaveAttribute('data-flipped', 'true');
  await page.reload();
  await expect(moves(page)).toHaveCount(5);
  await expect(board(page)).toHaveAttribute('data-flipped', 'true');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByTestId('setting-seats-auto-flip')).toBeChecked();
  await page.getByTestId('setting-seats-together').check();
  await page.getByTestId('settings-close').click();
  await expect(board(page)).toHaveAttribute('data-flipped', 'false');
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test.describe(`Face to face at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size, hasTouch: true });

    test('the far player has their clock, line and buttons turned to them, used by touch', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
      await open(page, 'keltic');
      await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
      const custom = page.getByTestId('time-control-custom');
      await custom.fill('300+3');
      await custom.blur();
      await chooseSeats(page, 'face-to-face');
      const far = page.getByTestId('seat-1');
      const near = page.getByTestId('seat-0');
      await expect(far).toHaveClass(/far/);
      await expect(near).not.toHaveClass(/far/);
      const turned = await far.evaluate((e) => getComputedStyle(e).transform);
      expect(turned).toBe('matrix(-1, 0, 0, -1, 0, 0)');
      expect(await near.evaluate((e) => getComputedStyle(e).transform)).toBe('none');
      await expect(far.getByTestId('clock-1').getByRole('timer')).toHaveText('5:00');
      await expect(near.getByTestId('clock-0').getByRole('timer')).toHaveText('5:00');
      await cell(page, 'e3').tap();
      await cell(page, 'e4').tap();
      await expect(moves(page)).toHaveCount(1);
      await expect(far.getByTestId('clock-1')).toHaveClass(/running/);
      await expect(far).toHaveClass(/to-move/);
      await page.clock.runFor(2_000);
      await expect(far.getByTestId('clock-1').getByRole('timer')).toHaveText('4:58');

      // Nothing overlaps: the far side above the board, the near side below it, all on screen.
      const [f, b, n] = [await box(far), await box(board(page)), await box(near)];
      expect(f.y + f.height).toBeLessThanOrEqual(b.y + 1);
      expect(b.y + b.height).toBeLessThanOrEqual(n.y + 1);
      const s = await box(status(page));
      expect(f.y + f.height).toBeLessThanOrEqual(s.y + 1);
      expect(s.y + s.height).toBeLessThanOrEqual(b.y + 1);
      for (const part of [f, n]) {
        expect(part.x).toBeGreaterThanOrEqual(0);
        expect(part.x + part.width).toBeLessThanOrEqual(size.width);
      }
      await page.screenshot({ path: test.info().outputPath(`face-to-face-${size.width}.png`), fullPage: true });

      // The far player (Black) offers a draw by touch; the near one declines it.
      await far.getByRole('button', { name: 'Offer a draw (Black)' }).tap();
      await expect(near.getByRole('button', { name: 'Accept draw' })).toBeVisible();
      await expect(far.getByRole('button', { name: /Offer a draw/ })).toHaveCount(0);
      await near.getByRole('button', { name: 'Decline' }).tap();
      await expect(far.getByRole('button', { name: 'Offer a draw (Black)' })).toBeVisible();
      // The far player takes back White's turn: White's clock as it was.
      await far.getByRole('button', { name: 'Undo (Black)' }).tap();
      await expect(moves(page)).toHaveCount(0);
      await expect(near.getByTestId('clock-0').getByRole('timer')).toHaveText('5:00');
      await cell(page, 'e3').tap();
      await cell(page, 'e4').tap();
      await expect(moves(page)).toHaveCount(1);
      // White offers, the far player accepts by touch.
      await near.getByRole('button', { name: 'Offer a draw (White)' }).tap();
      await far.getByRole('button', { name: 'Accept draw' }).tap();
      await expect(status(page)).toContainText('Draw by agreement');
      await expect(far.locator('.seat-line')).toHaveText('Draw by agreement');
      await page.screenshot({ path: test.info().outputPath(`face-to-face-${size.width}-drawn.png`), fullPage: true });
      // Kept over a reload: the seats and how the game ended.
      await page.reload();
      await expect(far).toHaveClass(/far/);
      await expect(far.locator('.seat-line')).toHaveText('Draw by agreement');
    });

    test('the far player resigns by touch', async ({ page }) => {
      await open(page, 'keltic');
      await chooseSeats(page, 'face-to-face');
      const far = page.getByTestId('seat-1');
      await cell(page, 'e3').tap();
      await cell(page, 'e4').tap();
      await far.getByRole('button', { name: 'Resign (Black)' }).tap();
      await expect(status(page)).toContainText('Black resigned');
      await expect(page.getByTestId('seat-0').locator('.seat-line')).toHaveText('Black resigned — White wins');
    });
  });
}
