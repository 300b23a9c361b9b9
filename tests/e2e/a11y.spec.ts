// Accessibility checked by axe-core (WCAG 2.x A and AA, and axe's best practices) in light and
// dark schemes: every game's page, the rules panel, the record dialog, the position editor, a game
// over (resigned), and a turn of several steps in progress.
import AxeBuilder from '@axe-core/playwright';
import { expect, Page } from '@playwright/test';
import { test, cell, open, loadPosition } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page as it stands, one line each (rule: the first offending nodes). */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`,
  );
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe-core, ${scheme} scheme`, () => {
    // axe reads every node of the page: on the rules panel, with its move diagrams, that takes
    // over ten seconds on an idle machine and more than thirty on a loaded CI machine.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    // Every game of the page's menu (the registry, `GameId::ALL`), so that a new game is checked
    // without a list here. The menu is read in each of SHARDS tests, each checking every
    // SHARDS-th game, so that the games are checked in parallel, each part with its own budget.
    const SHARDS = 4;
    for (let shard = 0; shard < SHARDS; shard++) {
      test(`every game page of the menu, part ${shard + 1} of ${SHARDS}`, async ({ page }) => {
        await open(page, 'chess');
        const ids = await page
          .getByTestId('game-select')
          .locator('option')
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
        expect(ids.length).toBeGreaterThanOrEqual(SHARDS);
        expect(new Set(ids).size).toBe(ids.length);
        const mine = ids.filter((_, i) => i % SHARDS === shard);
        test.setTimeout(60_000 * (mine.length + 1));
        for (const id of mine) {
          await test.step(`the ${id} page`, async () => {
            await open(page, id);
            await expect(page.getByTestId('game-select')).toHaveValue(id);
            expect.soft(await violations(page), `axe on the ${id} page`).toEqual([]);
          });
        }
      });
    }

    test('the rules panel and the record dialog', async ({ page }) => {
      await open(page, 'odins-rune');
      await page.getByTestId('rules').click();
      await expect(page.getByTestId('rules-panel')).toBeVisible();
      // Its text is fetched when it opens: scan it with its move diagrams drawn.
      await expect(page.getByTestId('rules-panel').getByTestId('move-diagram').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByTestId('rules-close').click();
      await page.getByTestId('export-open').click();
      await expect(page.getByTestId('export-dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the position editor, with reserves and a refused position', async ({ page }) => {
      await open(page, 'orphic');
      await page.getByTestId('setup').click();
      await expect(page.getByTestId('editor')).toBeVisible();
      await page.getByTestId('setup-clear').click();
      await expect(page.getByTestId('setup-verdict')).toContainText('Not playable');
      expect(await violations(page)).toEqual([]);
    });

    test('a game over: a resignation in the status line, with Play again and Review', async ({ page }) => {
      await open(page, 'chess');
      await cell(page, 'e2').click();
      await cell(page, 'e4').click();
      await page.getByTestId('untimed-end').getByRole('button', { name: 'Resign (Black)' }).click();
      await expect(page.getByTestId('ending')).toHaveText('Black resigned — White wins');
      await expect(page.getByTestId('play-again')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('a turn of several steps in progress', async ({ page }) => {
      await open(page, 'tyr-11');
      await loadPosition(page, '11/9K1/11/11/4A6/4D6/1A9/7A3/7D3/2AD7/11 a 0 1');
      await cell(page, 'b5').click();
      await cell(page, 'e5').click();
      await expect(page.getByTestId('stop-here')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
