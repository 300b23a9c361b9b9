// Game clocks (issue #27), on Playwright's fake clock (installed before the page loads): a game
// lost on time, increment, byo-yomi periods then a loss, pause and resume, a tab in the background,
// a reload mid-game, the record's clock comments exported and imported back. Keltic Chess is the
// game used.
import AxeBuilder from '@axe-core/playwright';
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, status, open, computerPlays, timer, timed, play } from './helpers';

test.describe('Game clocks', () => {
  test('a sudden-death game is lost on time', async ({ page }) => {
    await timed(page, '60');
    await expect(timer(page, 0)).toHaveText('1:00');
    await page.clock.runFor(5_000);
    await expect(timer(page, 0)).toHaveText('1:00');
    await play(page, 'e3', 'e4');
    await expect(page.getByTestId('clock-1')).toHaveClass(/running/);
    await page.clock.runFor(51_000);
    await expect(timer(page, 1)).toHaveText(/^0:09\.\d$/);
    await page.clock.runFor(9_100);
    await expect(status(page)).toContainText('Black lost on time');
    await expect(timer(page, 1)).toHaveText('0:00.0');
    await play(page, 'd5', 'd4');
    await expect(moves(page)).toHaveText(['e4']);
  });

  test('an increment game adds its seconds after each turn', async ({ page }) => {
    await timed(page, '60+5');
    await play(page, 'e3', 'e4');
    await expect(timer(page, 0)).toHaveText('1:05');
    await page.clock.runFor(10_000);
    await play(page, 'd5', 'd4');
    await expect(timer(page, 1)).toHaveText('0:55');
  });

  test('byo-yomi uses its periods, then the flag falls', async ({ page }) => {
    await timed(page, '10b2x5');
    await play(page, 'e3', 'e4');
    await page.clock.runFor(12_000);
    await expect(timer(page, 1)).toHaveText('0:03.0 (2 × byo-yomi)');
    await page.clock.runFor(5_000);
    await expect(timer(page, 1)).toHaveText('0:03.0 (1 × byo-yomi)');
    await page.clock.runFor(3_100);
    await expect(status(page)).toContainText('Black lost on time');
  });

  test('pause and resume', async ({ page }) => {
    await timed(page, '60');
    await play(page, 'e3', 'e4');
    await page.clock.runFor(10_000);
    await expect(timer(page, 1)).toHaveText('0:50');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(30_000);
    await expect(timer(page, 1)).toHaveText('0:50');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(5_000);
    await expect(timer(page, 1)).toHaveText('0:45');
  });

  test('a tab in the background keeps the time right', async ({ page }) => {
    await timed(page, '60');
    await play(page, 'e3', 'e4');
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // A sleeping tab: time passes, its timers fire once at most when it wakes.
    await page.clock.fastForward(20_000);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: false, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(200);
    await expect(timer(page, 1)).toHaveText('0:40');
  });

  test('a reload mid-game reopens paused with the same times', async ({ page }) => {
    await timed(page, '60');
    await play(page, 'e3', 'e4');
    await page.clock.runFor(10_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(timer(page, 1)).toHaveText('0:50');
    await page.reload();
    await expect(timer(page, 1)).toHaveText('0:50');
    await expect(timer(page, 0)).toHaveText('1:00');
    await page.clock.runFor(5_000);
    await expect(timer(page, 1)).toHaveText('0:50');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  });

  test('a reload of a running game reopens it paused with the times to the ms', async ({ page }) => {
    await timed(page, '15');
    await play(page, 'e3', 'e4');
    // Black's clock runs from White's click, 7.6 s: 7.4 s left (a save a tick or a second
    // behind would show 0:07.5 or more).
    await page.clock.runFor(7_600);
    await page.reload();
    await expect(timer(page, 1)).toHaveText('0:07.4');
    await expect(timer(page, 0)).toHaveText('0:15');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(timer(page, 1)).toHaveText('0:07.4');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(7_400);
    await expect(status(page)).toContainText('Black lost on time');
  });

  test('a link and the recent games carry the clock, reopened paused with the same times', async ({ page, browser }) => {
    await timed(page, '300+3');
    await play(page, 'e3', 'e4');
    await page.clock.runFor(12_300);
    await play(page, 'd5', 'd4');
    await page.clock.runFor(4_000);
    await expect(timer(page, 0)).toHaveText('4:59');
    await expect(timer(page, 1)).toHaveText('4:51');
    const link = new URL(page.url()).hash;
    expect(link).toContain('&clock=300+3;');
    // Another browser, nothing saved: the link opens paused with the times of its last turn.
    const other = await browser.newPage();
    await other.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await other.goto(page.url());
    await expect(timer(other, 0)).toHaveText('5:03');
    await expect(timer(other, 1)).toHaveText('4:51');
    await expect(other.getByRole('button', { name: 'Resume' })).toBeVisible();
    await other.close();
    // New game: the game left is among the recent games with its clock; reopened, paused as it was.
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(page.getByTestId('clock-0')).toBeVisible();
    const recent = page.getByTestId('recent-game');
    await page.getByTestId('recent-games').locator('summary').click();
    await expect(recent.first()).toContainText('2 turns, last d4, 5 min + 3 s increment, 4:59 / 4:51');
    await recent.first().getByTestId('recent-open').click();
    await expect(moves(page)).toHaveText(['e4', 'd4']);
    await expect(timer(page, 0)).toHaveText('4:59');
    await expect(timer(page, 1)).toHaveText('4:51');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  });

  // An old link (no clock) opens as before: untimed.
  test('an old link without a clock opens untimed', async ({ page }) => {
    await page.goto('./#game=keltic&turns=e4+d4');
    await expect(moves(page)).toHaveText(['e4', 'd4']);
    await expect(page.getByTestId('clock-0')).toHaveCount(0);
  });

  test('the export carries the clock comments and imports back with them', async ({ page }) => {
    await timed(page, '600+5');
    await play(page, 'e3', 'e4');
    await page.clock.runFor(3_000);
    await play(page, 'd5', 'd4');
    await page.getByTestId('export-open').click();
    const text = await page.getByTestId('record-text').inputValue();
    expect(text).toContain('[TimeControl "600+5"]');
    expect(text).toContain('1. e4 {[%clk 0:10:05]} d4 {[%clk 0:10:02]}');
    await page.getByTestId('record-close').click();
    await page.getByTestId('time-control-custom').fill('-');
    await page.getByTestId('time-control-custom').blur();
    await page.getByTestId('import-open').click();
    await page.getByTestId('import-text').fill(text);
    await page.getByTestId('import-submit').click();
    await expect(moves(page)).toHaveText(['e4', 'd4']);
    await expect(timer(page, 0)).toHaveText('10:05');
    await expect(timer(page, 1)).toHaveText('10:02');
  });

  test('a timed game against the computer, which does not lose on time', async ({ page }) => {
    await timed(page, '60:8');
    // The person has a minute, the computer 8 s: at its level's 2 s a turn its flag would fall at
    // its fourth turn. The worker thinks in real time, so the page's fake clock is let run in real
    // time too (no test step has to keep pace with the worker, which a loaded machine cannot
    // promise). The board's motions are on (the default), under the fake clock's frames.
    await computerPlays(page, '1', 5);
    await page.clock.resume();
    for (let turn = 0; turn < 6; turn++) {
      await expect(board(page).locator('[data-cell].movable').first()).toBeVisible();
      expect(await moves(page).count()).toBe(2 * turn);
      await board(page).locator('[data-cell].movable').first().click();
      await board(page).locator('[data-cell].target').first().click();
      await expect(moves(page)).toHaveCount(2 * turn + 2, { timeout: 20_000 });
      await expect(status(page)).not.toContainText('on time');
      await expect(page.getByTestId('clock-1')).not.toHaveClass(/flagged/);
    }
    // Its clock ran: it is below its 8 s.
    await expect(timer(page, 1)).toHaveText(/^0:0[0-7]\.\d$/);
  });

  test('axe finds nothing with the clocks shown and running; they speak only at low time and flag fall', async ({ page }) => {
    test.setTimeout(180_000);
    const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
    // axe waits on timers: the fake time is moved on while it reads the page (the clock runs).
    // The fake clock is the context's: it also runs axe's own blank page, which axe opens to
    // finish its run and closes; a step that meets that page closing is not the page's failure
    // (were the page itself closed, the next step would fail).
    const axe = async () => {
      let done = false;
      const run = new AxeBuilder({ page }).withTags(TAGS).analyze().finally(() => (done = true));
      const step = () =>
        page.clock.runFor(20).catch((e: Error) => {
          if (page.isClosed() || !e.message.includes('has been closed')) throw e;
        });
      while (!done) await step();
      const { violations } = await run;
      return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    };
    // What the live regions of the page say (what a screen reader hears on its own).
    const spoken = () =>
      page.locator('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]').allInnerTexts().then((t) => t.join(' | '));
    await timed(page, '90');
    await play(page, 'e3', 'e4');
    await page.clock.runFor(2_000);
    await expect(page.getByTestId('clock-1')).toHaveClass(/running/);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // The colours' transitions (buttons fade to the new scheme's colours) end first.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {}))),
      );
      expect(await axe(), scheme).toEqual([]);
      await expect(page.getByTestId('clock-1')).toHaveClass(/running/);
    }
    // The timers themselves are not live regions, and nothing is said while the time is not low.
    await expect(page.getByRole('timer').first()).not.toHaveAttribute('aria-live', /polite|assertive/);
    await page.clock.runFor(2_000);
    expect(await spoken()).not.toMatch(/\d:\d\d/);
    expect(await spoken()).not.toContain('seconds');
    // Below 10 s: said once.
    for (let i = 0; i < 100 && !/^0:0\d\.\d$/.test(await timer(page, 1).innerText()); i++) await page.clock.runFor(1_000);
    await expect(timer(page, 1)).toHaveText(/^0:0\d\.\d$/);
    await expect(page.getByTestId('clock-said')).toHaveText('Black has less than 10 seconds');
    await page.clock.runFor(2_000);
    expect(await spoken()).not.toMatch(/\d:\d\d/);
    // The flag falls: said.
    await page.clock.runFor(10_000);
    await expect(page.getByTestId('clock-said')).toHaveText("Black's time is out");
    expect(await axe(), 'flag fallen').toEqual([]);
    // Face to face, the far player's side turned: still nothing.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByTestId('setting-seats-face-to-face').check();
    await page.getByTestId('settings-close').click();
    await page.getByRole('button', { name: 'New game' }).click();
    await play(page, 'e3', 'e4');
    await page.clock.runFor(1_000);
    await expect(page.getByTestId('seat-1')).toHaveClass(/far/);
    expect(await axe(), 'face to face').toEqual([]);
    await expect(page.getByTestId('clock-1')).toHaveClass(/running/);
  });
});

