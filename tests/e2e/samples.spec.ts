import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

import type { BrowserContext, Locator, Page } from "@playwright/test";

import { brandName, productPath } from "../../src/lib/catalog/lookups";
import { products } from "../../src/content/catalog/products";
import { sampleCartCookie } from "../../src/lib/samples/cart";
import { decodeHeader, findPart, parseMime } from "../integration/support/mime";
import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { first, second, third } from "./first-products";
import { toastHelpers } from "./toasts";

/** Puts samples in the cart the way the server would have written them. */
async function setCart(context: BrowserContext, ids: readonly number[] | string) {
  const value = typeof ids === "string" ? ids : ids.join(".");
  await context.addCookies([{ name: sampleCartCookie, value, domain: "localhost", path: "/" }]);
}

/**
 * The e-mails the server sent for a request. The browser tests' server has no SMTP_URL, so the
 * outbox delivers into DATA_DIR/mail (playwright.config.ts shares that folder as E2E_DATA_DIR).
 */
async function mailsFor(
  reference: string,
): Promise<{ subject: string; to: string; text: string }[]> {
  const folder = join(process.env.E2E_DATA_DIR ?? "", "mail");
  let found: { subject: string; to: string; text: string }[] = [];
  await expect
    .poll(
      async () => {
        const files = await readdir(folder).catch(() => [] as string[]);
        found = [];
        for (const file of files.filter((name) => name.endsWith(".eml"))) {
          const mime = parseMime(await readFile(join(folder, file), "utf8"));
          const subject = decodeHeader(mime.headers.get("subject"));
          if (!subject.includes(`(ref ${reference})`)) continue;
          found.push({
            subject,
            to: mime.headers.get("to") ?? "",
            text: findPart(mime, "text/plain")?.body ?? "",
          });
        }
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBe(2);
  return found;
}

function headerSamples(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^Samples/ });
}

/** The header's count has read the cookie: the page is hydrated and the buttons are live. */
async function waitForHydration(page: Page) {
  await expect(headerSamples(page)).toHaveAttribute("data-sample-count", /\d+/);
}

const { expectToast } = toastHelpers(/Notifications/);

function addButton(page: Page, name: string): Locator {
  return page.getByRole("button", { name: `Add sample of ${name}`, exact: true });
}

function lines(page: Page): Locator {
  return page.getByRole("list", { name: "Samples" }).getByRole("listitem");
}

function shippingForm(page: Page): Locator {
  return page.getByRole("form", { name: "Shipping Information" });
}

/** A text field by its accessible name (the label's asterisk is hidden from it). */
function field(form: Locator, name: string): Locator {
  return form.getByRole("textbox", { name, exact: true });
}

async function fillShipping(form: Locator, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    "Full Name": "Marisol Vega",
    "Email Address": "marisol@example.com",
    "Street Address": "1200 Alhambra Circle",
    City: "Coral Gables",
    "ZIP Code": "33134",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await field(form, label).fill(value);
  }
}

