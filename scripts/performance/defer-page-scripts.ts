/**
 * After `next build` (the `postbuild` npm script, before the pages' script hashes are pinned):
 * rewrites every pre-rendered page so its framework scripts load after the first screen is
 * painted (src/lib/performance/defer-page-scripts.ts, docs/decisions/017-scripts-after-the-first-paint.md).
 * Pages rendered per request are not touched.
 *
 *   NEXT_DIST_DIR=.next-test npm exec -- tsx scripts/performance/defer-page-scripts.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { deferPageScripts } from "@/lib/performance/defer-page-scripts";

import { preRenderedAppDirs } from "../security/pin-inline-scripts";

/** Every pre-rendered page's HTML file under an app folder of the build. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Rewrites the build's pages and the standalone server's copy; counts the build's pages. */
export function deferScriptsInBuild(distDir: string): number {
  const counts = preRenderedAppDirs(distDir).map((dir) => {
    let rewritten = 0;
    for (const file of htmlFiles(dir)) {
      const html = readFileSync(file, "utf8");
      const deferred = deferPageScripts(html);
      if (deferred === html) continue;
      writeFileSync(file, deferred);
      rewritten++;
    }
    return rewritten;
  });
  return counts[0] ?? 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const count = deferScriptsInBuild(distDir);
  console.log(
    `> ${count} pre-rendered pages in ${distDir} load their scripts after the first paint.`,
  );
}
