// Pointers that press, move and release on the board: the mouse, or one finger (a `hasTouch`
// context driven by the DevTools protocol's touch events, which Chromium turns into Pointer Events
// of type "touch"); and a drag of a man from one cell to another with either.
import { expect, Locator, Page } from '@playwright/test';
import { board } from './helpers';

export type Point = { x: number; y: number };

export async function centre(target: Locator): Promise<Point> {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}

/** A pointer that presses, moves and releases: the mouse, or one finger. */
export interface Hand {
  down(p: Point): Promise<void>;
  move(p: Point): Promise<void>;
  up(p: Point): Promise<void>;
}

export function mouse(page: Page): Hand {
  return {
    down: async (p) => {
      await page.mouse.move(p.x, p.y);
      await page.mouse.down();
    },
    move: (p) => page.mouse.move(p.x, p.y, { steps: 3 }),
    up: async (p) => {
      await page.mouse.move(p.x, p.y);
      await page.mouse.up();
    },
  };
}

export async function finger(page: Page): Promise<Hand> {
  const cdp = await page.context().newCDPSession(page);
  let at: Point = { x: 0, y: 0 };
  const touch = (type: string, p?: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: p ? [{ x: Math.round(p.x), y: Math.round(p.y) }] : [],
    });
  return {
    down: async (p) => {
      at = p;
      await touch('touchStart', p);
    },
    move: async (p) => {
      // A few steps, as a finger goes.
      for (let i = 1; i <= 3; i++) {
        await touch('touchMove', { x: at.x + ((p.x - at.x) * i) / 3, y: at.y + ((p.y - at.y) * i) / 3 });
      }
      at = p;
    },
    up: async () => {
      await touch('touchEnd');
    },
  };
}

/**
 * Drag the man on `from` to the cell `to` (or a point): press, move a little (the drag starts, its
 * targets light up and the man follows the pointer), then go there and release.
 */
export async function drag(page: Page, hand: Hand, from: Locator, to: Locator | Point, started?: () => Promise<void>) {
  // (Pointers act on what is on screen: a phone's page may have scrolled the board away.)
  await board(page).scrollIntoViewIfNeeded();
  const a = await centre(from);
  await hand.down(a);
  await hand.move({ x: a.x + 6, y: a.y + 6 });
  await expect(board(page).locator('image.dragged')).toHaveCount(1);
  if (started) await started();
  const b = 'x' in to ? to : await centre(to);
  await hand.move(b);
  await hand.up(b);
  await expect(board(page).locator('image.dragged')).toHaveCount(0);
}