test.describe("samples with JavaScript", () => {
  test("adds from a product page once; a second press says so; the header counts", async ({
    page,
  }) => {
    await page.goto(productPath(first));
    await waitForHydration(page);
    await expect(headerSamples(page)).toHaveAccessibleName("Samples");

    await addButton(page, first.name).click();
    await expectToast(page, "Sample added", `${first.name} is in your samples.`);
    await expect(headerSamples(page)).toHaveAccessibleName("Samples (1)");
    await expect(page).toHaveURL(new RegExp(`${productPath(first)}$`));

    await addButton(page, first.name).click();
    await expectToast(page, "Already in your samples");
    await expect(headerSamples(page)).toHaveAccessibleName("Samples (1)");

    await headerSamples(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
  });

  test("adds from the /samples grid and stops at ten with a clear message", async ({
    page,
    context,
  }) => {
    // Nine already chosen elsewhere; the grid's first card makes ten, the next one is refused.
    const nine = products.slice(20, 29).map((product) => product.id);
    await setCart(context, nine);
    await page.goto("/samples");
    await expect(
      page.getByRole("heading", { level: 1, name: "Order Wallpaper Samples" }),
    ).toBeVisible();
    await expect(page.getByText("$5.00").first()).toBeVisible();
    await waitForHydration(page);
    await expect(headerSamples(page)).toHaveAccessibleName("Samples (9)");

    await addButton(page, first.name).click();
    await expectToast(page, "Sample added");
    await expect(headerSamples(page)).toHaveAccessibleName("Samples (10)");

    await addButton(page, second.name).click();
    await expectToast(page, "Up to 10 samples per request", /Remove one to add another/);
    await expect(headerSamples(page)).toHaveAccessibleName("Samples (10)");

    await page.goto("/checkout");
    await expect(lines(page)).toHaveCount(10);
    await expect(page.getByTestId("sample-total")).toHaveText("$50.00");
  });

  test("the summary totals the samples and Remove updates it in place", async ({
    page,
    context,
  }) => {
    await setCart(context, [first.id, second.id, third.id]);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shipping Information" })).toBeVisible();
    await expect(lines(page)).toHaveCount(3);
    for (const product of [first, second, third]) {
      const line = lines(page).filter({ hasText: product.name });
      await expect(line.getByRole("img")).toHaveCount(1);
      await expect(line.getByText("$5.00")).toBeVisible();
    }
    await expect(page.getByTestId("sample-total")).toHaveText("$15.00");
    await expect(page.getByText(/No payment is taken online/).first()).toBeVisible();
    await waitForHydration(page);

    await page.getByRole("button", { name: `Remove ${second.name}` }).click();
    await expectToast(page, "Sample removed");
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByTestId("sample-total")).toHaveText("$10.00");
    await expect(headerSamples(page)).toHaveAccessibleName("Samples (2)");

    await page.getByRole("button", { name: `Remove ${first.name}` }).click();
    await expect(page.getByTestId("sample-total")).toHaveText("$5.00");
    await page.getByRole("button", { name: `Remove ${third.name}` }).click();
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  });

  test("an empty cart says so and leads to /samples", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Shipping Information" })).toHaveCount(0);
    await page.getByRole("link", { name: "Browse Samples" }).click();
    await expect(page).toHaveURL(/\/samples$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Order Wallpaper Samples" }),
    ).toBeVisible();
  });

  test("drops a sample that is no longer in the catalogue, and ignores a tampered cookie", async ({
    page,
    context,
  }) => {
    await setCart(context, `${first.id}.9999`);
    await page.goto("/checkout");
    await expect(page.getByText("A sample was removed")).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByTestId("sample-total")).toHaveText("$5.00");

    await setCart(context, '[{"id":1001,"price":0}]');
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  });

  test("bad fields get messages beside them and keep their values", async ({ page, context }) => {
    await setCart(context, [first.id, second.id]);
    await page.goto("/checkout");
    const form = shippingForm(page);
    await expect(form).toHaveAttribute("novalidate", "");
    for (const label of ["Full Name", "Email Address", "Street Address", "City", "ZIP Code"]) {
      await expect(field(form, label)).toHaveAttribute("aria-required", "true");
    }
    await expect(form.getByRole("combobox", { name: "State" })).toHaveValue("FL");
    await page
      .getByRole("checkbox", { name: `Cut from the current run for ${second.name}` })
      .check();

    await fillShipping(form, {
      "Email Address": "marisol@",
      "Street Address": "",
      "ZIP Code": "3313",
    });
    await form.getByRole("button", { name: "Place Order" }).click();

    await expect(field(form, "Email Address")).toHaveAccessibleDescription(
      "Please enter a valid e-mail address.",
    );
    await expect(field(form, "Street Address")).toHaveAccessibleDescription(
      "Please enter your street address.",
    );
    await expect(field(form, "ZIP Code")).toHaveAccessibleDescription(
      "Please enter a ZIP code like 33134 or 33134-1234.",
    );
    await expect(field(form, "ZIP Code")).toHaveAttribute("aria-invalid", "true");
    await expect(field(form, "Full Name")).toHaveValue("Marisol Vega");
    await expect(field(form, "ZIP Code")).toHaveValue("3313");
    await expect(
      page.getByRole("checkbox", { name: `Cut from the current run for ${second.name}` }),
    ).toBeChecked();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("Place Order stores the request and shows the confirmation with a reference", async ({
    page,
    context,
  }) => {
    await setCart(context, [first.id, second.id]);
    await page.goto("/checkout");
    const form = shippingForm(page);
    await expect(form).toHaveAttribute("novalidate", "");
    await page
      .getByRole("checkbox", { name: `Cut from the current run for ${first.name}` })
      .check();
    await fillShipping(form, { "ZIP Code": "33134-1234" });
    await form.getByRole("combobox", { name: "State" }).selectOption("NY");
    await form.getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/checkout\/confirmation\?ref=[0-9A-F]{8}$/);
    const reference = new URL(page.url()).searchParams.get("ref");
    await expect(page.getByTestId("request-reference")).toHaveText(reference!);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank you");
    await expect(page.getByText(/No payment has been taken/)).toBeVisible();
    await expect(headerSamples(page)).toHaveAccessibleName("Samples");

    // The showroom's copy lists every sample, marks the current-run line and gives the address;
    // the visitor's confirmation repeats the samples.
    const mails = await mailsFor(reference!);
    const owner = mails.find((mail) => mail.subject.startsWith("Sample request:"));
    const visitor = mails.find((mail) => mail.to.includes("marisol@example.com"));
    expect(owner?.text).toContain(
      `1. ${first.name} (#${first.id}), ${brandName(first.brand)}: $5.00 · Current-run cutting requested`,
    );
    expect(owner?.text).toContain(
      `2. ${second.name} (#${second.id}), ${brandName(second.brand)}: $5.00\n`,
    );
    expect(owner?.text).toContain("1200 Alhambra Circle\nCoral Gables, NY 33134-1234");
    expect(owner?.text).toContain("Total: $10.00");
    expect(visitor?.subject).toBe(`Your sample request to Alcove Wallcoverings (ref ${reference})`);
    expect(visitor?.text).toContain("No payment has been taken");
    expect(visitor?.text).toContain(second.name);

    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  });
});