test('the custom time control: empty for no clock, typing kept while the clocks run, bad text said beside it', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await open(page, 'keltic');
  await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
  const custom = page.getByTestId('time-control-custom');
  // No clock is an empty field, with an example in its place.
  await expect(custom).toHaveValue('');
  await expect(custom).toHaveAttribute('placeholder', '600+5');
  await custom.fill('600+5');
  await custom.blur();
  await expect(page.getByTestId('clock-0')).toBeVisible();
  await expect(custom).toHaveValue('600+5');
  // A turn starts the clocks; they are redrawn every tenth of a second while a control is typed.
  await cell(page, 'e3').click();
  await cell(page, 'e4').click();
  await expect(moves(page)).toHaveCount(1);
  await custom.fill('10 min');
  await page.clock.runFor(2_000);
  await expect(timer(page, 1)).toHaveText('9:58');
  await expect(custom).toHaveValue('10 min');
  await custom.blur();
  await expect(page.getByTestId('time-control-error')).toHaveText(/'10 min' is not a time control/);
  await expect(custom).toHaveAttribute('aria-invalid', 'true');
  await expect(custom).toHaveValue('10 min');
  await custom.fill('300+3');
  await custom.blur();
  await expect(page.getByTestId('time-control-error')).toHaveCount(0);
  await expect(custom).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('time-control')).toHaveValue('300+3');
});

test('the clock menu always shows what the next game gets (issue #39: Blitz, then 180+2, then 300 typed)', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await open(page, 'keltic');
  await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
  const menu = page.getByTestId('time-control');
  const custom = page.getByTestId('time-control-custom');
  const shown = () => menu.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
  await menu.selectOption('300');
  await expect(timer(page, 0)).toHaveText('5:00');
  await custom.fill('180+2');
  await custom.blur();
  await expect(timer(page, 0)).toHaveText('3:00');
  await expect(menu).toHaveValue('180+2');
  await custom.fill('300');
  await custom.blur();
  await expect(timer(page, 0)).toHaveText('5:00');
  await expect(menu).toHaveValue('300');
  expect(await shown()).toBe('Blitz: 5 min');
  // No clock typed as an empty field: the menu says so, and the clocks go.
  await custom.fill('');
  await custom.blur();
  await expect(page.getByTestId('clock-0')).toHaveCount(0);
  expect(await shown()).toBe('No clock');
  // A preset chosen after a custom text: the menu keeps it.
  await custom.fill('90+1');
  await custom.blur();
  await menu.selectOption('600+5');
  await expect(timer(page, 0)).toHaveText('10:00');
  expect(await shown()).toBe('Chess-like: 10 min + 5 s');
});
