// Sound: each cue the page plays (Web Audio synthesis) is counted on the document element in a
// data-sound-<cue> attribute, so a test can hear it: a move, a capture, a check, the game's end,
// a refused click; none with sound off, none for undo or for a game opened from a link.
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, open, over, heard } from './helpers';

async function play(page: Page, from: string, to: string) {
  await cell(page, from).click();
  await cell(page, to).click();
}

test.describe('sound', () => {
  test('a move, a capture and a check each sound theirs, undo and redo none', async ({ page }) => {
    await open(page, 'chess');
    expect(await heard(page)).toEqual({});
    await play(page, 'e2', 'e4');
    await expect(moves(page)).toHaveText(['e4']);
    await expect.poll(() => heard(page)).toEqual({ move: '1' });
    await play(page, 'd7', 'd5');
    await expect.poll(() => heard(page)).toEqual({ move: '2' });
    await play(page, 'e4', 'd5');
    await expect(moves(page)).toHaveText(['e4', 'd5', 'exd5']);
    await expect.poll(() => heard(page)).toEqual({ move: '2', capture: '1' });
    await play(page, 'd8', 'd5');
    await expect.poll(() => heard(page)).toEqual({ move: '2', capture: '2' });
    await play(page, 'b1', 'c3');
    await play(page, 'd5', 'e5');
    await expect(moves(page)).toHaveText(['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qe5+']);
    await expect.poll(() => heard(page)).toEqual({ move: '3', capture: '2', check: '1' });
    await page.getByTestId('undo').click();
    await expect(moves(page)).toHaveCount(5);
    await page.getByTestId('redo').click();
    await expect(moves(page)).toHaveCount(6);
    // Undo and redo are silent.
    expect(await heard(page)).toEqual({ move: '3', capture: '2', check: '1' });
  });

  test("the game's end sounds, and a refused click buzzes", async ({ page }) => {
    // Opening a game from a link plays nothing.
    await page.goto('./#game=chess&turns=f3+e5+g4');
    await expect(moves(page)).toHaveCount(3);
    expect(await heard(page)).toEqual({});
    await play(page, 'd8', 'h4');
    await expect(over(page)).toBeVisible();
    await expect.poll(() => heard(page)).toEqual({ end: '1' });

    // Odin's Rune: the Forest Ox has leapt and waits for its removal; a click on one of its own
    // men is refused.
    await open(page, 'odins-rune');
    await page.getByTestId('position-input').fill('k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1');
    await page.getByTestId('position-load').click();
    // Loaded before the turn is played.
    await expect(page.getByTestId('position-text')).toHaveValue('k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1');
    await play(page, 'e4', 'g5');
    await cell(page, 'a1').click();
    await expect.poll(() => heard(page)).toEqual({ end: '1', refused: '1' });
    // The removal: a capture.
    await cell(page, 'h6').click();
    await expect.poll(() => heard(page)).toEqual({ end: '1', refused: '1', capture: '1' });
  });

  test('with sound off nothing is played', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('runeboard.settings', '{"sound":false}'));
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await play(page, 'd7', 'd5');
    await play(page, 'e4', 'd5');
    await expect(moves(page)).toHaveText(['e4', 'd5', 'exd5']);
    await page.goto('./#game=chess&turns=f3+e5+g4');
    await expect(moves(page)).toHaveCount(3);
    await play(page, 'd8', 'h4');
    await expect(over(page)).toBeVisible();
    expect(await heard(page)).toEqual({});
  });

  test('without Web Audio the page plays on, silent', async ({ page }) => {
    await page.addInitScript(() => {
      delete (globalThis as { AudioContext?: unknown }).AudioContext;
    });
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await play(page, 'd7', 'd5');
    await play(page, 'e4', 'd5');
    await expect(moves(page)).toHaveText(['e4', 'd5', 'exd5']);
    // The cues are still counted; the page threw nothing (the fixture checks).
    await expect.poll(() => heard(page)).toEqual({ move: '2', capture: '1' });
    await expect(board(page)).toBeVisible();
  });
});
