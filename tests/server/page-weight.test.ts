import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { assertBuilt, buildDir } from "./support/production-server";

/**
 * The weight of the pre-rendered HTML, as served (uncompressed): what the server writes for each
 * request and a phone parses. Each page's markup is written twice, in the HTML and in the inline
 * RSC payload React hydrates from, so a few bytes added to a repeated element come back many
 * times. The budgets sit a few per cent above the pages' weight when they were set
 * (docs/performance.md); a change that crosses one should be looked at, not the budget raised
 * without a reason.
 */
const budgets: Record<string, number> = {
  "en.html": 118_000, // the home page
  "en/catalog.html": 150_000,
  "en/wallpaper/10001-tidewater-pastorale.html": 103_000,
  "en/about.html": 69_000,
  "es.html": 122_000,
};

// 830 pages: 740, and the catalogue with one filter in each language (90 pages of about 150 kB).
const allPagesBudget = 97_000_000;

const appDir = () => join(process.cwd(), buildDir(), "server/app");
const page = (file: string) => readFileSync(join(appDir(), file), "utf8");

function* htmlFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

beforeAll(() => {
  assertBuilt();
});

describe("the pre-rendered pages' weight", () => {
  for (const [file, budget] of Object.entries(budgets)) {
    it(`${file} stays within ${budget / 1000} kB`, () => {
      expect(Buffer.byteLength(page(file))).toBeLessThanOrEqual(budget);
    });
  }

  it(`every page together stays within ${allPagesBudget / 1e6} MB`, () => {
    let total = 0;
    let pages = 0;
    for (const file of htmlFiles(appDir())) {
      total += statSync(file).size;
      pages += 1;
    }
    expect(pages).toBeGreaterThan(800);
    expect(total).toBeLessThanOrEqual(allPagesBudget);
  });

  it("lists one candidate list per picture: AVIF; browsers without it take the <img>'s file", () => {
    const html = page("en/catalog.html");
    expect(html).toContain('<source type="image/avif"');
    expect(html).not.toContain('type="image/webp"');
  });

  it("writes none of the site's unset props into the RSC payload of a listing", () => {
    // React writes a prop set to undefined as "$undefined" (the framework's own, such as nonce
    // and its error boundaries' templates, are out of the site's hands).
    const unset = [...page("en/catalog.html").matchAll(/\\"([\w-]+)\\":\\"\$undefined\\"/g)].map(
      (match) => match[1],
    );
    const siteProps = ["srcSet", "sizes", "fetchPriority", "style", "className", "aria-current"];
    const dataAttributes = unset.filter((name) => name?.startsWith("data-"));
    expect(unset.filter((name) => siteProps.includes(name ?? ""))).toEqual([]);
    expect(dataAttributes).toEqual([]);
  });

  it("leaves the consultation dialog's settings out of the pages that only offer the dialog", () => {
    expect(page("en.html")).not.toContain("timeSlots");
    expect(page("en/catalog.html")).not.toContain("timeSlots");
  });
});

/**
 * What a phone fetches, side by side on one connection, before the home page's largest paint:
 * the preloaded fonts and the hero's phone-sized file. Lighthouse's mobile estimate adds a round
 * trip (150 ms) for each window of bytes these take beyond the budgets below
 * (docs/decisions/021-one-display-weight-and-a-leaner-hero.md).
 */
describe("what the first screen waits for", () => {
  const preloads = (html: string, as: string) =>
    [...html.matchAll(/<link rel="preload"([^>]*)>/g)]
      .map((match) => match[1] ?? "")
      .filter((attributes) => attributes.includes(`as="${as}"`));

  it("preloads two fonts, 31 kB together at most", () => {
    const fonts = preloads(page("en.html"), "font").map(
      (attributes) => /href="\/_next\/([^"]+)"/.exec(attributes)?.[1] ?? "",
    );
    expect(fonts).toHaveLength(2);
    const bytes = fonts.map((file) => statSync(join(process.cwd(), buildDir(), file)).size);
    expect(bytes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(31_000);
  });

  it.each([
    ["en.html", 800, 17_500],
    ["en/about.html", 720, 17_500],
    ["en/wallpaper/1001-coconut-grove-fronds.html", 656, 17_500],
    // The wall visualiser opens on the paper in a room: a busier picture, at its own width.
    ["en/wallpaper/1001-coconut-grove-fronds/on-your-wall.html", 720, 23_000],
  ])("%s sends a phone its first picture at %i px in %i bytes at most", (file, width, budget) => {
    const [picture] = preloads(page(file), "image");
    const phoneFile = new RegExp(`(/images/generated/[^ ]+-${width}\\.avif) ${width}w`).exec(
      picture ?? "",
    )?.[1];
    expect(phoneFile).toBeDefined();
    expect(statSync(join(process.cwd(), "public", phoneFile ?? "")).size).toBeLessThanOrEqual(
      budget,
    );
  });
});

/**
 * tailwind-merge (about 9 kB gzip) is in no page's first scripts: buttons and fields are drawn
 * with component classes a caller's utilities override by the cascade, and only the dialogs,
 * drawers and sheets loaded on first use merge with it
 * (docs/decisions/011-class-names-without-tailwind-merge-in-eager-client-code.md).
 */
describe("tailwind-merge on a page's first load", () => {
  const chunksDir = () => join(process.cwd(), buildDir(), "static", "chunks");
  // A property name of its class-group table, kept by the minifier.
  const isTailwindMerge = (chunk: string) =>
    readFileSync(join(chunksDir(), chunk), "utf8").includes("isThemeGetter");
  const loadsTailwindMerge = (file: string) =>
    [...new Set(page(file).match(/(?<=\/_next\/static\/chunks\/)[\w.-]+\.js/g) ?? [])].some(
      isTailwindMerge,
    );

  it("is in the build, for what loads on first use", () => {
    const chunks = readdirSync(chunksDir()).filter((name) => name.endsWith(".js"));
    expect(chunks.some(isTailwindMerge)).toBe(true);
  });

  it.each([
    "en.html",
    "en/wallpaper-brands.html",
    "es/wallpaper-brands.html",
    "en/catalog.html",
    "en/samples.html",
    "en/wallpaper/1001-coconut-grove-fronds.html",
    "en/about.html",
    "en/contact.html",
    "es/contact.html",
    "en/consultation.html",
    "en/checkout.html",
    "en/wallpaper-calculator.html",
  ])("stays off %s", (file) => {
    expect(loadsTailwindMerge(file)).toBe(false);
  });
});
