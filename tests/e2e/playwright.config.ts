// Playwright configuration for Runeboard's end-to-end tests.
// scripts/test builds dist/, serves it under a sub-path with python3 -m http.server and sets
// BASE_URL (e.g. http://127.0.0.1:PORT/runeboard/). Playwright transpiles this TypeScript itself.
import { defineConfig } from '@playwright/test';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:8080/';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results', // screenshots and traces of failures (gitignored)
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test's whole budget, its page loads and reloads included. 30 s ran out twice on a loaded CI
  // machine (the axe scan of the rules panel; a test that loads the page three times) although
  // each takes 5-13 s on a quiet one: the budget guards against hangs, it measures no speed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Timing checks (*timing.spec.ts) run alone, after everything else, and one at a time (the
  // project's own worker limit): a test beside them would take the CPU their measurements need.
  // Two at once on the 2-core CI machine, each with a worker searching, once gave a 283 ms frame.
  projects: [
    { name: 'main', testIgnore: /timing\.spec\.ts$/ },
    { name: 'timing', testMatch: /timing\.spec\.ts$/, dependencies: ['main'], workers: 1, fullyParallel: false },
  ],
  reporter: [
    ['list'],
    // scripts/test reads this file to print "N passed, M failed".
    ['json', { outputFile: 'playwright-report/results.json' }],
  ],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // Traces cost time on every test: record them only when asked (PW_TRACE=1).
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    // Debian's Chromium: Playwright never downloads a browser here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        // The machine's network is closed: keep Chromium from trying to phone home.
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
