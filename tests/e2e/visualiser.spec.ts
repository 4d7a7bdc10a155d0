import type { Locator, Page, Request } from "@playwright/test";
import sharp from "sharp";

import { products } from "../../src/content/catalog/products";
import { calculatorHref } from "../../src/lib/calculator/calculator-link";
import { productPath } from "../../src/lib/catalog/lookups";
import { productRoomAlt } from "../../src/lib/catalog/product-image-alt";
import { onYourWallHref } from "../../src/lib/visualiser/visualiser-path";
import {
  cornerPosition,
  keyboardLargeStep,
  keyboardStep,
  suggestedWall,
} from "../../src/lib/visualiser/wall-handles";
import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { receivedScripts } from "./received-scripts";

/** A paper with a 21 in repeat: 8 ft is "about 4.5 repeats high", 10 ft "about 5.5". */
const product = products.find((p) => p.id === 10005)!;
const toolPath = onYourWallHref(productPath(product));

type Rgb = readonly [number, number, number];

// The test photo: a plain grey wall of known corners on a magenta ground, a dark lamp before it.
const photoSize = { width: 1600, height: 1200 };
const background: Rgb = [176, 48, 128];
const grey: Rgb = [128, 128, 128];
const lampColour: Rgb = [28, 26, 24];
const lamp = { left: 820, top: 500, right: 940, bottom: 800 };
/** Corners as fractions, on the arrow keys' grid, so the keyboard can reach them exactly. */
const wallCorners = [
  { x: 0.3, y: 0.1 },
  { x: 0.85, y: 0.15 },
  { x: 0.85, y: 0.8 },
  { x: 0.3, y: 0.85 },
] as const;
const cornerNames = ["top-left", "top-right", "bottom-right", "bottom-left"] as const;

function insideWall(x: number, y: number): boolean {
  const points = wallCorners.map((c) => ({ x: c.x * photoSize.width, y: c.y * photoSize.height }));
  return points.every((a, index) => {
    const b = points[(index + 1) % 4]!;
    return (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) >= 0;
  });
}

