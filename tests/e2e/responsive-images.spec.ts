import type { Page } from "@playwright/test";

import { lighthouseRoutes } from "../../src/lib/routes/route-manifest";
import { expect, test } from "./fixtures";

/**
 * Every picture on the first screen of every route is fetched at a width between once and twice
 * the pixels it fills (its drawn width times the screen's density), or at the largest width there
 * is when even that is short of once. A `sizes` wider than the layout, or a preset missing a
 * width, downloads two or three times the bytes; a narrower one paints a blurred picture.
 *
 * One phone and one laptop screen, each in its own project so every route is opened once per
 * screen. The routes are the Lighthouse gate's: every English audit route and one Spanish page
 * of each kind, since the Spanish pages are built from the same components and layouts.
 */
const screens = [
  { project: "mobile", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { project: "desktop", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 },
] as const;

type Measured = {
  alt: string;
  currentSrc: string;
  drawnWidth: number;
  chosenWidth: number | null;
  largestWidth: number;
};

/**
 * The pictures that intersect the first screen, once each has loaded and decoded (lazy ones on
 * that screen included: the browser fetches them on arrival). Decorative pictures (alt="") have
 * no role, so the pictures are found by their <picture> element.
 */
async function firstScreenPictures(page: Page): Promise<Measured[]> {
  return page.evaluate(async () => {
    const onFirstScreen = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.top < window.innerHeight &&
        box.bottom > 0 &&
        box.left < window.innerWidth &&
        box.right > 0
      );
    };
    const images = [...document.querySelectorAll<HTMLImageElement>("picture > img")].filter(
      onFirstScreen,
    );
    await Promise.all(
      images.map(async (img) => {
        if (!img.complete) {
          await new Promise<void>((resolve) => {
            img.addEventListener("load", () => resolve(), { once: true });
            img.addEventListener("error", () => resolve(), { once: true });
          });
        }
        await img.decode().catch(() => undefined);
      }),
    );
    const widthOf = (url: string) => {
      const match = /-(\d+)\.(?:avif|webp|jpg)(?:$|\?)/.exec(url);
      return match ? Number(match[1]) : null;
    };
    return images.map((img) => {
      const chosen = img.currentSrc;
      // The <source> the browser took is the one whose candidates include the chosen file.
      const sources = [...(img.parentElement?.querySelectorAll("source") ?? [])];
      const source = sources.find((s) => s.srcset.includes(new URL(chosen).pathname));
      const candidates = (source?.srcset ?? "")
        .split(",")
        .map((entry) => Number(/\s(\d+)w\s*$/.exec(entry.trim())?.[1] ?? 0));
      return {
        alt: img.alt,
        currentSrc: new URL(chosen).pathname,
        drawnWidth: img.getBoundingClientRect().width,
        chosenWidth: widthOf(chosen) ?? (img.naturalWidth || null),
        largestWidth: Math.max(0, ...candidates),
      };
    });
  });
}

for (const screen of screens) {
  test.describe(`${screen.viewport.width}x${screen.viewport.height} at ${screen.deviceScaleFactor}x`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    for (const route of lighthouseRoutes()) {
      test(`first-screen pictures on ${route.path} are fetched at 1x to 2x`, async ({
        page,
      }, testInfo) => {
        test.skip(testInfo.project.name !== screen.project, `measured in ${screen.project}`);
        const response = await page.goto(route.path, { waitUntil: "load" });
        expect(response?.status(), "status").toBeLessThan(400);
        const pictures = await firstScreenPictures(page);
        const dpr = screen.deviceScaleFactor;
        for (const picture of pictures) {
          const need = picture.drawnWidth * dpr;
          const label = `${picture.currentSrc} (alt "${picture.alt.slice(0, 40)}") drawn ${picture.drawnWidth.toFixed(1)} px × ${dpr}`;
          expect.soft(picture.chosenWidth, `${label}: a width in the file name`).not.toBeNull();
          const chosen = picture.chosenWidth ?? 0;
          if (chosen === picture.largestWidth && chosen < need) continue;
          expect
            .soft(chosen, `${label}: at least 1x (${need.toFixed(0)} px)`)
            .toBeGreaterThanOrEqual(Math.floor(need));
          expect
            .soft(chosen, `${label}: at most 2x (${(2 * need).toFixed(0)} px)`)
            .toBeLessThanOrEqual(Math.ceil(2 * need));
        }
      });
    }
  });
}

/**
 * Pictures the page asks for at once (not `loading="lazy"`) that start below the first screen,
 * by file name without its width: they compete with the first screen's pictures and text for
 * the connection.
 */
async function eagerBelowFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>("img")]
      .filter((img) => img.loading !== "lazy" && img.getBoundingClientRect().top >= innerHeight)
      .map((img) => (img.getAttribute("src") ?? "").replace(/-\d+\.(?:avif|webp|jpg)$/, "")),
  );
}

test.describe("pictures fetched at once", () => {
  for (const route of lighthouseRoutes()) {
    test(`${route.path} fetches at once only pictures on the phone's or the laptop's first screen`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "both screens in one run");
      const belowByScreen: string[][] = [];
      for (const screen of screens) {
        await page.setViewportSize(screen.viewport);
        const response = await page.goto(route.path, { waitUntil: "load" });
        expect(response?.status(), "status").toBeLessThan(400);
        belowByScreen.push(await eagerBelowFirstScreen(page));
      }
      const [phone = [], laptop = []] = belowByScreen;
      // A picture on one screen's first screen and not the other's (the third card of a row
      // that wraps on a phone) is fine: `loading` cannot differ by screen.
      expect(phone.filter((picture) => laptop.includes(picture))).toEqual([]);
    });
  }
});