test.describe("samples accessibility", () => {
  // The manifest's axe run sees /checkout empty; these are its other states.
  test("a filled checkout, its messages and the confirmation have no axe violations", async ({
    page,
    context,
  }) => {
    await setCart(context, `${first.id}.${second.id}.9999`);
    await page.goto("/checkout?notice=added&product=" + String(first.id));
    await expect(lines(page)).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);

    const form = shippingForm(page);
    await expect(form).toHaveAttribute("novalidate", "");
    await form.getByRole("button", { name: "Place Order" }).click();
    await expect(field(form, "ZIP Code")).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);

    await fillShipping(form);
    await form.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\?ref=/);
    // The address changes first; the new page's title follows with its render.
    await expect(page).toHaveTitle(/^Sample Request Received/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("samples without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add, add again, remove and order by plain form posts", async ({ page }) => {
    await page.goto(productPath(first));
    await expect(headerSamples(page)).toHaveAccessibleName("Samples");
    await addButton(page, first.name).click();
    await expect(page).toHaveURL(/\/checkout\?notice=added&product=\d+$/);
    await expect(page.getByText(`${first.name} is in your samples.`)).toBeVisible();
    await expect(lines(page)).toHaveCount(1);

    await page.goto(productPath(first));
    await addButton(page, first.name).click();
    await expect(page.getByText("Already in your samples", { exact: true })).toBeVisible();
    await expect(lines(page)).toHaveCount(1);

    await page.goto(productPath(second));
    await addButton(page, second.name).click();
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByTestId("sample-total")).toHaveText("$10.00");

    await page.getByRole("button", { name: `Remove ${first.name}` }).click();
    await expect(page.getByText(`${first.name} was removed from your samples.`)).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByTestId("sample-total")).toHaveText("$5.00");

    // A refused post comes back with the messages and the values.
    const form = shippingForm(page);
    await page
      .getByRole("checkbox", { name: `Cut from the current run for ${second.name}` })
      .check();
    await fillShipping(form, { "ZIP Code": "ABCDE" });
    await form.getByRole("button", { name: "Place Order" }).click();
    await expect(
      shippingForm(page).getByText("Please enter a ZIP code like 33134 or 33134-1234."),
    ).toBeVisible();
    await expect(field(shippingForm(page), "Full Name")).toHaveValue("Marisol Vega");
    await expect(
      page.getByRole("checkbox", { name: `Cut from the current run for ${second.name}` }),
    ).toBeChecked();

    await field(shippingForm(page), "ZIP Code").fill("33134");
    await shippingForm(page).getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\?ref=[0-9A-F]{8}$/);
    await expect(page.getByTestId("request-reference")).toHaveText(/^[0-9A-F]{8}$/);

    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  });

  test("the eleventh sample is refused with a notice", async ({ page, context }) => {
    await setCart(
      context,
      products.slice(30, 40).map((product) => product.id),
    );
    await page.goto(productPath(first));
    await addButton(page, first.name).click();
    await expect(page.getByText("Up to 10 samples per request", { exact: true })).toBeVisible();
    await expect(lines(page)).toHaveCount(10);
  });
});
