import type { Locator, Page } from "@playwright/test";

import { expect, isMobile, test } from "./fixtures";

/**
 * The catalog's listing pages: /catalog, /styles, /styles/<style>, /color/<color> and
 * /types/<material>. Filters, search, view and paging live in the URL, so most checks read the
 * address bar and the count a visitor sees, with and without JavaScript.
 */

const results = (page: Page) => page.getByRole("region", { name: "Wallpapers" });
const cards = (page: Page) => results(page).getByRole("article");
const foundCount = (page: Page) => page.getByRole("status").filter({ hasText: /found$/ });

/**
 * The filter panel: the sidebar on desktop; on phones the sheet, or without JavaScript the
 * panel in the page, which the "Filter Wallpapers" link reveals.
 */
async function openFilters(page: Page, { js = true }: { js?: boolean } = {}): Promise<Locator> {
  const sidebar = page.getByRole("complementary", { name: "Filter Wallpapers" });
  if (!(await isMobile(page))) return sidebar;
  if (!js) {
    await expect(sidebar).toBeHidden();
    await page.getByRole("link", { name: "Filter Wallpapers" }).click();
    await expect(sidebar).toBeVisible();
    return sidebar;
  }
  // The sheet's trigger replaces the disclosure once the page is hydrated.
  await page.locator('button[aria-haspopup="dialog"]', { hasText: "Filter Wallpapers" }).click();
  const sheet = page.getByRole("dialog", { name: "Filter Wallpapers" });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function closeFilters(page: Page) {
  const sheet = page.getByRole("dialog", { name: "Filter Wallpapers" });
  if (await sheet.isVisible()) {
    await sheet.getByRole("button", { name: /^Show \d+ wallpapers?$/ }).click();
    await expect(sheet).toBeHidden();
  }
}

/** Client leaves render their real controls once React has hydrated the page. */
async function hydrated(page: Page) {
  await expect(
    page.locator('button[aria-haspopup="dialog"]', { hasText: "Filter Wallpapers" }),
  ).toBeAttached();
}

function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test.describe("/catalog with JavaScript", () => {
  test("filters toggle through the URL, the selected value clears, and Clear All resets", async ({
    page,
  }) => {
    await page.goto("/catalog");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wallpaper Collection");
    await expect(foundCount(page)).toHaveText("151 products found");
    await expect(cards(page)).toHaveCount(12);

    let panel = await openFilters(page);
    await panel.getByRole("link", { name: /^Thibaut,/ }).click();
    await expect(page).toHaveURL(/\/catalog\?brand=thibaut$/);
    await expect(panel.getByRole("link", { name: /^Thibaut,/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await closeFilters(page);
    await expect(foundCount(page)).toHaveText("12 products found");
    await expect(cards(page)).toHaveCount(12);

    // Selecting the selected value clears it.
    panel = await openFilters(page);
    await panel.getByRole("link", { name: /^Thibaut,/ }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await closeFilters(page);
    await expect(foundCount(page)).toHaveText("151 products found");

    // One value per group: a second brand replaces the first; groups combine with AND.
    panel = await openFilters(page);
    await panel.getByRole("link", { name: /^York Wallcoverings,/ }).click();
    await expect(page).toHaveURL(/brand=york/);
    await panel.getByRole("link", { name: /^Schumacher,/ }).click();
    await expect(page).toHaveURL(/brand=schumacher/);
    expect(searchParams(page).getAll("brand")).toEqual(["schumacher"]);
    await panel.getByRole("link", { name: /^Suits humid rooms,/ }).click();
    await expect(page).toHaveURL(/\/catalog\?brand=schumacher&humid=1$/);
    await closeFilters(page);
    await expect(foundCount(page)).toHaveText("1 product found");
    await expect(cards(page)).toHaveCount(1);

    await page.getByRole("link", { name: "Clear All", exact: true }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(foundCount(page)).toHaveText("151 products found");
  });

  test("search narrows by name or brand and the count matches the cards", async ({ page }) => {
    await page.goto("/catalog");
    await hydrated(page);
    const search = page.getByRole("searchbox", { name: "Search wallpapers by name or brand" });
    await expect(search).toHaveAttribute("placeholder", "Search wallpapers...");
    await search.fill("THIBAUT");
    await search.press("Enter");
    await expect(page).toHaveURL(/q=THIBAUT/);
    await expect(foundCount(page)).toHaveText("12 products found");
    await expect(cards(page)).toHaveCount(12);
    for (const card of await cards(page).all()) await expect(card).toContainText("Thibaut");
    // The results are a new page (the built catalogue's per-request twin); the box keeps the focus.
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("THIBAUT");
  });

  test("an empty result offers Clear All Filters, which also clears the search", async ({
    page,
  }) => {
    await page.goto("/catalog?q=no-such-wallpaper&brand=thibaut");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search terms")).toBeVisible();
    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(foundCount(page)).toHaveText("151 products found");
    await expect(
      page.getByRole("searchbox", { name: "Search wallpapers by name or brand" }),
    ).toHaveValue("");
  });

  test("the view toggle switches to a list with descriptions and back", async ({ page }) => {
    await page.goto("/catalog?brand=thibaut");
    await hydrated(page);
    const list = page.getByRole("link", { name: "List view" });
    await list.click();
    await expect(page).toHaveURL(/brand=thibaut&view=list/);
    await expect(list).toHaveAttribute("aria-current", "true");
    await expect(cards(page).first().getByRole("paragraph").last()).toHaveText(/\w{3,}.{80,}/);
    await page.getByRole("link", { name: "Grid view" }).click();
    await expect(page).toHaveURL(/\/catalog\?brand=thibaut$/);
  });

  test("Load more appends 12 cards in place and replaces the URL", async ({ page }) => {
    await page.goto("/catalog");
    await hydrated(page);
    await expect(cards(page)).toHaveCount(12);
    const firstCard = cards(page).first();
    const more = page.getByRole("link", { name: "Load more" });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    const firstCardTop = async () => (await firstCard.boundingBox())?.y;
    const topBefore = await firstCardTop();
    const historyLength = await page.evaluate(() => history.length);

    await more.click();
    await expect(page).toHaveURL(/\/catalog\?page=2$/);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText("Showing 24 of 151 wallpapers")).toBeVisible();
    // The list grew below: nothing the visitor was looking at moved, and no history entry was
    // added. (The built page gives way to its per-request twin here, a new page to React.)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await firstCardTop()).toBe(topBefore);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // Focus moves to the first new wallpaper.
    await expect(cards(page).nth(12).getByRole("link").first()).toBeFocused();
    // The new cards fade in; the ones the page arrived with never did.
    const fades = (card: Locator) =>
      card.evaluate((element) => element.closest("li")?.getAnimations().length ?? 0);
    expect(await fades(cards(page).nth(12))).toBeGreaterThan(0);
    expect(await fades(firstCard)).toBe(0);
  });

  test("from a later page, Load more appends to the same list", async ({ page }) => {
    await page.goto("/catalog?page=2");
    await hydrated(page);
    const firstCard = cards(page).first();
    await firstCard.evaluate((element) => element.setAttribute("data-kept", "yes"));
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(cards(page)).toHaveCount(36);
    await expect(cards(page).nth(24).getByRole("link").first()).toBeFocused();
    // Appended, not re-rendered: the cards already on screen are the same elements.
    await expect(firstCard).toHaveAttribute("data-kept", "yes");
  });

  test("the first row's pictures load with the page, the rest as they near the screen", async ({
    page,
  }) => {
    await page.goto("/catalog");
    const picture = (index: number) => cards(page).nth(index).getByRole("img").first();
    await expect(picture(0)).toHaveAttribute("loading", "eager");
    await expect(picture(0)).toHaveAttribute("fetchpriority", "high");
    // The rest of the first row waits for the files the first paint needs.
    for (const index of [1, 2]) {
      await expect(picture(index)).toHaveAttribute("loading", "eager");
      await expect(picture(index)).toHaveAttribute("fetchpriority", "low");
    }
    for (const index of [3, 6, 11]) {
      await expect(picture(index)).toHaveAttribute("loading", "lazy");
    }
  });
});

test.describe("/catalog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter links and Clear All work as plain links", async ({ page }) => {
    await page.goto("/catalog");
    let panel = await openFilters(page, { js: false });
    await panel.getByRole("link", { name: /^Teal,/ }).click();
    await expect(page).toHaveURL(/\/catalog\?color=teal$/);
    await expect(foundCount(page)).toHaveText("20 products found");
    await expect(cards(page)).toHaveCount(12);

    panel = await openFilters(page, { js: false });
    await panel.getByRole("link", { name: /^Teal,/ }).click();
    await expect(page).toHaveURL(/\/catalog$/);

    panel = await openFilters(page, { js: false });
    await panel.getByRole("link", { name: /^Geometric,/ }).click();
    await expect(page).toHaveURL(/style=geometric/);
    panel = await openFilters(page, { js: false });
    await panel.getByRole("link", { name: "Clear All", exact: true }).click();
    await expect(page).toHaveURL(/\/catalog$/);
  });

  test("the search form submits with GET and keeps the filters", async ({ page }) => {
    await page.goto("/catalog?brand=york");
    const search = page.getByRole("searchbox", { name: "Search wallpapers by name or brand" });
    await search.fill("york");
    await search.press("Enter");
    await expect(page).toHaveURL(/brand=york/);
    await expect(page).toHaveURL(/q=york/);
    await expect(foundCount(page)).toHaveText("12 products found");
  });

  test("?page=2 renders 24 cards and Load more leads to the first new one on page 3", async ({
    page,
  }) => {
    await page.goto("/catalog?page=2");
    await expect(cards(page)).toHaveCount(24);
    const more = page.getByRole("link", { name: "Load more" });
    await expect(more).toHaveAttribute("href", "/catalog?page=3#wallpaper-25");
    await more.click();
    await expect(cards(page)).toHaveCount(36);
    await expect(cards(page).nth(24)).toBeInViewport();
  });

  test("the last page has no Load more", async ({ page }) => {
    await page.goto("/catalog?page=13");
    await expect(cards(page)).toHaveCount(151);
    await expect(page.getByText("Showing 151 of 151 wallpapers")).toBeVisible();
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
  });
});

test.describe("search engines", () => {
  test("filtered and paged listings are noindex, follow with a canonical to the plain page", async ({
    page,
  }) => {
    await page.goto("/catalog?brand=thibaut&page=2");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex, follow/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/catalog$/);
    await page.goto("/catalog");
    await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute("content", /noindex/);
  });

  test("/style/<slug> redirects permanently to /styles/<slug>", async ({ request }) => {
    const response = await request.get("/style/grasscloth-naturals", { maxRedirects: 0 });
    expect([301, 308]).toContain(response.status());
    expect(response.headers()["location"]).toMatch(/\/styles\/grasscloth-naturals$/);
  });

  test("showcase aliases end on the style they name", async ({ page }) => {
    await page.goto("/style/modern-geometric");
    await expect(page).toHaveURL(/\/styles\/geometric$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Geometric Wallpaper");
    await expect(cards(page)).not.toHaveCount(0);
  });
});

test.describe("style pages", () => {
  test("/styles lists all 14 styles, each linking to its page", async ({ page }) => {
    await page.goto("/styles");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wallpaper Styles");
    const styles = page.getByRole("main").getByRole("article");
    await expect(styles).toHaveCount(14);
    await expect(page.getByRole("link", { name: "Chinoiserie" })).toHaveAttribute(
      "href",
      "/styles/chinoiserie",
    );
  });

  test("a style page has breadcrumbs, its description and a disabled style filter", async ({
    page,
  }) => {
    await page.goto("/styles/geometric");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Geometric Wallpaper");
    await expect(page).toHaveTitle(/^Geometric Wallpaper \|/);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText([
      "Home",
      "Catalog",
      "Geometric Wallpaper",
    ]);
    await expect(crumbs.getByRole("link", { name: "Catalog" })).toHaveAttribute("href", "/catalog");
    await expect(page.getByText(/^Trellis, lattice, hexagons/)).toBeVisible();
    await expect(foundCount(page)).toHaveText("13 products found");

    const panel = await openFilters(page);
    const style = panel.getByRole("radio", { name: "Geometric" });
    await expect(style).toBeDisabled();
    await expect(style).toBeChecked();
    await expect(panel.getByRole("link", { name: /^Damask,/ })).toHaveCount(0);
    // Brand and color apply.
    await panel.getByRole("link", { name: /^White,/ }).click();
    await expect(page).toHaveURL(/\/styles\/geometric\?color=white$/);
    await closeFilters(page);
    await expect(foundCount(page)).toHaveText("7 products found");
    await expect(cards(page)).toHaveCount(7);
  });

  test("a known style is served as built; a filter renders it for the query", async ({
    request,
  }) => {
    const built = await request.get("/styles/geometric");
    expect(built.headers()["x-nextjs-prerender"]).toBeTruthy();
    expect(await built.text()).toContain("13 products found");
    // A query the page does not read (an analytics tag) changes nothing, so the built page answers.
    const tagged = await request.get("/styles/geometric?utm_source=newsletter");
    expect(tagged.headers()["x-nextjs-prerender"]).toBeTruthy();

    const filtered = await request.get("/styles/geometric?color=white");
    expect(filtered.headers()["x-nextjs-prerender"]).toBeUndefined();
    expect(filtered.headers()["cache-control"]).toContain("no-store");
    expect(await filtered.text()).toContain("7 products found");

    // The per-request route is never an address of its own.
    const typed = await request.get("/styles/geometric/per-request?color=white", {
      maxRedirects: 0,
    });
    expect(typed.status()).toBe(308);
    expect(typed.headers()["location"]).toBe("/styles/geometric?color=white");
  });

  test("choosing a filter by keyboard keeps the panel open and the focus on the choice", async ({
    page,
  }) => {
    await page.goto("/styles/geometric");
    await hydrated(page);
    const panel = await openFilters(page);
    const white = panel.getByRole("link", { name: /^White,/ });

    await white.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/styles\/geometric\?color=white$/);
    await expect(white).toHaveAttribute("aria-current", "true");
    await expect(panel).toBeVisible();
    await expect(white).toBeFocused();

    // Choosing it again clears it: back to the page as built, still in the panel.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/styles\/geometric$/);
    await expect(white).not.toHaveAttribute("aria-current", "true");
    await expect(panel).toBeVisible();
    await expect(white).toBeFocused();
    await closeFilters(page);
    await expect(foundCount(page)).toHaveText("13 products found");
  });

  test("an unknown style renders its title-cased slug, noindex, and the empty state", async ({
    page,
  }) => {
    const response = await page.goto("/styles/no-such-style-xyz");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No Such Style Xyz");
    await expect(page).toHaveTitle(/^No Such Style Xyz \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { name: "No Products Found" })).toBeVisible();
    await expect(page.getByText("No products currently match this style.")).toBeVisible();
  });
});

test.describe("colour pages", () => {
  test("shows the colour's text, a search box, three results and a link to all of them", async ({
    page,
  }) => {
    await page.goto("/color/teal");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deep Teal Wallpaper");
    await expect(page).toHaveTitle(/^Teal Wallpaper \|/);
    await expect(page.getByPlaceholder("Search wallpapers...")).toBeVisible();
    await expect(foundCount(page)).toHaveText("20 products found");
    await expect(cards(page)).toHaveCount(3);
    const seeAll = page.getByRole("link", { name: "See all 20 teal wallpapers" });
    await expect(seeAll).toHaveAttribute("href", "/catalog?color=teal");
    await seeAll.click();
    await expect(foundCount(page)).toHaveText("20 products found");

    await page.goto("/color/teal");
    await hydrated(page);
    const panel = await openFilters(page);
    await expect(panel.getByRole("radio", { name: "Teal" })).toBeDisabled();
  });

  test("any colour name renders; an unknown one is noindex with the empty state", async ({
    page,
  }) => {
    const response = await page.goto("/color/no-such-colour");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No Such Colour Wallpaper");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search terms")).toBeVisible();
  });
});

test.describe("type pages", () => {
  test("a material lists its wallpapers; an unknown one is noindex and empty", async ({ page }) => {
    await page.goto("/types/grasscloth");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grasscloth Wallpaper");
    await expect(foundCount(page)).toHaveText("9 products found");
    await expect(cards(page)).toHaveCount(9);

    await page.goto("/types/no-such-type");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No Such Type");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { name: "No Products Found" })).toBeVisible();
  });
});

test.describe("mobile filter sheet", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, "phones only");

  test("opens as a dialog titled Filter Wallpapers, traps focus and returns it", async ({
    page,
  }) => {
    await page.goto("/color/green");
    await hydrated(page);
    const trigger = page.locator('button[aria-haspopup="dialog"]', {
      hasText: "Filter Wallpapers",
    });
    await trigger.click();
    const sheet = page.getByRole("dialog", { name: "Filter Wallpapers" });
    await expect(sheet).toBeVisible();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
