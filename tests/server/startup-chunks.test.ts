import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { pageScriptSources } from "@/lib/performance/defer-page-scripts";
import { compileHint } from "@/lib/performance/startup-chunks";

import { assertBuilt, buildDir } from "./support/production-server";

const appDir = () => join(process.cwd(), buildDir(), "server/app");
/** The site's pages in both languages (Next.js's own 404 and error pages are outside them). */
const sitePages = () =>
  readdirSync(appDir(), { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".html") && /^e[ns](?:\.html$|\/)/.test(file),
  );
/** The scripts of a built page, from the folder `next start` serves them from. */
const pageScripts = (page: string) => pageScriptSources(readFileSync(join(appDir(), page), "utf8"));
const firstLine = (source: string) =>
  readFileSync(join(process.cwd(), buildDir(), source.replace("/_next/", "")), "utf8").split(
    "\n",
  )[0];

beforeAll(() => {
  assertBuilt();
});

describe("the scripts every page runs as it opens", () => {
  it("are compiled as they download: their first line is V8's compile hint", () => {
    const pages = sitePages().map(pageScripts);
    expect(pages.length).toBeGreaterThan(800);
    const shared = pages[0]!.filter((source) => pages.every((scripts) => scripts.includes(source)));
    for (const source of shared) expect(firstLine(source), source).toBe(compileHint);
    // The framework's chunks, and the site layout's, which Next.js's own 404 page does not load.
    const notFound = pageScripts("_not-found.html");
    expect(shared.filter((source) => notFound.includes(source)).length).toBeGreaterThan(2);
    expect(shared.filter((source) => !notFound.includes(source)).length).toBeGreaterThan(0);
  });

  it("leave a page's own chunks to compile as they are called", () => {
    const home = pageScripts("en.html");
    const own = pageScripts("en/wallpaper/1001-coconut-grove-fronds/on-your-wall.html").filter(
      (source) => !home.includes(source),
    );
    expect(own.length).toBeGreaterThan(0);
    for (const source of own) expect(firstLine(source), source).not.toBe(compileHint);
  });
});
