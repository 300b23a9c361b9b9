// Drag and drop on the board, with a mouse and with a finger (a `hasTouch` context driven by the
// DevTools protocol's touch events, which Chromium turns into Pointer Events of type "touch"): a
// turn played by drag in each family of games, a turn of several steps finished by drags, a drag
// from the Orphic reserve tray, and a drag released off its targets, which plays nothing.
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, status, loadPosition, cellsWithClass } from './helpers';
import { centre, drag, finger, mouse } from './hands';

const reserve = (page: Page, player: string, piece: string) =>
  page.getByRole('group', { name: `${player}'s reserve` }).locator(`[data-testid="reserve-option"][data-piece="${piece}"]`);

for (const kind of ['mouse', 'touch'] as const) {
  test.describe(`drag and drop by ${kind}`, () => {
    test.use({ hasTouch: kind === 'touch', viewport: kind === 'touch' ? { width: 390, height: 844 } : { width: 1280, height: 800 } });
    const hand = (page: Page) => (kind === 'mouse' ? Promise.resolve(mouse(page)) : finger(page));

    test('chess-like (Keltic): a pawn dragged one square; the drag shows its ghost and targets', async ({ page }, info) => {
      await page.goto('./#keltic');
      await expect(status(page)).toContainText('White to move');
      const h = await hand(page);
      await drag(page, h, cell(page, 'e3'), cell(page, 'e4'), async () => {
        // The man is picked as a click picks it, a ghost stays on its square.
        await expect(cell(page, 'e3')).toHaveClass(/\bselected\b/);
        await expect(cell(page, 'e3')).toHaveClass(/\blifted\b/);
        expect(await cellsWithClass(page, 'target')).toContain('e4');
        if (kind === 'mouse') await page.screenshot({ path: info.outputPath('drag-desktop.png') });
        else await page.screenshot({ path: info.outputPath('drag-phone.png') });
      });
      await expect(moves(page)).toHaveCount(1);
      await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
      await expect(cell(page, 'e3')).toHaveAttribute('aria-label', 'e3, empty');
      await expect(status(page)).toContainText('Black to move');
      // No click after the drop undoes anything.
      await expect(board(page).locator('.selected')).toHaveCount(0);
    });

    test(`chess: the lifted man ${kind === 'touch' ? 'is larger than a cell, above the finger, the cell under it outlined' : 'keeps its size, centred on the pointer'}`, async ({ page }, info) => {
      await page.goto('./#chess');
      await expect(status(page)).toContainText('White to move');
      await board(page).scrollIntoViewIfNeeded();
      const h = await hand(page);
      const square = (await cell(page, 'e3').locator('polygon.square').boundingBox())!;
      const piece = (await cell(page, 'e2').locator('image.piece').boundingBox())!;
      const a = await centre(cell(page, 'e2'));
      const e3 = await centre(cell(page, 'e3'));
      const e4 = await centre(cell(page, 'e4'));
      // (At once: a finger held still half a second asks how the man moves instead.)
      await h.down(a);
      await h.move(e3);
      const man = board(page).locator('image.dragged');
      await expect(man).toHaveCount(1);
      // (Chromium may hand the page the finger's last move a frame later, coalesced: the man
      // follows it then.)
      const placed = (check: (box: { x: number; y: number; width: number; height: number }) => void) =>
        expect(async () => check((await man.boundingBox())!)).toPass({ timeout: 5000 });
      const under = board(page).locator('.under-ring');
      if (kind === 'touch') {
        // About twice a cell, its foot at the finger, centred across it: the finger hides none of it.
        await placed((box) => {
          expect(box.width).toBeGreaterThan(square.width * 1.5);
          expect(Math.abs(box.x + box.width / 2 - e3.x)).toBeLessThan(2);
          expect(Math.abs(box.y + box.height - e3.y)).toBeLessThan(2);
        });
        // The cell under the finger is outlined, and follows it.
        await expect(under).toHaveAttribute('data-under', 'e3');
        await expect(under).toBeVisible();
        await h.move(e4);
        await expect(under).toHaveAttribute('data-under', 'e4');
        await page.screenshot({ path: info.outputPath('touch-drag-light.png') });
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.screenshot({ path: info.outputPath('touch-drag-dark.png') });
        await h.up(e4);
      } else {
        await placed((box) => {
          expect(Math.abs(box.width - piece.width)).toBeLessThan(1);
          expect(Math.abs(box.x + box.width / 2 - e3.x)).toBeLessThan(2);
          expect(Math.abs(box.y + box.height / 2 - e3.y)).toBeLessThan(2);
        });
        await expect(under).toHaveCount(0);
        await h.up(e3);
      }
      await expect(man).toHaveCount(0);
      await expect(under).toHaveCount(0);
      await expect(moves(page)).toHaveCount(1);
    });

    test('with a man picked by a click, another man is dragged instead', async ({ page }) => {
      await page.goto('./#keltic');
      await cell(page, 'e3').click();
      await expect(cell(page, 'e3')).toHaveClass(/\bselected\b/);
      await drag(page, await hand(page), cell(page, 'd3'), cell(page, 'd4'));
      await expect(moves(page)).toHaveCount(1);
      await expect(cell(page, 'd4')).toHaveAttribute('aria-label', 'd4, white pawn');
      await expect(cell(page, 'e3')).toHaveAttribute('aria-label', 'e3, white pawn');
    });

    test('released off its targets, a drag plays nothing and the man is back', async ({ page }) => {
      await page.goto('./#keltic');
      const h = await hand(page);
      await drag(page, h, cell(page, 'e3'), cell(page, 'e5'));
      await expect(board(page).locator('.selected')).toHaveCount(0);
      await expect(moves(page)).toHaveCount(0);
      await expect(cell(page, 'e3')).toHaveAttribute('aria-label', 'e3, white pawn');
      await expect(cell(page, 'e3')).not.toHaveClass(/\blifted\b/);
      await expect(cell(page, 'e5')).toHaveAttribute('aria-label', 'e5, black pawn');
      // Outside the board too.
      const box = await board(page).boundingBox();
      await drag(page, h, cell(page, 'd3'), { x: box!.x + box!.width / 2, y: box!.y + box!.height + 30 });
      await expect(moves(page)).toHaveCount(0);
      await expect(cell(page, 'd3')).toHaveAttribute('aria-label', 'd3, white pawn');
      await expect(board(page).locator('.selected')).toHaveCount(0);
      // Then a tap or a click still plays.
      await cell(page, 'e3').click();
      await cell(page, 'e4').click();
      await expect(moves(page)).toHaveCount(1);
    });

    test("Odin's Rune: the Forest Ox leaps by drag, then removes a man by drag", async ({ page }) => {
      await page.goto('./#odins-rune');
      await loadPosition(page, 'k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1');
      const h = await hand(page);
      await drag(page, h, cell(page, 'e4'), cell(page, 'g5'));
      await expect(cell(page, 'g5')).toHaveClass(/\bchosen\b/);
      expect(await cellsWithClass(page, 'capture')).toEqual(['f6', 'h6']);
      await expect(moves(page)).toHaveCount(0);
      // The removal: the Ox dragged onto the man it removes.
      await drag(page, h, cell(page, 'g5'), cell(page, 'h6'));
      await expect(moves(page)).toHaveText(['Fe4-g5/xh6']);
      await expect(cell(page, 'g5')).toHaveAttribute('aria-label', 'g5, white Forest Ox (Uruz)');
      await expect(cell(page, 'h6')).toHaveAttribute('aria-label', 'h6, empty');
    });

    test("Odin's Rune: a Valkyrie dragged onto its king, then the king placed by drag", async ({ page }) => {
      await page.goto('./#odins-rune');
      await loadPosition(page, 'k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1');
      const h = await hand(page);
      await drag(page, h, cell(page, 'f1'), cell(page, 'j1'));
      await expect.poll(() => cellsWithClass(page, 'target')).toEqual(['f1', 'g1', 'h1', 'i1']);
      await drag(page, h, cell(page, 'j1'), cell(page, 'h1'));
      await expect(moves(page)).toHaveText(['Vf1-j1>h1']);
      await expect(cell(page, 'h1')).toHaveAttribute('aria-label', 'h1, white king (Ansuz)');
      await expect(cell(page, 'j1')).toHaveAttribute('aria-label', 'j1, white Valkyrie (Perthro)');
    });

    test('Orphic: a reserve man dragged from the tray, then a pawn moved by drag', async ({ page }) => {
      await page.goto('./#orphic');
      const h = await hand(page);
      const queen = reserve(page, 'White', 'Q');
      const a = await centre(queen);
      await h.down(a);
      await h.move({ x: a.x + 6, y: a.y - 6 });
      await expect(queen).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.reserve-dragged')).toHaveCount(1);
      await expect.poll(() => cellsWithClass(page, 'target')).toContain('d5');
      const b = await centre(cell(page, 'd5'));
      await h.move(b);
      await h.up(b);
      await expect(page.locator('.reserve-dragged')).toHaveCount(0);
      await expect(moves(page)).toHaveText(['Q@d5']);
      await expect(cell(page, 'd5')).toHaveAttribute('aria-label', 'd5, white queen');
      await expect(page.locator('[data-testid="reserve-option"][aria-pressed="true"]')).toHaveCount(0);
      // A black man by drag, to the first place it may go.
      const from = board(page).locator('[data-cell].movable').first();
      const name = (await from.getAttribute('data-cell'))!;
      await drag(page, h, from, board(page).locator('[data-cell].target').first());
      await expect(moves(page)).toHaveCount(2);
      await expect(cell(page, name)).toHaveAttribute('aria-label', `${name}, empty`);
      // A reserve man released off the board drops nothing.
      const knight = reserve(page, 'White', 'N');
      const k = await centre(knight);
      await h.down(k);
      await h.move({ x: k.x + 6, y: k.y - 6 });
      await expect(page.locator('.reserve-dragged')).toHaveCount(1);
      await h.move({ x: k.x + 40, y: k.y + 40 });
      await h.up({ x: k.x + 40, y: k.y + 40 });
      await expect(page.locator('.reserve-dragged')).toHaveCount(0);
      await expect(moves(page)).toHaveCount(2);
      await expect(page.locator('[data-testid="reserve-option"][aria-pressed="true"]')).toHaveCount(0);
    });

    test('tafl (Tyr 11×11): a man dragged along its row', async ({ page }) => {
      await page.goto('./#tyr-11');
      await expect(board(page)).toBeVisible();
      const from = board(page).locator('[data-cell].movable').first();
      const name = (await from.getAttribute('data-cell'))!;
      const h = await hand(page);
      const a = await centre(from);
      await h.down(a);
      await h.move({ x: a.x + 5, y: a.y });
      await expect(cell(page, name)).toHaveClass(/\bselected\b/);
      const target = (await cellsWithClass(page, 'target'))[0];
      expect(target).toBeTruthy();
      const b = await centre(cell(page, target));
      await h.move(b);
      await h.up(b);
      await expect(moves(page)).toHaveCount(1);
      await expect(cell(page, name)).toHaveAttribute('aria-label', `${name}, empty`);
      await expect(cell(page, target)).not.toHaveAttribute('aria-label', `${target}, empty`);
    });

    // What keeps a drag's start and drop within a frame on the 17×17 board (its 289 cells): the
    // board's elements are kept, only what changed is touched. (A man lifted once made Yew build
    // the whole board again: it matches an element's children from the end, and the lifted man
    // came and went at the end.)
    test('tafl (Odin 17×17): a drag keeps the board\'s cells, none built again', async ({ page }) => {
      await page.goto('./#odin-17');
      await expect(board(page)).toBeVisible();
      await page.evaluate(() => {
        const w = window as unknown as { rebuilt: number };
        w.rebuilt = 0;
        const cells = document.querySelector('[data-testid="board"] .cells')!;
        new MutationObserver((ms) => {
          for (const m of ms) w.rebuilt += [...m.removedNodes].filter((n) => (n as Element).classList?.contains('cell')).length;
        }).observe(cells.parentElement!, { childList: true, subtree: true });
      });
      const from = board(page).locator('[data-cell].movable').first();
      const name = (await from.getAttribute('data-cell'))!;
      const kept = await from.elementHandle();
      const h = await hand(page);
      const a = await centre(from);
      await h.down(a);
      await h.move({ x: a.x + 5, y: a.y });
      await expect(board(page).locator('image.dragged')).toHaveCount(1);
      const target = (await cellsWithClass(page, 'target'))[0];
      const b = await centre(cell(page, target));
      await h.move(b);
      await h.up(b);
      await expect(moves(page)).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { rebuilt: number }).rebuilt)).toBe(0);
      // The very element of the man's cell is still the board's.
      expect(await kept!.evaluate((el) => el.isConnected && el.getAttribute('data-cell'))).toBe(name);
    });

    test('kite board (Beryl): a bishop dragged to its kite', async ({ page }) => {
      await page.goto('./#beryl');
      await expect(status(page)).toContainText('White to move');
      await drag(page, await hand(page), cell(page, 'b1l'), cell(page, 'c1r'));
      await expect(moves(page)).toHaveText(['Bb1l-c1r']);
    });
  });
}
