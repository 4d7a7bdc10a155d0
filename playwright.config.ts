import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const databaseDownPort = port + 1;
const databaseDownURL = `http://localhost:${databaseDownPort}`;
// A throwaway data folder per run, so browser tests never touch the site's real database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "alcove-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

/** The hash of tests/e2e/admin.spec.ts's test password; a test server's secret, not a real one. */
const adminPasswordHash =
  "scrypt$32768$8$1$1Xdfz0pVqHC+L3sUzbABGg==$wi1JvgLoJW011d8ieYrJsWST105cXmBvrgkKilV+t7Y=";

// The test command resolves the browser (scripts/system-tools.mjs) and passes it on; run alone,
// Debian's Chromium, else Playwright's own browser.
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "mobile",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: "node scripts/start.mjs",
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: {
        PORT: String(port),
        SITE_URL: baseURL,
        SKIP_BUILD: "1",
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-test",
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
        // Every test posts from the same address; the limit itself is proven by the
        // integration tests (tests/integration/forms.test.ts).
        RATE_LIMIT_MAX: "1000",
        // The owner's inbox, with the password in tests/e2e/admin.spec.ts
        // (`printf '%s' 'alcove-e2e-owner-password' | npm run --silent admin:hash`).
        ADMIN_PASSWORD_HASH: adminPasswordHash,
      },
    },
    // The same build with its database address pointing at a closed port, so the forms' failure
    // path (database unavailable: the error toast, the data kept) is tested for real.
    {
      command: "node scripts/start.mjs",
      url: `${databaseDownURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: {
        PORT: String(databaseDownPort),
        SITE_URL: databaseDownURL,
        SKIP_BUILD: "1",
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-test",
        DATA_DIR: join(dataDir, "database-down"),
        DATABASE_URL: "postgres://x@127.0.0.1:9/none",
        LOG_LEVEL: "warn",
      },
    },
  ],
});
