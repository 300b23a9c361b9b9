// The settings panel (issue 25, item 4): reached from the header's gear, one labelled control per
// setting, each applied at once (no reload) and kept over a reload; the colour scheme forced light
// or dark; coordinates inside the board or none; no legal-move dots; the board's orientation per
// game; Odin's Rune Chess's men as pictograms; axe-core clean with the panel open.
import AxeBuilder from '@axe-core/playwright';
import { expect, Locator, Page } from '@playwright/test';
import { test, board, cell, open } from './helpers';

const gear = (page: Page) => page.getByRole('button', { name: 'Settings', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const setting = (page: Page, id: string) => page.getByTestId(`setting-${id}`);

async function openPanel(page: Page) {
  await gear(page).click();
  await expect(panel(page)).toBeVisible();
}

/** The page's background colour, as computed. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BG = 'rgb(243, 239, 231)';
const DARK_BG = 'rgb(23, 22, 20)';

/** A coordinate label of the board, by its text. */
const label = (page: Page, text: string) => board(page).locator('text.coord').filter({ hasText: new RegExp(`^${text}$`) });

async function box(l: Locator) {
  const b = await l.boundingBox();
  expect(b, 'drawn').not.toBeNull();
  return b!;
}

/** Where the labels "a" and "1" stand against the cell a1: inside it (in its left corners) or outside. */
async function labelsOfA1(page: Page): Promise<'inside' | 'outside'> {
  const c = await box(cell(page, 'a1'));
  const [a, one] = [await box(label(page, 'a')), await box(label(page, '1'))];
  const centre = (b: { x: number; y: number; width: number; height: number }) => [b.x + b.width / 2, b.y + b.height / 2];
  const within = ([x, y]: number[]) => x > c.x && x < c.x + c.width && y > c.y && y < c.y + c.height;
  const [ac, oc] = [centre(a), centre(one)];
  if (within(ac) && within(oc)) {
    // The file letter in the bottom left corner, the rank number in the top left one.
    expect(ac[0]).toBeLessThan(c.x + c.width / 2);
    expect(ac[1]).toBeGreaterThan(c.y + c.height / 2);
    expect(oc[0]).toBeLessThan(c.x + c.width / 2);
    expect(oc[1]).toBeLessThan(c.y + c.height / 2);
    return 'inside';
  }
  expect(ac[1], 'the file letter under the board').toBeGreaterThan(c.y + c.height);
  expect(oc[0], 'the rank number left of the board').toBeLessThan(c.x);
  return 'outside';
}

/** The dots drawn on the cells a picked man may go to, that can be seen. */
const visibleDots = (page: Page) =>
  board(page)
    .locator('.cell.target .dot')
    .evaluateAll((ds) => ds.filter((d) => getComputedStyle(d).display !== 'none' && (d as SVGGraphicsElement).getBBox().width > 0).length);

test.describe('Settings', () => {
  test('the panel opens from the header, is keyboard usable and closes with Escape', async ({ page }) => {
    await open(page, 'chess');
    await expect(gear(page)).toHaveAttribute('data-testid', 'settings-open');
    await openPanel(page);
    // Every control has its name.
    for (const name of [
      /Turn the board round/,
      /Show dots where a man may go/,
      /Sounds on/,
      /Volume/,
    ]) {
      await expect(panel(page).getByLabel(name)).toHaveCount(1);
    }
    for (const [group, options] of [
      ['Coordinates', ['Outside the board', 'Inside the board', 'None']],
      ['Animation speed', ['None', 'Fast', 'Normal', 'Slow']],
      ['Colours', ['As the system', 'Light', 'Dark']],
      ["Odin's Rune men", ['Rune glyphs', 'Pictograms']],
    ] as const) {
      const g = panel(page).getByRole('group', { name: group });
      for (const o of options) await expect(g.getByRole('radio', { name: o, exact: true })).toHaveCount(1);
    }
    // The keyboard: the first control has the focus; arrows move within a group of choices.
    await expect(setting(page, 'flip')).toBeFocused();
    await setting(page, 'motion-normal').focus();
    await page.keyboard.press('ArrowDown');
    await expect(setting(page, 'motion-slow')).toBeChecked();
    await expect(setting(page, 'motion-normal')).not.toBeChecked();
    // Escape from a control of the panel closes it, and the gear has the focus again.
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(gear(page)).toBeFocused();
    // So does the Done button; what was chosen stays.
    await openPanel(page);
    await expect(setting(page, 'motion-slow')).toBeChecked();
    await page.getByTestId('settings-close').click();
    await expect(panel(page)).toHaveCount(0);
  });

  test('each setting applies at once, and all of them survive a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, 'chess');
    expect(await labelsOfA1(page)).toBe('outside');
    expect(await background(page)).toBe(LIGHT_BG);
    await openPanel(page);

    // Colours: dark forced over a light system, at once.
    await setting(page, 'scheme-dark').check();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    await expect.poll(() => background(page)).toBe(DARK_BG);

    // Coordinates inside the board, then none.
    await setting(page, 'coordinates-inside').check();
    await expect.poll(() => labelsOfA1(page)).toBe('inside');
    await setting(page, 'coordinates-none').check();
    await expect(label(page, 'a')).toBeHidden();
    await expect(label(page, '1')).toBeHidden();
    await setting(page, 'coordinates-inside').check();
    await expect(label(page, 'a')).toBeVisible();

    // The board's orientation for this game.
    await setting(page, 'flip').check();
    await expect(board(page)).toHaveAttribute('data-flipped', 'true');
    await setting(page, 'flip').uncheck();
    await expect(board(page)).toHaveAttribute('data-flipped', 'false');
    await setting(page, 'flip').check();

    // Sound, volume, motion, pictograms: kept as chosen.
    await setting(page, 'volume').fill('35');
    await setting(page, 'sound').uncheck();
    await expect(setting(page, 'volume')).toBeDisabled();
    await setting(page, 'motion-fast').check();
    await setting(page, 'rune-set-pictograms').check();

    // No dots: a man picked still has its targets, with nothing drawn on them.
    await setting(page, 'dots').uncheck();
    await page.getByTestId('settings-close').click();
    await cell(page, 'e2').click();
    await expect(board(page).locator('.cell.target')).toHaveCount(2);
    expect(await visibleDots(page)).toBe(0);

    // A reload finds every setting as it was left.
    await page.reload();
    await expect(board(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    expect(await background(page)).toBe(DARK_BG);
    await expect(board(page)).toHaveAttribute('data-flipped', 'true');
    // (The man picked is kept with the game.)
    await expect(cell(page, 'e2')).toHaveClass(/\bselected\b/);
    await expect(board(page).locator('.cell.target')).toHaveCount(2);
    expect(await visibleDots(page)).toBe(0);
    await openPanel(page);
    await expect(setting(page, 'scheme-dark')).toBeChecked();
    await expect(setting(page, 'coordinates-inside')).toBeChecked();
    await expect(setting(page, 'flip')).toBeChecked();
    await expect(setting(page, 'dots')).not.toBeChecked();
    await expect(setting(page, 'sound')).not.toBeChecked();
    await expect(setting(page, 'volume')).toHaveValue('35');
    await expect(setting(page, 'motion-fast')).toBeChecked();
    await expect(setting(page, 'rune-set-pictograms')).toBeChecked();

    // And back: light forced over a dark system; coordinates outside; dots again.
    await page.emulateMedia({ colorScheme: 'dark' });
    await setting(page, 'scheme-light').check();
    await expect.poll(() => background(page)).toBe(LIGHT_BG);
    await setting(page, 'scheme-system').check();
    await expect(page.locator('html')).not.toHaveAttribute('data-scheme', /./);
    await expect.poll(() => background(page)).toBe(DARK_BG);
    await setting(page, 'flip').uncheck();
    await setting(page, 'coordinates-outside').check();
    await setting(page, 'dots').check();
    await page.getByTestId('settings-close').click();
    expect(await labelsOfA1(page)).toBe('outside');
    await expect(cell(page, 'e2')).toHaveClass(/\bselected\b/);
    expect(await visibleDots(page)).toBe(2);
  });

  test("Odin's Rune Chess's men as pictograms, their names unchanged, over a reload", async ({ page }) => {
    await open(page, 'odins-rune');
    const valkyrie = cell(page, 'd1');
    await expect(valkyrie.locator('image')).toHaveAttribute('href', 'pieces/runes.svg#white-perthro-valkyrie');
    const hrefs = () => board(page).locator('image').evaluateAll((is) => is.map((i) => i.getAttribute('href') ?? ''));
    const runes = await hrefs();
    expect(runes.length).toBeGreaterThan(20);
    const names = await board(page).locator('[data-cell]').evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-label')));
    expect(names).toContain('d1, white Valkyrie (Perthro)');

    await openPanel(page);
    await setting(page, 'rune-set-pictograms').check();
    await expect(valkyrie.locator('image')).toHaveAttribute('href', 'pieces/pictograms.svg#white-perthro-valkyrie');
    const pictures = await hrefs();
    expect(pictures).toEqual(runes.map((h) => h.replace('pieces/runes.svg#', 'pieces/pictograms.svg#')));
    // Each picture is there to be drawn.
    for (const h of new Set(pictures)) {
      const r = await page.request.get(h);
      expect(r.ok(), h).toBe(true);
      expect(await r.text(), h).toContain('<svg');
    }
    // The men keep their names.
    expect(await board(page).locator('[data-cell]').evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-label')))).toEqual(names);

    await page.reload();
    await expect(valkyrie.locator('image')).toHaveAttribute('href', 'pieces/pictograms.svg#white-perthro-valkyrie');
    // The rules show the same pictures.
    await page.getByTestId('rules').click();
    const rules = page.getByTestId('rules-panel');
    await expect(rules.locator('.legend img[src="pieces/pictograms.svg#white-perthro-valkyrie"]')).toHaveCount(1);
    await expect(rules.locator('.legend img[src="pieces/runes.svg#white-perthro-valkyrie"]')).toHaveCount(0);
    await page.getByTestId('rules-close').click();
    // Other games keep their own men.
    await open(page, 'chess');
    await expect(cell(page, 'e1').locator('image')).toHaveAttribute('href', 'pieces/men.svg#white-king');
    await open(page, 'odins-rune');
    await openPanel(page);
    await setting(page, 'rune-set-runes').check();
    await expect(valkyrie.locator('image')).toHaveAttribute('href', 'pieces/runes.svg#white-perthro-valkyrie');
  });

  for (const [system, forced] of [
    ['light', null],
    ['dark', null],
    ['light', 'dark'],
  ] as const) {
    test(`axe-core: no violations with the panel open, ${forced ? `${forced} forced over a ${system} system` : `${system} scheme`}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: system });
      await open(page, 'odins-rune');
      await openPanel(page);
      if (forced) {
        await setting(page, `scheme-${forced}`).check();
        await expect.poll(() => background(page)).toBe(DARK_BG);
      }
      // The buttons' colours change with a transition: axe reads them once it has ended (on a
      // loaded machine it read the colours half-way once).
      await page.evaluate(() =>
        Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {}))),
      );
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('Settings before the page starts', () => {
  test('the colours chosen show from the first paint, on the boot screen too', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // Dark chosen earlier (the settings as the page keeps them); the wasm held back, so the boot
    // screen stays: it is dark although the system is light.
    await page.addInitScript(() => localStorage.setItem('runeboard.settings', JSON.stringify({ scheme: 'dark' })));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/runeboard-app-[0-9a-f]+_bg\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('./#chess');
    const boot = page.getByTestId('boot');
    await expect(boot).toBeVisible();
    expect(await boot.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(DARK_BG);
    release();
    await expect(board(page)).toBeVisible();
    expect(await background(page)).toBe(DARK_BG);
  });
});
