/**
 * Screenshots pages at 390x844 and 1440x900 for design review:
 * `npm exec -- tsx scripts/screenshot.ts /about /contact` (server on PORT, default 3100).
 * Full-page PNGs go to reports/screenshots. With SHOT_ADMIN_PASSWORD set, each viewport signs in
 * to the owner's inbox first, so /admin pages can be taken too.
 */
import { mkdirSync } from "node:fs";

import { chromium } from "@playwright/test";

const port = process.env.PORT ?? "3100";
const paths = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const fullPage = !process.argv.includes("--viewport");
const outDir = process.env.SHOT_DIR ?? "reports/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const [label, viewport] of [
  ["mobile", { width: 390, height: 844 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  if (process.env.SHOT_ADMIN_PASSWORD) {
    await page.goto(`http://localhost:${port}/admin/sign-in`);
    await page.getByLabel("Password").fill(process.env.SHOT_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin$/);
  }
  for (const path of paths.length > 0 ? paths : ["/"]) {
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const name = path === "/" ? "home" : path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "_");
    const file = `${outDir}/${name}-${label}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
  await page.close();
}
await browser.close();
