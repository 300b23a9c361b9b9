// The computer's messages between the page and its worker (engine/src/ai/protocol.rs), in real
// Chromium: every request the page sends (a hint, the computer's turn from the start, after turns
// and from a loaded position) has the protocol's fields, and the worker answers with each reply
// kind: ready, progress, done, and error for a malformed request.
import { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { test, open, loadPosition, computerPlays, moves, sides } from './helpers';

type Message = { [key: string]: unknown };
/** A message and the worker it went to or came from (numbered as the page made them: each worker
 * numbers its requests afresh). */
type Logged = { dir: 'out' | 'in'; worker: number; msg: Message };

const REQUEST_KEYS = ['id', 'game', 'position', 'turns', 'level', 'movetime_ms', 'seed'];
const THOUGHT_KEYS = ['notation', 'steps', 'score', 'depth', 'nodes', 'line'];
const REPLY_KEYS: { [kind: string]: string[] } = {
  ready: ['kind'],
  progress: ['kind', 'id', 'thought'],
  done: ['kind', 'id', 'thought'],
  error: ['kind', 'id', 'message'],
};

/** Every reply has its kind's fields, and a thought has its fields with their types. */
function checkReply(r: Message) {
  expect(Object.keys(REPLY_KEYS)).toContain(r.kind);
  expect(Object.keys(r)).toEqual(REPLY_KEYS[r.kind as string]);
  if ('thought' in r) {
    const t = r.thought as Message;
    // (A hint's thought carries its line's chance: `lines`, issue 26.)
    expect([THOUGHT_KEYS, [...THOUGHT_KEYS, 'lines']]).toContainEqual(Object.keys(t));
    expect(typeof t.notation).toBe('string');
    expect(Array.isArray(t.steps) && t.steps.length > 0).toBe(true);
    for (const k of ['score', 'depth', 'nodes']) expect(Number.isInteger(t[k])).toBe(true);
    expect(Array.isArray(t.line)).toBe(true);
  }
}

/** Record, in the page, every message posted to a worker and every message a worker posts. */
async function recordWorkerMessages(page: Page) {
  await page.addInitScript(() => {
    const log: { dir: string; worker: number; msg: unknown }[] = [];
    (window as unknown as { workerLog: unknown }).workerLog = log;
    const Real = window.Worker;
    let made = 0;
    window.Worker = class extends Real {
      readonly number = ++made;
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (e) =>
          log.push({ dir: 'in', worker: this.number, msg: JSON.parse((e as MessageEvent).data) }),
        );
      }
      postMessage(data: string, options?: StructuredSerializeOptions) {
        log.push({ dir: 'out', worker: this.number, msg: JSON.parse(data) });
        return super.postMessage(data, options);
      }
    };
  });
}

const workerLog = (page: Page) => page.evaluate(() => (window as unknown as { workerLog: Logged[] }).workerLog);

test("the page's requests and the worker's answers have the protocol's form", async ({ page }) => {
  test.setTimeout(120_000);
  await recordWorkerMessages(page);

  // A hint, from the start.
  await open(page, 'keltic');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-text')).toBeVisible({ timeout: 20_000 });
  // The computer's turn from the start, then (playing the other side) after that turn.
  await computerPlays(page, '0', 2);
  await expect(moves(page)).toHaveCount(1, { timeout: 20_000 });
  await sides(page).selectOption('1');
  await expect(moves(page)).toHaveCount(2, { timeout: 20_000 });
  // A hint from a loaded position.
  await page.getByTestId('game-select').selectOption('chess');
  await computerPlays(page, 'none', 2);
  await loadPosition(page, '6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-text')).toContainText('Rd8#', { timeout: 20_000 });

  const log = await workerLog(page);
  const sent = log.filter((m) => m.dir === 'out').map((m) => m.msg);
  const received = log.filter((m) => m.dir === 'in').map((m) => m.msg);
  for (const r of received) checkReply(r);
  for (const q of sent) {
    // A hint asks for one line (its chance and line, issue 26); the computer's turn for none.
    expect(Object.keys(q)).toEqual(q.level === 4 ? [...REQUEST_KEYS, 'lines'] : REQUEST_KEYS);
    expect(q.lines).toBe(q.level === 4 ? 1 : undefined);
    expect(Number.isInteger(q.id) && Number.isInteger(q.seed) && Number.isInteger(q.movetime_ms)).toBe(true);
    expect(q.seed as number).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  }
  const strip = (q: Message) => ({ game: q.game, position: q.position, turns: q.turns, level: q.level, movetime_ms: q.movetime_ms });
  const keltic = sent.filter((q) => q.game === 'keltic').map(strip);
  expect(keltic.length).toBe(3);
  expect(keltic[0]).toEqual({ game: 'keltic', position: null, turns: [], level: 4, movetime_ms: 1500 });
  expect(keltic[1]).toEqual({ game: 'keltic', position: null, turns: [], level: 2, movetime_ms: 2000 });
  expect(keltic[2]).toMatchObject({ game: 'keltic', position: null, level: 2, movetime_ms: 2000 });
  expect((keltic[2].turns as string[]).length).toBe(1);
  expect(sent.filter((q) => q.game === 'chess').map(strip)).toEqual([
    { game: 'chess', position: '6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1', turns: [], level: 4, movetime_ms: 1500 },
  ]);

  // The worker said it was ready before anything was posted to it; each request was answered
  // under its number with progress, then done.
  // (A request's answers are its worker's: each worker numbers its requests afresh.)
  expect(log[0]).toEqual({ dir: 'in', worker: 1, msg: { kind: 'ready' } });
  for (const q of log.filter((m) => m.dir === 'out')) {
    const answers = log.filter((r) => r.dir === 'in' && r.worker === q.worker && r.msg.id === q.msg.id).map((r) => r.msg);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((r, i) => r.kind === (i === answers.length - 1 ? 'done' : 'progress'))).toBe(true);
  }
  expect(received.some((r) => r.kind === 'progress')).toBe(true);
});