async function roomPhoto(width: number, height: number, wall: boolean): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let colour: Rgb;
      if (wall) {
        const inLamp = x >= lamp.left && x < lamp.right && y >= lamp.top && y < lamp.bottom;
        colour = inLamp ? lampColour : insideWall(x + 0.5, y + 0.5) ? grey : background;
      } else {
        // A camera-sized photo with some texture, so it decodes like one.
        const noise = ((x * 7919 + y * 104729) % 23) - 11;
        colour = [
          120 + ((x >> 4) % 60) + noise,
          110 + ((y >> 4) % 50) + noise,
          100 + (((x + y) >> 5) % 40) + noise,
        ];
      }
      pixels.set(colour, (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

function stage(page: Page): Locator {
  return page.locator("canvas[data-visualiser-canvas]");
}

async function readPixels(page: Page, points: readonly (readonly [number, number])[]) {
  return stage(page).evaluate((canvas, list) => {
    const context = (canvas as HTMLCanvasElement).getContext("2d")!;
    return list.map(([x, y]) => {
      const data = context.getImageData(x, y, 1, 1).data;
      return [data[0]!, data[1]!, data[2]!] as const;
    });
  }, points);
}

function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

function hex(colour: string): Rgb {
  const n = Number.parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const paletteOf = (p: typeof product): Rgb[] =>
  [p.palette.ground, ...p.palette.inks, ...(p.palette.metallic ? [p.palette.metallic] : [])].map(
    hex,
  );

/** Points on the wall, away from its edges, the lamp and the brush's reach around it. */
function wallSamples(): [number, number][] {
  const samples: [number, number][] = [];
  const [tl, tr, br, bl] = wallCorners;
  for (let i = 1; i <= 7; i += 1) {
    for (let j = 1; j <= 7; j += 1) {
      const u = i / 8;
      const v = j / 8;
      const x =
        ((1 - u) * (1 - v) * tl.x + u * (1 - v) * tr.x + u * v * br.x + (1 - u) * v * bl.x) * 1600;
      const y =
        ((1 - u) * (1 - v) * tl.y + u * (1 - v) * tr.y + u * v * br.y + (1 - u) * v * bl.y) * 1200;
      if (
        x > lamp.left - 120 &&
        x < lamp.right + 120 &&
        y > lamp.top - 120 &&
        y < lamp.bottom + 120
      ) {
        continue;
      }
      samples.push([Math.round(x), Math.round(y)]);
    }
  }
  return samples;
}

const outsideSamples: [number, number][] = [
  [80, 80],
  [1560, 60],
  [200, 600],
  [1540, 1150],
  [400, 1170],
  [1500, 500],
];
const lampSamples: [number, number][] = [
  [850, 560],
  [880, 700],
  [910, 770],
  [830, 780],
];

async function expectPapered(page: Page, palette: Rgb[]) {
  await expect(stage(page)).toHaveAttribute("data-painted", "full");
  await expect
    .poll(async () => {
      const wall = await readPixels(page, wallSamples());
      const notGrey = wall.filter((c) => distance(c, grey) > 25).length / wall.length;
      const onPalette =
        wall.filter((c) => Math.min(...palette.map((p) => distance(c, p))) < 64).length /
        wall.length;
      // Blends of two inks at a motif's edge may come close to grey; most of the wall may not.
      // The drawn paper shades its inks and grounds, and sampling blends them: most of the wall, not
      // all of it, lies near the palette.
      return { notGrey: notGrey >= 0.9, onPalette: onPalette >= 0.6 };
    })
    .toEqual({ notGrey: true, onPalette: true });
  for (const colour of await readPixels(page, outsideSamples)) {
    expect(distance(colour, background)).toBeLessThan(14);
  }
}

async function expectLampKept(page: Page, points = lampSamples) {
  for (const colour of await readPixels(page, points)) {
    expect(distance(colour, lampColour)).toBeLessThan(16);
  }
}

/** Presses from one fraction to another: large steps first, then small ones, in thousandths. */
function presses(from: number, to: number): { large: number; small: number; sign: 1 | -1 } {
  const milli = Math.round((to - from) * 1000);
  const largeMilli = Math.round(keyboardLargeStep * 1000);
  const smallMilli = Math.round(keyboardStep * 1000);
  const large = Math.trunc(milli / largeMilli);
  const small = (milli - large * largeMilli) / smallMilli;
  expect(Number.isInteger(small)).toBe(true);
  return { large: Math.abs(large), small: Math.abs(small), sign: milli < 0 ? -1 : 1 };
}

async function moveCornerByKeyboard(page: Page, corner: 0 | 1 | 2 | 3) {
  const handle = page.getByRole("button", { name: `Wall 1, ${cornerNames[corner]} corner` });
  await handle.focus();
  const start = suggestedWall(0)[corner];
  const target = wallCorners[corner];
  for (const axis of ["x", "y"] as const) {
    const { large, small, sign } = presses(start[axis], target[axis]);
    const key =
      axis === "x" ? (sign > 0 ? "ArrowRight" : "ArrowLeft") : sign > 0 ? "ArrowDown" : "ArrowUp";
    for (let i = 0; i < large; i += 1) await page.keyboard.press(`Shift+${key}`);
    for (let i = 0; i < small; i += 1) await page.keyboard.press(key);
  }
  await expect(handle).toHaveAccessibleDescription(cornerPosition(target));
}

async function openTool(page: Page, query = "") {
  await page.goto(`${toolPath}${query}`);
  // Nothing is decoded or painted before the visitor chooses a room or a photo.
  await expect(
    page.getByText("Choose one of our rooms, or a photo of your own room, to begin."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Wall 1, top-left corner" })).toHaveCount(0);
  await page.getByRole("button", { name: "Sample room: Living room" }).click();
  await expect(page.getByRole("button", { name: "Wall 1, top-left corner" })).toBeVisible();
  await expect(stage(page)).toHaveAttribute("data-painted", "full");
}

test.describe("see it on your wall", () => {
  test("papers a photo's marked wall in the browser and never sends the photo", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const photo = await roomPhoto(photoSize.width, photoSize.height, true);
    // A stretch from the middle of the file, at an offset that keeps its Base64 aligned.
    const offset = Math.floor(photo.length / 6) * 3;
    const marker = photo.subarray(offset, offset + 60);
    const markerBase64 = marker.toString("base64");
    const requests: Request[] = [];

    await openTool(page);
    await expect(page.locator("[data-visualiser-summary]")).toHaveText(
      `${product.name} on a wall 8 ft high, 21 in repeat: about 4.5 repeats high`,
    );

    page.on("request", (request) => requests.push(request));
    await page.getByLabel("Choose a photo of your room").setInputFiles({
      name: "my-room.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await expect(page.getByRole("button", { name: "Sample room: Living room" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(
      page.getByRole("button", { name: "Wall 1, top-left corner" }),
    ).toHaveAccessibleDescription(cornerPosition(suggestedWall(0)[0]));

    for (const corner of [0, 1, 2, 3] as const) await moveCornerByKeyboard(page, corner);

    // The lamp stands in front of the wall: painted out with the brush, by pointer.
    await page.getByRole("radio", { name: "Paint out" }).check();
    await page.getByRole("slider", { name: "Brush size" }).fill("6");
    const canvas = stage(page);
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const at = (x: number, y: number) => ({
      x: box.x + (x / photoSize.width) * box.width,
      y: box.y + (y / photoSize.height) * box.height,
    });
    const top = at(880, lamp.top - 20);
    const bottom = at(880, lamp.bottom + 20);
    await page.mouse.move(top.x, top.y);
    await page.mouse.down();
    await page.mouse.move(bottom.x, bottom.y, { steps: 12 });
    await page.mouse.up();

    const palette = paletteOf(product);
    await expectPapered(page, palette);
    await expectLampKept(page);
    expect(await axeViolations(page)).toEqual([]);

    // Restore by keyboard: the brush starts in the middle; five steps right is x = 880.
    await page.getByRole("radio", { name: "Restore" }).check();
    const brushArea = page.getByRole("group", { name: /^Restore brush/ });
    await brushArea.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("ArrowRight");
    await expect(brushArea).toHaveAccessibleDescription(/55% from the left, 50% from the top/);
    await page.keyboard.press("Space");
    await expect(stage(page)).toHaveAttribute("data-painted", "full");
    await expect
      .poll(async () => distance((await readPixels(page, [[880, 600]]))[0]!, lampColour))
      .toBeGreaterThan(40);
    await expectLampKept(page, [[880, 780]]);

    // The summary follows the wall height, and is read out.
    await page.getByRole("radio", { name: "Corners" }).check();
    await page.getByLabel("Wall height (ft)").fill("10");
    await expect(page.locator("[data-visualiser-summary]")).toHaveText(
      `${product.name} on a wall 10 ft high, 21 in repeat: about 5.5 repeats high`,
    );
    await expect(stage(page)).toHaveAccessibleName(/about 5\.5 repeats high$/);

    // Another paper on the same walls: the corners and the painting stay.
    const others = page.getByRole("region", { name: "Try another paper" }).getByRole("button");
    await expect(others.first()).toHaveAttribute("aria-pressed", "true");
    const next = others.nth(1);
    const nextName = (await next.getAttribute("aria-label"))!;
    const nextProduct = products.find((p) => nextName.startsWith(`${p.name} by `))!;
    await next.click();
    await expect(next).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${nextProduct.name} on your wall`,
    );
    await expect(page.locator("[data-visualiser-summary]")).toContainText(
      `${nextProduct.name} on a wall 10 ft high`,
    );
    await expect(page).toHaveURL(`${onYourWallHref(productPath(nextProduct))}?height=10`);
    await expect(
      page.getByRole("button", { name: "Wall 1, bottom-right corner" }),
    ).toHaveAccessibleDescription(cornerPosition(wallCorners[2]));
    await expectPapered(page, paletteOf(nextProduct));
    await expectLampKept(page, [[880, 780]]);

    expect(await axeViolations(page)).toEqual([]);

    const leaks = requests.filter((request) => {
      const body = request.postDataBuffer();
      return (
        body !== null && (body.includes(marker) || body.toString("latin1").includes(markerBase64))
      );
    });
    expect(leaks.map((r) => r.url())).toEqual([]);
  });

  test("prepares a 12-megapixel phone photo to mark within two seconds", async ({ page }) => {
    const photo = await roomPhoto(4032, 3024, false);
    await openTool(page);
    await page.getByLabel("Choose a photo of your room").setInputFiles({
      name: "IMG_0001.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await expect(
      page.getByRole("button", { name: "Wall 1, top-left corner" }),
    ).toHaveAccessibleDescription(cornerPosition(suggestedWall(0)[0]));
    const ready = await page.waitForFunction(() => {
      const [entry] = performance.getEntriesByName("visualiser:photo-ready", "measure");
      return entry ? entry.duration : null;
    });
    const ms = (await ready.jsonValue()) as number;
    test.info().annotations.push({ type: "photo-ready", description: `${Math.round(ms)} ms` });
    expect(ms).toBeLessThan(2_000);
    // Scaled to the working size, the long side 1600 px.
    expect(
      await stage(page).evaluate((c) => [
        (c as HTMLCanvasElement).width,
        (c as HTMLCanvasElement).height,
      ]),
    ).toEqual([1600, 1200]);
  });

  test("loads its papering engine with the first room, not with the page", async ({ page }) => {
    const scripts = receivedScripts(page);
    const engineLoaded = () => scripts.contain("The picture could not be made.");
    await page.goto(toolPath);
    await expect(page.getByRole("button", { name: "Sample room: Living room" })).toBeVisible();
    expect(await scripts.count()).toBeGreaterThan(3);
    expect(await engineLoaded(), "the engine with the page").toBe(false);
    await page.getByRole("button", { name: "Sample room: Living room" }).click();
    await expect(page.getByRole("button", { name: "Wall 1, top-left corner" })).toBeVisible();
    await expect(stage(page)).toHaveAttribute("data-painted", "full");
    expect(await engineLoaded(), "the engine once a room is open").toBe(true);
  });

  test("refuses a file that is not a picture", async ({ page }) => {
    await openTool(page);
    await page.getByLabel("Choose a photo of your room").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a photo"),
    });
    await expect(
      page.getByRole("alert").filter({ hasText: "That file is not a picture we can open" }),
    ).toBeVisible();
  });

  test("takes the wall height from the calculator's link", async ({ page }) => {
    await openTool(page, "?height=10");
    await expect(page.getByLabel("Wall height (ft)")).toHaveValue("10");
    await expect(page.locator("[data-visualiser-summary]")).toHaveText(/about 5\.5 repeats high$/);
  });

  test("is linked from the product page and from the calculator with the height", async ({
    page,
  }) => {
    await page.goto(productPath(product));
    await expect(page.getByRole("link", { name: "See it on your wall" })).toHaveAttribute(
      "href",
      toolPath,
    );
    await page.goto(`${calculatorHref(product)}&wallHeight=10`);
    const link = page.getByRole("link", { name: "See it on your wall" });
    await expect(link).toHaveAttribute("href", `${toolPath}?height=10`);
    await page.getByLabel("Wall height (ft)").fill("9");
    await expect(link).toHaveAttribute("href", `${toolPath}?height=9`);
  });

  test("is indexed by no one and names its paper", async ({ page }) => {
    await page.goto(toolPath);
    await expect(page).toHaveTitle(new RegExp(`^See ${product.name} on Your Wall \\| `));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      `${product.name}On your wall`,
    );
  });
});

test.describe("see it on your wall, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the paper in a room and says the tool needs JavaScript", async ({ page }) => {
    await page.goto(toolPath);
    await expect(page.getByText(/runs in your browser and needs JavaScript/)).toBeVisible();
    await expect(page.getByRole("img", { name: productRoomAlt(product) })).toBeVisible();
  });
});
