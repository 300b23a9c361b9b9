// What a static host can give: a Content-Security-Policy <meta> allowing only the page's own files
// (Trunk's inline loader by its hash, written by scripts/trunk-post-build.py), a referrer policy,
// and a clean console: no warning or error while any game loads.
import { createHash } from 'node:crypto';
import { expect, Page } from '@playwright/test';
import { test, board, moves, cell, computerPlays } from './helpers';

/** Record the CSP violations the page reports (from its first script on). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
}
/** The attributes of each `<meta>` of an HTML text, as written or minified (any order, quoted or not). */
function metas(html: string): Record<string, string>[] {
  return [...html.matchAll(/<meta\b([^>]*)>/g)].map((m) =>
    Object.fromEntries(
      [...m[1].matchAll(/([\w-]+)(?:=("[^"]*"|'[^']*'|[^\s"'>]+))?/g)].map(([, name, value]) => [
        name.toLowerCase(),
        (value ?? '').replace(/^["']|["']$/g, ''),
      ]),
    ),
  );
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

test.describe('Security headers and a clean console', () => {
  test('the CSP allows the page own files, its loader by hash, and nothing inline else', async ({
    page,
    pageErrors,
  }) => {
    await watchViolations(page);
    const html = await (await page.request.get('./')).text();
    const csp = metas(html).find((m) => m['http-equiv'] === 'Content-Security-Policy')?.content ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
    // Scripts: this directory, the wasm compiled from them, and each inline script by its hash.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
    );
    expect(inline).toHaveLength(1);
    expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", ...inline]);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(metas(html).find((m) => m.name === 'referrer')?.content).toBe('no-referrer');
    // The meta comes before the first script, so it governs them all.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));

    await page.goto('./#chess');
    await expect(board(page)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // A script slipped into the page is refused.
    const ran = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.injected = true;';
      document.head.appendChild(s);
      await new Promise((r) => setTimeout(r, 50));
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations(page)).toEqual(['script-src-elem inline']);
    // The browser reports the refusal on the console: that is the one error expected here.
    expect(pageErrors.every((e) => e.includes('Content Security Policy'))).toBe(true);
    pageErrors.length = 0;
  });

  test('the computer opponent works under the CSP (its worker starts from a blob: URL)', async ({ page }) => {
    await watchViolations(page);
    await page.goto('./#chess');
    await expect(board(page)).toBeVisible();
    await cell(page, 'e2').click();
    await cell(page, 'e4').click();
    await computerPlays(page, '1', 1);
    await expect(moves(page)).toHaveCount(2, { timeout: 20_000 });
    expect(await violations(page)).toEqual([]);
  });

  test('no warning or error on the console while any game loads', async ({ page }) => {
    test.setTimeout(90_000);
    await watchViolations(page);
    const logged: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' || msg.type() === 'error') logged.push(`${msg.type()}: ${msg.text()}`);
    });
    await page.goto('./');
    await expect(board(page)).toBeVisible();
    const ids = await page
      .getByTestId('game-select')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(ids.length).toBeGreaterThanOrEqual(12);
    for (const id of ids) {
      await page.goto('about:blank');
      await page.goto(`./#${id}`);
      await expect(board(page)).toBeVisible();
      await expect(page.getByTestId('game-select')).toHaveValue(id);
      // Let late warnings (an unused preload is reported after a few seconds) come in.
      await page.waitForLoadState('load');
      expect(await violations(page), id).toEqual([]);
    }
    await page.waitForTimeout(3500);
    expect(logged).toEqual([]);
  });
});
