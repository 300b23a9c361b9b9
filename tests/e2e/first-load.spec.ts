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
  // Each game's men: every picture on the board and in the reserve trays (<image> and <img>) names
  // a <view> of its sheet (scripts/trunk-post-build.py) and is drawn as that one picture: ink in
  // the middle of a 90×90 canvas, every picture drawn differently, and none as a whole sheet. The
  // sheets asked for are the game's and no other (a figure only one game shows has a sheet of its
  // own, the engine's FIGURE_SHEETS). (Each game with the number of pictures its first position
  // and trays show.)
  for (const [game, sheets, settings, shown] of [
    ['chess', ['men'], null, 12],
    ['orphic', ['elks', 'men'], null, 14],
    ['spindecision', ['men'], null, 12],
    ['odin-17', ['tafl'], null, 7],
    ['odins-rune', ['runes'], null, 12],
    ['odins-rune', ['pictograms'], '{"rune_set":"pictograms"}', 12],
  ] as const) {
    test(`${game}: the men's pictures come from ${sheets.map((s) => `pieces/${s}.svg`).join(' and ')}, each shown alone by its view`, async ({
      page,
    }) => {
      if (settings) await page.addInitScript((s) => localStorage.setItem('runeboard.settings', s), settings);
      const asked: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.includes('/pieces')) asked.push(path.slice(path.lastIndexOf('/pieces')));
      });
      await open(page, game);
      await page.waitForLoadState('networkidle');
      expect(asked.sort()).toEqual(sheets.map((s) => `/pieces/${s}.svg`));
      const hrefs = await page.evaluate(() => [
        ...new Set([
          ...[...document.querySelectorAll('[data-testid="board"] image.piece')].map((i) => i.getAttribute('href') ?? ''),
          ...[...document.querySelectorAll('img')].map((i) => i.getAttribute('src') ?? '').filter((s) => s.includes('pieces')),
        ]),
      ]);
      expect(hrefs.length).toBe(shown);
      const files = sheets.map((s) => `pieces/${s}.svg`);
      const drawn = await page.evaluate(
        async ({ hrefs, files }) => {
          const docs: Record<string, Document> = {};
          for (const f of files) docs[f] = new DOMParser().parseFromString(await (await fetch(f)).text(), 'image/svg+xml');
          const draw = async (src: string) => {
            const img = new Image();
            img.src = src;
            await img.decode();
            const c = document.createElement('canvas');
            c.width = c.height = 90;
            const g = c.getContext('2d')!;
            g.drawImage(img, 0, 0, 90, 90);
            const all = g.getImageData(0, 0, 90, 90).data;
            let ink = 0;
            for (let y = 25; y < 65; y++) for (let x = 25; x < 65; x++) if (all[(y * 90 + x) * 4 + 3] > 0) ink++;
            return { ink, look: [...all].join() };
          };
          const out: Record<string, { view: boolean; ink: number; look: string }> = {};
          for (const h of hrefs) {
            const [file, id] = h.split('#');
            const doc = docs[file];
            out[h] = { view: doc !== undefined && doc.querySelector(`view[id="${id ?? ''}"]`) !== null, ...(await draw(h)) };
          }
          const whole: string[] = [];
          for (const f of files) whole.push((await draw(f)).look);
          return { out, whole };
        },
        { hrefs, files },
      );
      const looks = new Set<string>(drawn.whole);
      for (const [h, d] of Object.entries(drawn.out)) {
        expect(files, h).toContain(h.split('#')[0]);
        expect(d.view, h).toBe(true);
        expect(d.ink, h).toBeGreaterThan(300);
        looks.add(d.look);
      }
      expect(looks.size).toBe(hrefs.length + files.length);
    });
  }

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
    await expect(panel.locator('.legend img[src="pieces/runes.svg#white-perthro-valkyrie"]')).toHaveCount(1);
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
