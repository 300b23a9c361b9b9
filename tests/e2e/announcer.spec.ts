// Screen readers: the polite live region (src/components/announcer.rs) says each turn in words
// after it is played — the player, the turn's notation, the men it took and where, check and the
// end of the game — and a turn taken back, another game, a refused click.
import { expect, Page } from '@playwright/test';
import { test, cell, moves, stop, open, loadPosition } from './helpers';

const announcer = (page: Page) => page.getByTestId('announcer');

// Odin's Rune Chess: the Ox on e4; Black pawns on e7, f6 and h6; a White pawn on f5.
const OX = 'k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1';
// Tyr 11×11: attackers to move, b5-e5 takes e6, then e5-e2 takes d2 (tafl.spec.ts).
const BERSERK = '11/9K1/11/11/4A6/4D6/1A9/7A3/7D3/2AD7/11 a 0 1';

test.describe('Announcer', () => {
  test('is a polite, atomic live region that says nothing when the page opens', async ({ page }) => {
    await open(page, 'chess');
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
    await expect(announcer(page)).toHaveAttribute('aria-atomic', 'true');
    await expect(announcer(page)).toHaveText('');
    await cell(page, 'e2').click();
    await cell(page, 'e4').click();
    await expect(announcer(page)).toHaveText('White played e4. Black to move.');
    await page.getByTestId('undo').click();
    await expect(announcer(page)).toHaveText('Took back e4. White to move.');
    await page.getByTestId('game-select').selectOption('keltic');
    await expect(announcer(page)).toContainText('Keltic Chess.');
  });

  test("a Forest Ox's double capture: the man it lands on and the man it removes", async ({ page }) => {
    await open(page, 'odins-rune');
    await loadPosition(page, OX);
    await expect(announcer(page)).toContainText('New position. White to move.');
    // The Ox leaps onto f6, taking the pawn there, then removes the pawn on e7 beside it.
    await cell(page, 'e4').click();
    await cell(page, 'f6').click();
    // Halfway, what the turn waits for is said once (the status line shows it but is not a live
    // region): the same words as the prompt, after the player's name.
    const prompt = (await page.getByTestId('prompt').innerText()).trim();
    await expect(announcer(page)).toHaveText(prompt);
    await expect(page.getByTestId('status')).not.toHaveAttribute('aria-live', /.*/);
    await cell(page, 'e7').click();
    await expect(moves(page)).toHaveCount(1);
    const notation = (await moves(page).first().innerText()).trim();
    await expect(announcer(page)).toHaveText(
      `White played ${notation}, taking black pawn (Othel) on f6 and black pawn (Othel) on e7. Black to move.`,
    );
  });

  test('a tafl berserk chain of two captures', async ({ page }) => {
    await open(page, 'tyr-11');
    await loadPosition(page, BERSERK);
    await cell(page, 'b5').click();
    await cell(page, 'e5').click();
    await cell(page, 'e2').click();
    // While the turn is under construction, what it waits for is said (no turn yet).
    await expect(announcer(page)).toHaveText('Attacker: Capture again with the man on e2, or End turn');
    await stop(page).click();
    await expect(moves(page)).toHaveText(['b5-e5x(e6)-e2x(d2)']);
    await expect(announcer(page)).toHaveText(
      'Attacker played b5-e5x(e6)-e2x(d2), taking defender on e6 and defender on d2. Defender to move.',
    );
  });

  test('the end of the game is said with the turn that ends it', async ({ page }) => {
    await open(page, 'chess');
    for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['d1', 'h5'], ['b8', 'c6'], ['f1', 'c4'], ['g8', 'f6']]) {
      await cell(page, from).click();
      await cell(page, to).click();
    }
    await expect(announcer(page)).toHaveText('Black played Nf6. White to move.');
    await cell(page, 'h5').click();
    await cell(page, 'f7').click();
    await expect(moves(page)).toHaveCount(7);
    const headline = (await page.getByTestId('status').locator('.turn').innerText()).trim();
    expect(headline).toContain('White wins');
    await expect(announcer(page)).toHaveText(`White played Qxf7#, taking black pawn on f7. ${headline}.`);
  });

  test('a refused click is said, with its reason', async ({ page }) => {
    await open(page, 'tyr-11');
    // Two men shuttle until a position would come back a third time (tafl.spec.ts).
    await loadPosition(page, '11/9A1/11/11/11/5K5/11/11/11/1D9/11 a 0 1');
    for (const [from, to] of [
      ['j10', 'j9'], ['b2', 'b3'], ['j9', 'j10'], ['b3', 'b2'],
      ['j10', 'j9'], ['b2', 'b3'], ['j9', 'j10'],
    ]) {
      await cell(page, from).click();
      await cell(page, to).click();
    }
    await expect(moves(page)).toHaveCount(7);
    await cell(page, 'b3').click();
    await cell(page, 'b2').click();
    // Said by the status line's own message, a refusal: role=alert (issue 25), not twice.
    await expect(page.getByRole('alert')).toContainText('That would repeat a position for the third time');
  });
});
