// What the first load leaves for later (docs/page-speed.md): each game's rules text and lessons are
// files (rules/<game>.json, lessons/<game>.json) fetched when their panel first shows that game,
// not part of the page's wasm. (Offline after one visit: pwa.spec.ts.)
import { expect, Page } from '@playwright/test';
import { test, open } from './helpers';

/** The files of this folder (rules, lessons) the page has asked for, in order. */
function requests(page: Page, folder: string): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes(`/${folder}/`) && path.endsWith('.json')) asked.push(path.slice(path.lastIndexOf('/') + 1));
  });
  return asked;
}

test.describe('First load', () => {
  test('the boot screen draws its logo in place: no icon is fetched before the board', async ({ page }) => {
    const icons: string[] = [];
    page.on('request', (r) => {
      if (/\/icons\/|\.png$/.test(new URL(r.url()).pathname)) icons.push(r.url());
    });
    // (The boot screen as the server sends it: the page's scripts held back until it is seen.)
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('./#keltic', { waitUntil: 'commit' });
    const logo = page.getByTestId('boot').locator('svg.boot-logo');
    await expect(logo).toBeVisible();
    expect((await logo.boundingBox())?.width).toBeGreaterThan(40);
    release();
    await expect(page.getByTestId('board')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(icons).toEqual([]);
  });

  test('the rules are not fetched on first load, and are fetched (once per game) when the Rules panel opens', async ({
    page,
  }) => {
    const asked = requests(page, 'rules');
    const lessons = requests(page, 'lessons');
    await open(page, 'keltic');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(lessons).toEqual([]);
    await page.getByTestId('rules').click();
    const panel = page.getByTestId('rules-panel');
    await expect(panel.getByTestId('move-diagram').first()).toBeVisible();
    await expect(panel.locator('.legend li').first()).toBeVisible();
    expect(asked).toEqual(['keltic.json']);
    // Closed and opened again: already there.
    await page.getByTestId('rules-close').click();
    await page.getByTestId('rules').click();
    await expect(panel.getByTestId('move-diagram').first()).toBeVisible();
    expect(asked).toEqual(['keltic.json']);
    // Another game: that game's rules.
    await page.getByTestId('rules-close').click();
    await page.getByTestId('game-select').selectOption('odins-rune');
    await page.getByTestId('rules').click();
    await expect(panel.locator('#rules-title')).toContainText('Odin');
    await expect(panel.locator('.legend img[src="pieces/white-perthro-valkyrie.svg"]')).toHaveCount(1);
    expect(asked).toEqual(['keltic.json', 'odins-rune.json']);
  });

  test('the lessons are fetched when the Studies panel opens, and stay for another game and back', async ({ page }) => {
    const asked = requests(page, 'lessons');
    await open(page, 'odins-rune');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    const panel = page.getByTestId('studies');
    const lessons = (p: typeof panel) => p.locator('[data-source="builtin"]').getByTestId('study-chapter');
    await panel.locator(':scope > summary').click();
    await expect(lessons(panel)).toHaveCount(6);
    expect(asked).toEqual(['odins-rune.json']);
    // Another game: its lessons, in the panel open (or opened again).
    const opened = async () => {
      const studies = page.getByTestId('studies');
      if (!(await studies.evaluate((d) => (d as HTMLDetailsElement).open))) await studies.locator(':scope > summary').click();
      return studies;
    };
    await page.getByTestId('game-select').selectOption('chess');
    await expect(lessons(await opened()).first()).toBeVisible();
    await page.getByTestId('game-select').selectOption('odins-rune');
    await expect(lessons(await opened())).toHaveCount(6);
    expect(asked).toEqual(['odins-rune.json', 'chess.json']);
  });

});

test.describe('First load, a file that cannot be fetched', () => {
  // A service worker answers from its cache, past page.route: none here.
  test.use({ serviceWorkers: 'block' });

  test('lessons that cannot be fetched say so, and open when asked again', async ({ page, pageErrors }) => {
    await open(page, 'keltic');
    await page.route(/\/lessons\/keltic\.json$/, (route) => route.abort('internetdisconnected'));
    const panel = page.getByTestId('studies');
    await panel.locator(':scope > summary').click();
    await expect(panel.getByTestId('lessons-failed')).toContainText('could not be loaded');
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await page.unroute(/\/lessons\/keltic\.json$/);
    // Closed and opened again.
    await panel.locator(':scope > summary').click();
    await panel.locator(':scope > summary').click();
    await expect(panel.locator('[data-source="builtin"]').getByTestId('study-chapter').first()).toBeVisible();
    await expect(panel.getByTestId('lessons-failed')).toHaveCount(0);
  });

  test('rules that cannot be fetched say so, and open when asked again', async ({ page, pageErrors }) => {
    await open(page, 'chess');
    await page.route(/\/rules\/chess\.json$/, (route) => route.abort('internetdisconnected'));
    await page.getByTestId('rules').click();
    const panel = page.getByTestId('rules-panel');
    await expect(panel.getByTestId('rules-failed')).toContainText('could not be loaded');
    // How to play here is the page's own text: still there.
    await expect(panel).toContainText('Playing here');
    // The browser reports the failed request; nothing else may go wrong.
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await page.unroute(/\/rules\/chess\.json$/);
    await page.getByTestId('rules-close').click();
    await page.getByTestId('rules').click();
    await expect(panel.getByTestId('move-diagram').first()).toBeVisible();
    await expect(panel.getByTestId('rules-failed')).toHaveCount(0);
  });
});
