/**
 * After `next build` (the `postbuild` npm script): gives the chunks every pre-rendered page loads
 * V8's compile hint (src/lib/performance/startup-chunks.ts,
 * docs/decisions/030-framework-scripts-compiled-while-they-download.md). The files keep their
 * names; the hint is their first line.
 *
 *   NEXT_DIST_DIR=.next-test npm exec -- tsx scripts/performance/hint-startup-chunks.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { pageScriptSources } from "@/lib/performance/defer-page-scripts";
import { scriptsOnEveryPage, withCompileHint } from "@/lib/performance/startup-chunks";

import { htmlFiles } from "./defer-page-scripts";

const staticPrefix = "/_next/static/";

/** Hints the build's startup chunks; returns their addresses. */
export function hintStartupChunks(distDir: string): string[] {
  const pages = htmlFiles(join(distDir, "server", "app")).map((file) =>
    pageScriptSources(readFileSync(file, "utf8")),
  );
  const startup = scriptsOnEveryPage(pages.filter((scripts) => scripts.length > 0));
  if (startup.length === 0) throw new Error(`No script is loaded by every page in ${distDir}.`);
  for (const source of startup) {
    if (!source.startsWith(staticPrefix)) throw new Error(`Not a build file: ${source}`);
    const file = join(distDir, "static", source.slice(staticPrefix.length));
    writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));
  }
  return startup;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const startup = hintStartupChunks(distDir);
  console.log(
    `> ${startup.length} scripts every page loads in ${distDir} are compiled as they download.`,
  );
}
