/**
 * After `next build` (the `postbuild` npm script): gives the chunks every page of the site loads
 * V8's compile hint (src/lib/performance/startup-chunks.ts,
 * docs/decisions/030-framework-scripts-compiled-while-they-download.md). The files keep their
 * names; the hint is their first line.
 *
 *   NEXT_DIST_DIR=.next-test npm exec -- tsx scripts/performance/hint-startup-chunks.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { locales } from "@/i18n/routing";
import { pageScriptSources } from "@/lib/performance/defer-page-scripts";
import { scriptsOnEveryPage, withCompileHint } from "@/lib/performance/startup-chunks";

import { htmlFiles } from "./defer-page-scripts";

const staticPrefix = "/_next/static/";

/**
 * The site's pages, in both languages: Next.js's own 404 and error pages (outside the languages,
 * with a root layout of their own) would leave only the framework's chunks, not the site's
 * layout (its header, menu and language provider), which every visitor's page runs too.
 */
function sitePages(appDir: string): string[] {
  return htmlFiles(appDir).filter((file) =>
    locales.some((locale) => {
      const path = relative(appDir, file);
      return path === `${locale}.html` || path.startsWith(`${locale}/`);
    }),
  );
}

/** Hints the build's startup chunks; returns their addresses. */
export function hintStartupChunks(distDir: string): string[] {
  const pages = sitePages(join(distDir, "server", "app")).map((file) =>
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
    `> ${startup.length} scripts every page of the site loads in ${distDir} are compiled as they ` +
      "download.",
  );
}
