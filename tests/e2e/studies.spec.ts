// Studies (issue #40), on a desktop with the mouse and on a phone with a finger: the built-in
// lessons of Odin's Rune as a quiz (a wrong turn refused with words, a hint, the answer of several
// steps accepted); a two-chapter study imported (the example of docs/studies.md): a foreseen wrong
// turn refused with the author's words, the right one answered by the author's reply, solved with
// the closing words; its tafl chapter read, stepped with the panel and, in Present, with the keys;
// exported as a file and imported from it in a fresh browser; opened from its link beside the
// visitor's own game, which is never replaced; axe-core finds nothing in the panel.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, Locator, Page } from '@playwright/test';
import { test, board, cell, loadPosition, moves, open } from './helpers';

const STUDY = `Study: The Valkyrie and the sandwich
Chapter: Carry the king
Game: odins-rune
Start: k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1
Mode: quiz
Orientation: White
Closing: The Valkyrie carried the king beside it, and the bishop's line opened for it.

{White's last king, on j1, is attacked by the bishop on g4. Save it, and win. [%cal Rg4-j1] [%csl Rj1]}
1. Vf1-j1>i1 {Carried: the king stands beside the Valkyrie now. [%csl Gi1] [%hint The Valkyrie may pick up a friend on its line and set it down on a square it passed over.]}
(1. Vf1-h3 ? {No — the bishop takes the Valkyrie on h3, and a king with no friend beside it cannot move.})
1... Bg4-f3 {[%cal Bf3-j1]}
2. Vj1xa10# {The bishop's line opened: the Valkyrie takes Black's king. [%cal Gj1-a10]}

Study: The Valkyrie and the sandwich
Chapter: A sandwich
Game: tyr-11
Start: 11/11/11/11/1A9/5D5/5A5/11/11/9K1/11 a 0 1
Mode: read
Orientation: Attacker

{A man is taken between two enemies. [%csl Rf6]}
1. b7-f7x(f6) {The defender on f6 is between f7 and f5. [%cal Gb7-f7] [%csl Gf5,Rf6]}
(1. b7-g7 {Too far: nothing is taken.})
1... j2-j3
`;

const TITLE = 'The Valkyrie and the sandwich';
const panel = (page: Page) => page.getByTestId('studies');
const said = (page: Page) => page.getByTestId('study-said');
const words = (page: Page) => page.getByTestId('study-text');
const study = (page: Page, title: string) => panel(page).getByTestId('study').filter({ hasText: title });
const chapter = (page: Page, title: string, name: string) =>
  study(page, title).getByTestId('study-chapter').filter({ hasText: name });

async function openPanel(page: Page) {
  await panel(page).locator(':scope > summary').click();
  await expect(panel(page).getByTestId('study').first()).toBeVisible({ timeout: 20_000 });
}

/** The colour scheme switched mid-test: the page's colours are still in their transitions (0.12 s
 * on the buttons) until these end; a screenshot or axe-core before then sees colours of neither
 * scheme (axe once found the panel's buttons too faint, mid-way). */
