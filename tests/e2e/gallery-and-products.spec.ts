import type { Locator, Page } from "@playwright/test";

import { calculatorHref } from "../../src/lib/calculator/calculator-link";
import { brandShowcase } from "../../src/content/catalog/brand-showcase";
import { products } from "../../src/content/catalog/products";
import { filterProducts } from "../../src/lib/catalog/filter";
import { formatMoney } from "../../src/lib/money/format-money";
import { expect, test } from "./fixtures";
import { jsonLdItems, productJsonLd } from "./json-ld";

const gallery = "/wallpaper-brands";

function tilesOf(page: Page): Locator {
  return page.getByRole("button", { name: /^Preview / });
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Scrolls until the end text shows, checking that every load adds a page. */
async function scrollToEnd(page: Page, total: number) {
  const tiles = tilesOf(page);
  for (let shown = await tiles.count(); shown < total; shown = await tiles.count()) {
    await scrollToBottom(page);
    await expect(tiles).toHaveCount(Math.min(shown + 12, total), { timeout: 5_000 });
  }
  await expect(page.getByText(`You've seen all ${total} wallpapers`)).toBeVisible();
}

function matchCount(q: string): number {
  return filterProducts(products, { q }, { matchStyle: true }).length;
}

test.describe("wallpaper gallery", () => {
  test("shows 12, loads 12 more near the bottom after a spinner, and ends with the count", async ({
    page,
  }) => {
    await page.goto(gallery);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ALCOVE WALLCOVERINGS");
    const strip = page.getByRole("navigation", { name: "Wallpaper brands" });
    await expect(strip.getByRole("link")).toHaveCount(15);

    const tiles = tilesOf(page);
    await expect(tiles).toHaveCount(12);
    await scrollToBottom(page);
    await expect(page.getByText("Loading more wallpapers...")).toBeVisible();
    await expect(tiles).toHaveCount(24);
    await expect(page.getByText("Loading more wallpapers...")).toBeHidden();
    await expect(page).toHaveURL(/[?&]page=2\b/);

    await scrollToEnd(page, products.length);
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);

    const cta = page.getByRole("region", { name: "Found one you love?" });
    await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "About Consultations" })).toHaveAttribute(
      "href",
      "/consultation",
    );
  });

  test("a new search starts again at 12 and ends with the match count", async ({ page }) => {
    const q = "floral";
    const total = matchCount(q);
    expect(total).toBeGreaterThan(12);

    await page.goto(gallery);
    const tiles = tilesOf(page);
    await scrollToBottom(page);
    await expect(tiles).toHaveCount(24);

    await page.getByRole("searchbox", { name: "Search the gallery" }).fill(q);
    await expect(tiles).toHaveCount(12);
    await expect(page).toHaveURL(`${gallery}?q=${q}`);
    await expect(page.getByText(`12 of ${total} wallpapers matching “${q}”`)).toBeVisible();
    await scrollToEnd(page, total);
  });

  test("a brand in the logo strip searches the gallery for that house", async ({ page }) => {
    await page.goto(gallery);
    await page
      .getByRole("navigation", { name: "Wallpaper brands" })
      .getByRole("link", { name: "Thibaut" })
      .click();
    await expect(page).toHaveURL(`${gallery}?q=Thibaut`);
    await expect(page.getByRole("searchbox", { name: "Search the gallery" })).toHaveValue(
      "Thibaut",
    );
    await expect(tilesOf(page).first()).toHaveAccessibleName(/, Thibaut$/);
  });

  test("opens the preview from the keyboard, keeps focus inside and returns it", async ({
    page,
  }) => {
    await page.goto(gallery);
    // The page behind a modal dialog leaves the accessibility tree, so read the name first.
    const label = (await tilesOf(page).nth(2).getAttribute("aria-label")) ?? "";
    const name = label.replace(/^Preview /, "").replace(/, [^,]+$/, "");
    const tile = page.getByRole("button", { name: label, exact: true });
    await tile.focus();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toHaveText(name);
    await expect(dialog.getByRole("button", { name: "Close preview" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "View wallpaper details" })).toHaveAttribute(
      "href",
      /^\/wallpaper\/\d+-/,
    );

    const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test("protects the preview picture and closes on a click", async ({ page }) => {
    await page.goto(gallery);
    const label = (await tilesOf(page).first().getAttribute("aria-label")) ?? "";
    const tile = page.getByRole("button", { name: label, exact: true });
    await tile.click();
    const dialog = page.getByRole("dialog");
    const picture = dialog.getByRole("img");
    await expect(picture).toBeVisible();

    const prevented = await picture.evaluate((img) => {
      const blocked = (type: string) => {
        const event = new MouseEvent(type, { bubbles: true, cancelable: true });
        img.dispatchEvent(event);
        return event.defaultPrevented;
      };
      return {
        contextmenu: blocked("contextmenu"),
        dragstart: blocked("dragstart"),
        selectable: getComputedStyle(img).userSelect,
      };
    });
    expect(prevented).toEqual({ contextmenu: true, dragstart: true, selectable: "none" });

    await picture.click();
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });
});

test.describe("wallpaper gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("?page=2 renders 24 with a Load more link to page 3", async ({ page }) => {
    await page.goto(`${gallery}?page=2`);
    await expect(tilesOf(page)).toHaveCount(24);
    await expect(page.getByRole("link", { name: "Load more" })).toHaveAttribute(
      "href",
      `${gallery}?page=3`,
    );
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(`${gallery}?page=3`);
    await expect(tilesOf(page)).toHaveCount(36);
  });

  test("the search form works as a plain GET form", async ({ page }) => {
    await page.goto(gallery);
    const search = page.getByRole("searchbox", { name: "Search the gallery" });
    await search.fill("damask");
    await search.press("Enter");
    await expect(page).toHaveURL(`${gallery}?q=damask`);
    const total = matchCount("damask");
    await expect(tilesOf(page)).toHaveCount(Math.min(total, 12));
  });
});

