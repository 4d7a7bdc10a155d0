import type { Browser, Locator, Page } from "@playwright/test";

import { products } from "../../src/content/catalog/products";
import { site } from "../../src/content/site";
import { calendarDate } from "../../src/lib/forms/date-range";
import { auditRoutes } from "../../src/lib/routes/route-manifest";
import { sampleCartCookie } from "../../src/lib/samples/cart";
import { axeViolations, axeViolationsAsServed, levelOneHeadings } from "./a11y";
import { sendContactMessage } from "./contact-form";
import { expect, test } from "./fixtures";

/** One h1 and a clean axe run, both reported even when the first fails. */
async function audit(page: Page) {
  expect.soft(await levelOneHeadings(page), "level-one headings").toHaveLength(1);
  expect.soft(await axeViolations(page), "axe violations").toEqual([]);
}

/** The same, for a page opened with JavaScript off. */
async function auditWithoutJavaScript(page: Page, browser: Browser) {
  expect.soft(await levelOneHeadings(page), "level-one headings").toHaveLength(1);
  expect.soft(await axeViolationsAsServed(page, browser), "axe violations").toEqual([]);
}

for (const route of auditRoutes()) {
  test(`one h1 and no axe violations on ${route.path}`, async ({ page }) => {
    const response = await page.goto(route.path, { waitUntil: "load" });
    expect(response?.status(), "status").toBeLessThan(400);
    await audit(page);
  });
}

// States a visitor reaches that the manifest's plain addresses do not show.
test.describe("other states", () => {
  test("the empty checkout", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Your Cart is Empty" })).toBeVisible();
    await audit(page);
  });

  test("a checkout with samples in it", async ({ page, context }) => {
    const ids = products.slice(0, 2).map((product) => product.id);
    await context.addCookies([
      { name: sampleCartCookie, value: ids.join("."), domain: "localhost", path: "/" },
    ]);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await audit(page);
  });

  test("the not-found page", async ({ page, watch }) => {
    watch.allow(/404 \(Not Found\)/);
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await audit(page);
  });

  for (const path of [
    "/catalog?q=no-such-wallpaper",
    "/styles/no-such-style-xyz",
    "/color/no-such-colour",
    "/types/no-such-type",
  ]) {
    test(`a listing with nothing in it: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: /^No products found$/i })).toBeVisible();
      await audit(page);
    });
  }

  async function fillContact(form: Locator) {
    await form.getByLabel("Name").fill("Daniel Ortiz");
    await form.getByLabel("Email").fill("daniel@example.com");
    await form.getByLabel("Message").fill("Do you carry grasscloth in deep green?");
  }

  test("the contact form after it has sent", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form).toHaveAttribute("novalidate", "");
    await fillContact(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText("Message Sent!");
    await audit(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the contact form after it has sent", async ({ page, browser }) => {
      await sendContactMessage(page, fillContact);
      await expect(page).toHaveURL(/\/contact#message-form$/);
      await expect(page.getByRole("status")).toContainText("within 24 hours");
      await auditWithoutJavaScript(page, browser);
    });

    test("the consultation form after it has booked", async ({ page, browser }) => {
      await page.goto("/consultation#book");
      const section = page.getByRole("region", { name: "Book your consultation" });
      await section.getByLabel("Name").fill("Marisol Vega");
      await section.getByLabel("Email").fill("marisol@example.com");
      const date = section.getByLabel("Preferred date");
      // Today in the showroom's time zone: without JavaScript the page's own bounds are those of
      // the day it was built.
      await date.fill(calendarDate(new Date(), site.timeZone));
      await section.getByRole("button", { name: "Book Consultation" }).click();
      await expect(page).toHaveURL(/\/consultation#book-form$/);
      await expect(section.getByRole("status")).toContainText("Consultation Booked!");
      await auditWithoutJavaScript(page, browser);
    });
  });
});