async function scheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  // (Transitions only: an endless animation never finishes.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="studies"]')
    .include('[data-testid="study-words"]')
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const kind of ['desktop', 'phone'] as const) {
  test.describe(`studies on a ${kind}`, () => {
    test.use(
      kind === 'phone'
        ? { hasTouch: true, viewport: { width: 390, height: 844 } }
        : { viewport: { width: 1280, height: 800 } },
    );
    const press = (l: Locator) => (kind === 'phone' ? l.tap() : l.click());
    const turn = async (page: Page, cells: string[]) => {
      for (const c of cells) await press(cell(page, c));
    };
    /** The study pasted into the panel's import box and kept. */
    const importStudy = async (page: Page) => {
      await openPanel(page);
      await press(panel(page).getByTestId('study-import-open'));
      await panel(page).getByTestId('study-import-text').fill(STUDY);
      await press(panel(page).getByTestId('study-import'));
      await expect(chapter(page, TITLE, 'A sandwich')).toBeVisible();
    };

    test("Odin's Rune's built-in lessons as a quiz: a wrong turn refused, a hint, the carry accepted", async ({ page }, info) => {
      await open(page, 'odins-rune');
      await openPanel(page);
      await expect(study(page, "Odin's Rune Chess lessons").getByTestId('study-chapter')).toHaveCount(6);
      await press(chapter(page, "Odin's Rune Chess lessons", 'Problem 3'));
      await expect(page.getByTestId('study-heading')).toHaveText('Chapter 3 of 6: Problem 3');
      await expect(words(page)).toContainText('attacked by the bishop on g4');
      await expect(moves(page)).toHaveCount(0);
      await turn(page, ['f1', 'f2']);
      await expect(said(page)).toHaveText('Not this one, try again.');
      await expect(said(page)).toHaveAttribute('data-kind', 'error');
      await expect(moves(page)).toHaveCount(0);
      await press(page.getByTestId('study-hint'));
      await expect(said(page)).toContainText('Hint: The Valkyrie may pick up');
      // The carry, three steps, is one answer.
      await turn(page, ['f1', 'j1', 'h1']);
      await expect(said(page)).toContainText('Solved! Yes. White moves the Valkyrie to j1');
      await expect(moves(page)).toHaveCount(1);
      await page.screenshot({ path: info.outputPath(`study-quiz-${kind}.png`), fullPage: true });
      await scheme(page, 'dark');
      await page.screenshot({ path: info.outputPath(`study-quiz-${kind}-dark.png`), fullPage: true });
    });

    test('axe-core finds nothing in the panel, a chapter open and a kept study being written', async ({ page }) => {
      await open(page, 'odins-rune');
      await importStudy(page);
      await expect(page.getByTestId('study-heading')).toHaveText('Chapter 1 of 2: Carry the king');
      await press(study(page, TITLE).getByTestId('study-edit-open'));
      await axe(page);
      await scheme(page, 'dark');
      await axe(page);
    });

    test("an imported study's quiz: a foreseen turn refused with the author's words, the reply played, the closing words; the visitor's game kept", async ({ page }, info) => {
      // The visitor's own game.
      await open(page, 'keltic');
      await turn(page, ['e3', 'e4']);
      await expect(moves(page)).toHaveCount(1);
      await importStudy(page);
      await expect(moves(page)).toHaveCount(1);
      // A chapter of another game: that game is chosen.
      await press(chapter(page, TITLE, 'Carry the king'));
      await expect(page.getByTestId('game-select')).toHaveValue('odins-rune');
      await expect(page.getByTestId('study-heading')).toHaveText('Chapter 1 of 2: Carry the king');
      await expect(words(page)).toContainText("White's last king, on j1");
      // Printed: the quiz's questions (White to find a turn), without the answers.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('study-diagram')).toHaveCount(2);
      await expect(page.getByTestId('study-print')).toBeVisible();
      await expect(page.getByTestId('study-print')).not.toContainText('Vf1');
      await expect(page.getByTestId('board')).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await turn(page, ['f1', 'h3']);
      await expect(said(page)).toHaveText(
        'No — the bishop takes the Valkyrie on h3, and a king with no friend beside it cannot move. Try again.',
      );
      await expect(moves(page)).toHaveCount(0);
      await turn(page, ['f1', 'j1', 'i1']);
      await expect(moves(page)).toHaveCount(2);
      await expect(said(page)).toContainText('Carried: the king stands beside the Valkyrie now.');
      await turn(page, ['j1', 'a10']);
      await expect(said(page)).toHaveText(
        "Solved! The Valkyrie carried the king beside it, and the bishop's line opened for it.",
      );
      await page.screenshot({ path: info.outputPath(`study-solved-${kind}.png`), fullPage: true });
      // The visitor's game is still theirs.
      await page.getByTestId('game-select').selectOption('keltic');
      await expect(moves(page)).toHaveCount(1);
    });

    test('a read chapter: its lines in the move list, stepped with their words; printed, a diagram a step; in Present by the keys', async ({ page }, info) => {
      await open(page, 'tyr-11');
      await importStudy(page);
      await press(chapter(page, TITLE, 'A sandwich'));
      await expect(page.getByTestId('study-heading')).toHaveText('Chapter 2 of 2: A sandwich');
      await expect(words(page)).toHaveText('A man is taken between two enemies.');
      await expect(page.getByTestId('move-list').getByTestId('move-comment').first()).toContainText('The defender on f6');
      await press(page.getByTestId('study-forward'));
      await expect(words(page)).toHaveText('The defender on f6 is between f7 and f5.');
      await press(page.getByTestId('study-back'));
      await expect(words(page)).toHaveText('A man is taken between two enemies.');
      await page.screenshot({ path: info.outputPath(`study-read-${kind}.png`), fullPage: true });
      // The print view: one diagram a step (the start and each turn of the main line), with words.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('study-diagram')).toHaveCount(3);
      await expect(page.getByTestId('study-diagram').nth(1)).toContainText('The defender on f6 is between f7 and f5.');
      // Numbered as the move list numbers the turns.
      await expect(page.getByTestId('study-diagram').nth(1)).toContainText('1. b7-f7x(f6)');
      await expect(page.getByTestId('study-diagram').nth(2)).toContainText('1… j2-j3');
      await expect(page.getByTestId('board')).toBeHidden();
      await page.screenshot({ path: info.outputPath(`study-print-${kind}.png`), fullPage: true });
      await page.emulateMedia({ media: 'screen' });
      // Present: the keys (a clicker's too) step through the chapter.
      await press(page.getByTestId('present'));
      await expect(page.locator('.app.presenting')).toHaveCount(1);
      await page.keyboard.press('ArrowRight');
      await expect(words(page)).toHaveText('The defender on f6 is between f7 and f5.');
      await page.keyboard.press('ArrowLeft');
      await expect(words(page)).toHaveText('A man is taken between two enemies.');
      await page.keyboard.press('PageDown');
      await expect(words(page)).toHaveText('The defender on f6 is between f7 and f5.');
      await page.screenshot({ path: info.outputPath(`study-present-${kind}.png`) });
      await scheme(page, 'dark');
      await page.screenshot({ path: info.outputPath(`study-present-${kind}-dark.png`) });
      await page.keyboard.press('PageUp');
      await expect(words(page)).toHaveText('A man is taken between two enemies.');
      await press(page.getByTestId('present'));
      await expect(page.locator('.app.presenting')).toHaveCount(0);
    });

    test('a study exported as a file is imported from it in a fresh browser', async ({ page, browser }) => {
      await open(page, 'odins-rune');
      await importStudy(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        study(page, TITLE).getByTestId('study-download').click(),
      ]);
      const text = readFileSync(await download.path(), 'utf8');
      expect(text).toContain('Chapter: A sandwich');
      const other = await browser.newContext(
        kind === 'phone' ? { hasTouch: true, viewport: { width: 390, height: 844 } } : {},
      );
      const fresh = await other.newPage();
      await open(fresh, 'odins-rune');
      await openPanel(fresh);
      await press(fresh.getByTestId('study-import-open'));
      await fresh.getByTestId('study-import-file').setInputFiles({
        name: 'study.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(text),
      });
      // Its first chapter, of the game shown, opens.
      await expect(fresh.getByTestId('study-heading')).toHaveText('Chapter 1 of 2: Carry the king');
      await turn(fresh, ['f1', 'h3']);
      await expect(said(fresh)).toContainText('No — the bishop takes the Valkyrie');
      await other.close();
    });

    test("a study's link, opened beside a visitor's game: the study is kept, the game stays", async ({ page, browser }) => {
      await open(page, 'odins-rune');
      await importStudy(page);
      const link = await study(page, TITLE).getByTestId('study-link').getAttribute('href');
      expect(link).toContain('#study=');
      const third = await browser.newContext(
        kind === 'phone' ? { hasTouch: true, viewport: { width: 390, height: 844 } } : {},
      );
      const visitor = await third.newPage();
      await open(visitor, 'keltic');
      await press(cell(visitor, 'e3'));
      await press(cell(visitor, 'e4'));
      await expect(moves(visitor)).toHaveCount(1);
      await visitor.goto(link!);
      // (The link is read once the chunk of parts is in: the study is kept then, and said so.)
      await expect(visitor.locator('.notice')).toContainText('is kept in this browser');
      if (!(await panel(visitor).evaluate((d) => (d as HTMLDetailsElement).open))) await openPanel(visitor);
      await expect(chapter(visitor, TITLE, 'A sandwich')).toBeVisible();
      await expect(visitor.getByTestId('game-select')).toHaveValue('keltic');
      await expect(moves(visitor)).toHaveCount(1);
      await third.close();
    });

    test('a teacher writes a study from the board: two chapters, moved, renamed, deleted; kept after a reload', async ({ page }, info) => {
      await open(page, 'keltic');
      await openPanel(page);
      await panel(page).getByTestId('study-new-title').fill('My lesson');
      await press(panel(page).getByTestId('study-new'));
      const mine = study(page, 'My lesson');
      await expect(mine).toBeVisible();
      await turn(page, ['e3', 'e4']);
      await press(mine.getByTestId('study-edit-open'));
      await mine.getByTestId('study-chapter-name').fill('The pawn');
      await press(mine.getByTestId('study-add-chapter'));
      await expect(mine.getByTestId('study-chapter')).toHaveCount(1);
      await mine.getByTestId('study-chapter-name').fill('Second');
      await mine.getByTestId('study-chapter-mode').selectOption('quiz');
      await press(mine.getByTestId('study-add-chapter'));
      await expect(mine.getByTestId('study-chapter')).toHaveText([/^1\. The pawn · read/, /^2\. Second · quiz/]);
      await page.screenshot({ path: info.outputPath(`study-write-${kind}.png`), fullPage: true });
      await scheme(page, 'dark');
      await page.screenshot({ path: info.outputPath(`study-write-${kind}-dark.png`), fullPage: true });
      await press(mine.getByRole('button', { name: 'Move chapter 2 up' }));
      await expect(mine.getByTestId('study-chapter')).toHaveText([/^1\. Second/, /^2\. The pawn/]);
      const name = mine.getByRole('textbox', { name: "Chapter 2's name" });
      await name.fill('A pawn');
      await name.blur();
      await press(mine.getByRole('button', { name: 'Delete chapter 1' }));
      await expect(mine.getByTestId('study-chapter')).toHaveText([/^1\. A pawn · read/]);
      // Kept in this browser, as written; opened, its line is the game's.
      await page.reload();
      await openPanel(page);
      await expect(study(page, 'My lesson').getByTestId('study-chapter')).toHaveText([/^1\. A pawn · read/]);
      await press(page.getByTestId('new-game'));
      await expect(moves(page)).toHaveCount(0);
      await press(chapter(page, 'My lesson', 'A pawn'));
      await expect(moves(page)).toHaveCount(1);
    });

    test("a teacher writes a two-chapter study on the board (a Valkyrie-carry quiz, a tafl capture to read); a student imports it, is refused with the author's words, solves it, reads on; its link opens it", async ({ page, browser }, info) => {
      test.setTimeout(150_000);
      const mine = study(page, 'Class 3');
      const writer = () => page.getByTestId('study-writer');
      /** Words typed in one of the writer's boxes, taken when it is left. */
      const write = async (id: string, text: string) => {
        const box = writer().getByTestId(id);
        await box.fill(text);
        await box.blur();
        await expect(box).toHaveValue(text);
      };
      const addChapter = async (name: string, mode: string) => {
        // (Another game chosen: its panels start folded.)
        if (!(await panel(page).evaluate((d) => (d as HTMLDetailsElement).open))) await openPanel(page);
        if (!(await mine.getByTestId('study-chapter-name').isVisible())) await press(mine.getByTestId('study-edit-open'));
        await mine.getByTestId('study-chapter-name').fill(name);
        await mine.getByTestId('study-chapter-mode').selectOption(mode);
        await press(mine.getByTestId('study-add-chapter'));
      };
      await open(page, 'odins-rune');
      await openPanel(page);
      await panel(page).getByTestId('study-new-title').fill('Class 3');
      await press(panel(page).getByTestId('study-new'));
      // Chapter 1, a quiz: the position set up, added, then written on the board.
      await loadPosition(page, 'k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1');
      await addChapter('Carry the king', 'quiz');
      await expect(mine.getByTestId('study-chapter')).toHaveText([/^1\. Carry the king · quiz/]);
      await press(mine.getByTestId('study-write').first());
      await expect(writer()).toContainText('Writing Chapter 1 of 1: Carry the king');
      await write('study-write-intro', 'Save the king on j1.');
      // The answer (the carry, three steps), the reply, the last turn: the main line.
      await turn(page, ['f1', 'j1', 'i1']);
      await turn(page, ['g4', 'f3']);
      await turn(page, ['j1', 'a10']);
      await expect(moves(page)).toHaveCount(3);
      // From the start again, a foreseen wrong turn with its words.
      await press(page.getByTestId('nav-start'));
      await turn(page, ['f1', 'h3']);
      await expect(moves(page)).toHaveCount(4);
      await expect(writer().getByTestId('study-mark-wrong')).toHaveAttribute('aria-pressed', 'true');
      await press(writer().getByTestId('study-mark-wrong'));
      await write('study-write-turn', 'No — the bishop takes the Valkyrie.');
      // The answer's words and hint.
      await press(moves(page).first());
      await expect(writer()).toContainText('Words for Vf1-j1>i1');
      await expect(writer().getByTestId('study-mark-answer')).toHaveAttribute('aria-pressed', 'true');
      await write('study-write-turn', 'Carried.');
      await write('study-write-hints', "Go to the king's square.");
      // A slip taken back with Undo.
      await write('study-write-closing', 'oops');
      await press(writer().getByTestId('study-write-undo'));
      await expect(writer().getByTestId('study-write-closing')).toHaveValue('');
      await write('study-write-closing', 'The king is safe.');
      // A circle on the start.
      await press(page.getByTestId('nav-start'));
      await press(page.getByTestId('pen-red'));
      await press(cell(page, 'j1'));
      await press(page.getByTestId('pen'));
      await expect(board(page).locator('circle.drawn.pen-red')).toHaveCount(1);
      await press(moves(page).first());
      await page.screenshot({ path: info.outputPath(`study-author-${kind}.png`), fullPage: true });
      await scheme(page, 'dark');
      await page.screenshot({ path: info.outputPath(`study-author-${kind}-dark.png`), fullPage: true });
      await axe(page);
      await scheme(page, 'light');
      await press(writer().getByTestId('study-write-done'));
      await expect(writer()).toHaveCount(0);
      // Chapter 2, to read: a tafl capture.
      await page.getByTestId('game-select').selectOption('tyr-11');
      await loadPosition(page, '11/11/11/11/1A9/5D5/5A5/11/11/9K1/11 a 0 1');
      await turn(page, ['b7', 'f7']);
      await addChapter('A sandwich', 'read');
      await press(mine.getByTestId('study-write').nth(1));
      await press(moves(page).first());
      await write('study-write-turn', 'The defender on f6 is taken.');
      await press(writer().getByTestId('study-write-done'));
      // Exported.
      const [download] = await Promise.all([page.waitForEvent('download'), press(mine.getByTestId('study-download'))]);
      const text = readFileSync(await download.path(), 'utf8');
      for (const part of ['Mode: quiz', '(1. Vf1-h3 $2 {No — the bishop takes the Valkyrie.})', "[%hint Go to the king's square.]", '[%csl Rj1]', 'Chapter: A sandwich']) {
        expect(text).toContain(part);
      }
      const link = await mine.getByTestId('study-link').getAttribute('href');

      // A student, in a fresh browser, with a game of their own.
      const other = await browser.newContext(
        kind === 'phone' ? { hasTouch: true, viewport: { width: 390, height: 844 } } : { viewport: { width: 1280, height: 800 } },
      );
      const student = await other.newPage();
      await open(student, 'keltic');
      await press(cell(student, 'e3'));
      await press(cell(student, 'e4'));
      await openPanel(student);
      await press(student.getByTestId('study-import-open'));
      await student.getByTestId('study-import-file').setInputFiles({ name: 'class-3.study.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
      await press(chapter(student, 'Class 3', 'Carry the king'));
      await expect(student.getByTestId('game-select')).toHaveValue('odins-rune');
      await expect(words(student)).toHaveText('Save the king on j1.');
      await expect(board(student).locator('circle.drawn.pen-red')).toHaveCount(1);
      for (const c of ['f1', 'h3']) await press(cell(student, c));
      await expect(said(student)).toHaveText('No — the bishop takes the Valkyrie. Try again.');
      await expect(moves(student)).toHaveCount(0);
      await press(student.getByTestId('study-hint'));
      await expect(said(student)).toHaveText("Hint: Go to the king's square.");
      for (const c of ['f1', 'j1', 'i1']) await press(cell(student, c));
      await expect(moves(student)).toHaveCount(2);
      await expect(said(student)).toHaveText('Carried.');
      for (const c of ['j1', 'a10']) await press(cell(student, c));
      await expect(said(student)).toHaveText('Solved! The king is safe.');
      // Chapter 2, of tafl, read.
      await press(student.getByTestId('study-next'));
      await expect(student.getByTestId('game-select')).toHaveValue('tyr-11');
      await expect(student.getByTestId('study-heading')).toHaveText('Chapter 2 of 2: A sandwich');
      await press(student.getByTestId('study-forward'));
      await expect(words(student)).toHaveText('The defender on f6 is taken.');
      // In class: Present, stepped with the keys; printed, a diagram a step.
      await press(student.getByTestId('study-present'));
      await expect(student.locator('.app.presenting')).toHaveCount(1);
      await student.keyboard.press('ArrowLeft');
      await expect(words(student)).toHaveCount(0);
      await student.keyboard.press('ArrowRight');
      await expect(words(student)).toHaveText('The defender on f6 is taken.');
      await student.keyboard.press('Escape');
      await student.emulateMedia({ media: 'print' });
      await expect(student.getByTestId('study-diagram')).toHaveCount(2);
      await student.emulateMedia({ media: 'screen' });
      // Nothing of the student's own game is lost; the link opens the same study, kept once.
      await student.getByTestId('game-select').selectOption('keltic');
      await expect(moves(student)).toHaveCount(1);
      await student.goto(link!);
      await expect(student.locator('.notice')).toContainText('is kept in this browser');
      if (!(await panel(student).evaluate((d) => (d as HTMLDetailsElement).open))) await openPanel(student);
      await expect(study(student, 'Class 3')).toHaveCount(1);
      await expect(moves(student)).toHaveCount(1);
      await other.close();
    });

    test('a practice chapter: the computer plays the other side at the level chosen, the goal is judged', async ({ page }) => {
      const PRACTICE = `Study: Practice
Chapter: Mate
Game: chess
Start: 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1
Mode: practice
Level: 1
Goal: win

Study: Practice
Chapter: Hold on
Game: chess
Mode: practice
Level: 1
Goal: hold 1
`;
      await open(page, 'chess');
      await openPanel(page);
      await press(panel(page).getByTestId('study-import-open'));
      await panel(page).getByTestId('study-import-text').fill(PRACTICE);
      await press(panel(page).getByTestId('study-import'));
      await expect(page.getByTestId('study-heading')).toHaveText('Chapter 1 of 2: Mate');
      await expect(said(page)).toHaveText('Play it out against the computer (level 1): win the game.');
      await expect(page.getByTestId('computer-sides')).toHaveValue('1');
      await turn(page, ['a1', 'a8']);
      await expect(said(page)).toHaveText('Goal reached: you won.');
      // Held out for a turn: the computer's reply comes, then the goal is reached and it stops.
      await press(page.getByTestId('study-next'));
      await expect(said(page)).toContainText('hold out for 1 turn without losing');
      await turn(page, ['e2', 'e4']);
      await expect(moves(page)).toHaveCount(2, { timeout: 20_000 });
      await expect(said(page)).toHaveText('Goal reached: you held out for 1 turn.');
      await expect(page.getByTestId('computer-sides')).toHaveValue('none');
      await press(page.getByTestId('study-again'));
      await expect(moves(page)).toHaveCount(0);
      await expect(page.getByTestId('computer-sides')).toHaveValue('1');
    });

  });
}
