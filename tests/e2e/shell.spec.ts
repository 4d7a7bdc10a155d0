import { productPath } from "../../src/lib/catalog/lookups";
import { products } from "../../src/content/catalog/products";
import { expect, test, waitForHydration } from "./fixtures";

const desktopOrder = ["Wallpaper Brands", "About", "Services", "Installation", "How To", "Contact"];

test.describe("desktop header", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "desktop navigation only");

  test("lists the navigation in order and marks the current page", async ({ page }) => {
    await page.goto("/privacy");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(desktopOrder);
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(0);
    const cta = page.getByRole("banner").getByRole("link", { name: "Book Consultation" });
    await expect(cta).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("banner").getByRole("link", { name: /home/i })).toHaveAttribute(
      "href",
      "/",
    );
  });
});

test.describe("mobile drawer", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, "mobile navigation only");

  test("opens, expands Resources, closes on a link and on Escape, and returns focus", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const mobileNav = drawer.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav.getByRole("link").first()).toHaveText("Home");
    const resources = drawer.getByRole("button", { name: "Resources" });
    await expect(resources).toHaveAttribute("aria-expanded", "false");
    await expect(drawer.getByRole("link", { name: "Testimonials" })).toBeHidden();
    await resources.click();
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link", { name: "Testimonials" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "FAQs" })).toBeVisible();
    await expect(drawer.getByText("How-To Guides")).toBeVisible();
    const guideLinks = drawer.locator('a[href^="/how-to/"], a[href="/wallpaper-calculator"]');
    await expect(guideLinks).toHaveCount(5);
    await resources.click();
    await expect(drawer.getByRole("link", { name: "Testimonials" })).toBeHidden();
    await expect(drawer.getByRole("link", { name: "Book Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(drawer).toBeHidden();
  });

  test("keeps keyboard focus inside the reopened drawer", async ({ page }) => {
    await page.goto("/privacy");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    // A visitor closes what they can see; reopening then lands in the closing animation.
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await menu.click();
    await expect
      .poll(() => drawer.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test("marks the current page in the drawer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const home = page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Home" });
    await expect(home).toHaveAttribute("aria-current", "page");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu control links to the full navigation in the footer", async ({ page }) => {
    await page.goto("/terms");
    const viewport = page.viewportSize();
    test.skip((viewport?.width ?? 0) >= 1024, "the menu control shows below the desktop width");
    const menu = page.getByRole("link", { name: "Menu" });
    await expect(menu).toHaveAttribute("href", "#site-map");
    await menu.click();
    const siteMap = page.getByRole("navigation", { name: "Site map" });
    await expect(siteMap).toBeInViewport();
    for (const label of [
      "Home",
      "About",
      "Wallpaper Brands",
      "Installation",
      "Testimonials",
      "FAQs",
      "Contact",
    ]) {
      await expect(siteMap.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
  });

  test("the footer accordion opens one section at a time", async ({ page }) => {
    await page.goto("/terms");
    test.skip((page.viewportSize()?.width ?? 0) >= 768, "the accordion shows on small screens");
    const footer = page.getByRole("contentinfo");
    const quickSection = footer.locator("details", { hasText: "Quick Links" });
    const hoursSection = footer.locator("details", { hasText: "Office Hours" });
    await quickSection.locator("summary").click();
    await expect(quickSection).toHaveAttribute("open", "");
    await expect(quickSection.getByRole("link", { name: "Services" })).toBeVisible();
    await hoursSection.locator("summary").click();
    await expect(hoursSection).toHaveAttribute("open", "");
    await expect(quickSection).not.toHaveAttribute("open", "");
    await expect(quickSection.getByRole("link", { name: "Services" })).toBeHidden();
    await hoursSection.locator("summary").click();
    await expect(hoursSection).not.toHaveAttribute("open", "");
  });
});

test("the footer carries the store's details, hours, copyright and legal links", async ({
  page,
}) => {
  await page.goto("/privacy");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "(305) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+13055550142",
  );
  await expect(
    footer.getByRole("link", { name: /@alcove-wallcoverings\.example/ }),
  ).toHaveAttribute("href", /^mailto:/);
  await expect(footer.getByText(/© 2025/)).toBeVisible();
  await expect(footer.getByRole("link", { name: "Terms & Conditions" }).last()).toHaveAttribute(
    "href",
    "/terms",
  );
  await expect(footer.getByRole("link", { name: "Privacy Policy" }).last()).toHaveAttribute(
    "href",
    "/privacy",
  );
});

test("a new page starts at the top, and Back restores the place the visitor left", async ({
  page,
}) => {
  await page.goto("/privacy");
  await page.evaluate(() => window.scrollTo(0, 1800));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const left = await page.evaluate(() => window.scrollY);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Terms & Conditions" })
    .last()
    .click();
  await expect(page).toHaveURL("/terms");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("banner")).toBeInViewport();
  await page.waitForTimeout(1100);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL("/privacy");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
});

test("a skip link leads to the main content", async ({ page }) => {
  await page.goto("/terms");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await skip.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test.describe("pages fetched ahead", () => {
  test("another page is fetched when the visitor points at or focuses its link, not before", async ({
    page,
  }) => {
    const fetchedAhead: string[] = [];
    page.on("request", (request) => {
      if (request.headers()["next-router-prefetch"]) {
        fetchedAhead.push(new URL(request.url()).pathname);
      }
    });
    await page.goto(productPath(products[0]!));
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // Long enough for Next.js's own fetching of links in view, which runs when the page is idle.
    await page.waitForTimeout(1500);
    expect(fetchedAhead).toEqual([]);

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await breadcrumb.getByRole("link", { name: "Catalog" }).hover();
    await expect.poll(() => fetchedAhead).toContain("/catalog");
    await breadcrumb.getByRole("link", { name: "Home" }).focus();
    await expect.poll(() => fetchedAhead).toContain("/");
  });
});