test.describe("brand showcase", () => {
  test("every style link leads to a page of wallpapers", async ({ page, request }) => {
    await page.goto("/collections");
    const styles = page.getByRole("region", { name: "Shop by style" }).getByRole("listitem");
    await expect(styles).toHaveCount(8);
    const hrefs = await styles
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text(), href).toMatch(/href="\/wallpaper\/\d+-[a-z0-9-]+"/);
    }
  });

  test("shows 16 houses whose websites open safely in a new tab", async ({ page }) => {
    await page.goto("/collections");
    const visits = page.getByRole("link", { name: /^Visit Website/ });
    await expect(visits).toHaveCount(brandShowcase.length);
    expect(brandShowcase).toHaveLength(16);
    for (const link of await visits.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
    await expect(page.getByText(/special order/i).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("product page", () => {
  const product = products.find(
    (p) => p.details.verticalRepeatInches > 0 && p.originalPrice === undefined,
  );
  if (!product) throw new Error("the catalogue has no repeating paper");
  const path = `/wallpaper/${product.id}-${product.slug}`;

  test("shows the paper, its price, details, next steps and related papers", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(page.getByText(formatMoney(product.price.amount)).first()).toBeVisible();
    const details = page.getByRole("region", { name: "Specifications" });
    await expect(details.getByText("Vertical Repeat", { exact: true })).toBeVisible();
    await expect(details.getByText(product.collection)).toBeVisible();
    await expect(page.getByRole("link", { name: "Calculate rolls" })).toHaveAttribute(
      "href",
      calculatorHref(product),
    );
    await expect(page.getByRole("button", { name: "Book Consultation" })).toBeVisible();
    const related = page.getByRole("region", { name: /^More .+ wallpaper$/ });
    await expect(related.getByRole("article")).toHaveCount(4);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Catalog" })).toHaveAttribute(
      "href",
      "/catalog",
    );
    await expect(breadcrumb.getByRole("link", { name: / Wallpaper$/ })).toHaveAttribute(
      "href",
      `/styles/${product.style}`,
    );
  });

  test("draws the repeat beside a ruler whose ticks and numbers sit at their inches", async ({
    page,
  }) => {
    await page.goto(path);
    const figure = page.locator("figure").filter({ has: page.getByText("0", { exact: true }) });
    const tile = await figure.locator("img").first().boundingBox();
    const zero = await figure.getByText("0", { exact: true }).boundingBox();
    const twelve = await figure.getByText("12", { exact: true }).boundingBox();
    if (!tile || !zero || !twelve) throw new Error("the scale drawing is not on the page");
    const tileInches = product.details.verticalRepeatInches;
    const pxPerInch = tile.height / tileInches;
    const centre = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(centre(twelve) - centre(zero)).toBeCloseTo(12 * pxPerInch, 0);
    // A hairline at every inch (or every other one when inches are tiny) down to the last number.
    const ticks = await figure.evaluate((node) =>
      [...node.querySelectorAll("[aria-hidden] span")]
        .map((span) => span.getBoundingClientRect())
        .filter((box) => box.height === 1 && box.width <= 14)
        .map((box) => box.top),
    );
    expect(ticks.length).toBeGreaterThanOrEqual(12);
    const footDown = centre(zero) + 12 * pxPerInch;
    expect(ticks.some((top) => Math.abs(top - footDown) <= 1)).toBe(true);
    expect(ticks[1]! - ticks[0]!).toBeCloseTo(pxPerInch * (pxPerInch >= 4 ? 1 : 2), 0);
  });

  test("describes itself as a Product with an Offer in JSON-LD", async ({ page }) => {
    await page.goto(path);
    const data = await productJsonLd(page);
    expect(data).toMatchObject({
      name: product.name,
      sku: String(product.id),
      offers: { "@type": "Offer", priceCurrency: "USD", price: product.price.amount.toFixed(2) },
    });
    expect((await jsonLdItems(page)).some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("a wrong slug moves permanently to the right address; an unknown id is not found", async ({
    page,
    request,
  }) => {
    const moved = await request.get(`/wallpaper/${product.id}-not-its-name`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(new RegExp(`${path}$`));
    await page.goto(`/wallpaper/${product.id}`);
    await expect(page).toHaveURL(path);

    // The query goes along; a name typed with capitals and a Spanish address move too.
    const withQuery = await request.get(`/wallpaper/${product.id}?ref=card`, { maxRedirects: 0 });
    expect(withQuery.status()).toBe(308);
    expect(withQuery.headers().location).toMatch(new RegExp(`${path}\\?ref=card$`));
    await page.goto(`/wallpaper/${product.id}-${product.slug.toUpperCase()}`);
    await expect(page).toHaveURL(path);
    const spanish = await request.get(`/es/papel-tapiz/${product.id}-old`, { maxRedirects: 0 });
    expect(spanish.status()).toBe(308);
    expect(spanish.headers().location).toMatch(
      new RegExp(`/es/papel-tapiz/${product.id}-${product.slug}$`),
    );

    const missing = await request.get("/wallpaper/999999-nothing-here");
    expect(missing.status()).toBe(404);
  });
});