test('the worker answers every reply kind, and a malformed request with an error', async ({ page }) => {
  await open(page, 'chess');
  // What is posted: a string is sent as it is (JSON text or not), anything else as a value.
  const posts: unknown[] = [
    '{"id": 5, "game": "chess", ',
    JSON.stringify({ id: 6, level: 3, movetime_ms: 100 }),
    JSON.stringify({ id: 7, game: 'chess', level: 300, movetime_ms: 100 }),
    JSON.stringify({ id: 8, game: 'chess', turns: 'e4', level: 3, movetime_ms: 100 }),
    { id: 9, game: 'chess', level: 3, movetime_ms: 100 },
    JSON.stringify({ id: 10, game: 'chess', level: 9, movetime_ms: 100 }),
    JSON.stringify({ id: 11, game: 'chess', position: '6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1', turns: [], level: 3, movetime_ms: 1000, seed: 3 }),
    JSON.stringify({ id: 12, game: 'keltic', level: 5, movetime_ms: 1500 }),
  ];
  const { first, answers } = await page.evaluate(async (posts) => {
    const base = new URL('.', document.baseURI).href;
    const src = `importScripts(${JSON.stringify(base + 'ai-worker.js')}); wasm_bindgen({ module_or_path: ${JSON.stringify(base + 'ai-worker_bg.wasm')} });`;
    const worker = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
    const inbox: { [key: string]: unknown }[] = [];
    let wake: (() => void) | null = null;
    worker.onmessage = (e) => {
      inbox.push(JSON.parse(e.data as string));
      if (wake) wake();
    };
    const next = async () => {
      while (inbox.length === 0) await new Promise<void>((r) => (wake = r));
      return inbox.shift()!;
    };
    const first = await next();
    const answers: { [key: string]: unknown }[][] = [];
    for (const p of posts) {
      worker.postMessage(p);
      const replies = [];
      for (;;) {
        const r = await next();
        replies.push(r);
        if (r.kind !== 'progress') break;
      }
      answers.push(replies);
    }
    worker.terminate();
    return { first, answers };
  }, posts);

  expect(first).toEqual({ kind: 'ready' });
  for (const r of answers.flat()) checkReply(r);
  const [truncated, noGame, bigLevel, turnsText, notText, noLevel, mate, keltic] = answers;
  // What cannot be read as a request is answered under number 0, saying why.
  expect(truncated).toEqual([{ kind: 'error', id: 0, message: expect.stringMatching(/^bad request: EOF while parsing/) }]);
  expect(noGame).toEqual([{ kind: 'error', id: 0, message: expect.stringMatching(/^bad request: missing field `game`/) }]);
  expect(bigLevel).toEqual([{ kind: 'error', id: 0, message: expect.stringMatching(/^bad request: invalid value: integer `300`/) }]);
  expect(turnsText).toEqual([{ kind: 'error', id: 0, message: expect.stringMatching(/^bad request: invalid type: string "e4", expected a sequence/) }]);
  expect(notText).toEqual([{ kind: 'error', id: 0, message: 'the worker expects a JSON string' }]);
  // A request that reads but cannot be answered is refused under its own number.
  expect(noLevel).toEqual([{ kind: 'error', id: 10, message: expect.stringContaining('level 9') }]);
  // After all that, the worker still answers.
  expect(mate[mate.length - 1]).toMatchObject({ kind: 'done', id: 11, thought: { notation: 'Rd8#' } });
  expect(keltic.length).toBeGreaterThan(1);
  expect(keltic.slice(0, -1).every((r) => r.kind === 'progress' && r.id === 12)).toBe(true);
  expect(keltic[keltic.length - 1]).toMatchObject({ kind: 'done', id: 12 });
});
