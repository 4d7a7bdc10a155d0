import type { Locator, Page, Route } from "@playwright/test";

import { productPath } from "../../src/lib/catalog/lookups";
import { products } from "../../src/content/catalog/products";
import { site } from "../../src/content/site";
import { addYearsToCalendarDate, calendarDate } from "../../src/lib/forms/date-range";
import { sendContactMessage } from "./contact-form";
import { expect, test } from "./fixtures";

/** A second server started by playwright.config.ts whose database address is closed. */
const databaseDownOrigin = `http://localhost:${Number(process.env.PORT ?? 3100) + 1}`;

const product = products[0]!;
const productPage = productPath(product);

const consultationTexts = {
  required: ["Please fill in required fields", "Name, email, and preferred date are required."],
  success: ["Consultation Booked!", "We'll contact you soon to confirm your appointment."],
  failure: ["Error", "Failed to send consultation request. Please try again."],
} as const;

const contactTexts = {
  required: ["Please fill in required fields", "Name, email, and message are required."],
  success: ["Message Sent!", "Thank you for contacting us. We'll get back to you within 24 hours."],
  failure: ["Error", "Failed to send message. Please try again."],
} as const;

function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /Notifications/ });
}

async function expectToast(page: Page, [title, description]: readonly [string, string]) {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** The dialog host's listener is attached once it has noted the visit's landing page. */
async function waitForDialogHost(page: Page) {
  await page.waitForFunction(() => window.sessionStorage.getItem("alcove.landing-page") !== null);
}

/** A form takes over validation (novalidate) once it has hydrated. */
async function waitForForm(form: Locator) {
  await expect(form).toHaveAttribute("novalidate", "");
}

/** Every Server Action post the page makes, to prove that nothing was sent. */
function recordActionPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.headers()["next-action"]) posts.push(request.url());
  });
  return posts;
}

/** Holds Server Action posts until `release` is called, to observe the Sending... state. */
async function holdActionPosts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*", async (route: Route) => {
    const request = route.request();
    if (request.method() === "POST" && request.headers()["next-action"]) {
      await released;
      await route.continue();
      return;
    }
    await route.fallback();
  });
  return release;
}

/** Answers Server Action posts with a server error page: the action "throws" in the browser. */
async function failActionPosts(page: Page) {
  await page.route("**/*", async (route: Route) => {
    const request = route.request();
    if (request.method() === "POST" && request.headers()["next-action"]) {
      await route.fulfill({
        status: 500,
        contentType: "text/plain",
        body: "Internal Server Error",
      });
      return;
    }
    await route.fallback();
  });
}

async function openDialogFrom(page: Page, trigger: Locator): Promise<Locator> {
  await waitForDialogHost(page);
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Book a consultation" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillConsultation(scope: Locator, name = "Marisol Vega") {
  await scope.getByLabel("Name").fill(name);
  await scope.getByLabel("Email").fill("marisol@example.com");
  await scope.getByLabel("Phone").fill("(305) 555-0199");
  const date = scope.getByLabel("Preferred date");
  // The earliest date the form allows: today in the showroom's time zone.
  await date.fill(calendarDate(new Date(), site.timeZone));
  await scope.getByLabel("Preferred time").selectOption("10:00 AM");
  await scope.getByLabel("Message").fill("A powder room with no window.");
}

async function fillContact(form: Locator, name = "Daniel Ortiz") {
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("daniel@example.com");
  await form.getByLabel("Phone").fill("305-555-0111");
  await form.getByLabel("Message").fill("Do you carry grasscloth in deep green?");
}

test.describe("consultation dialog", () => {
  test("opens from a product page with the product named, traps focus, closes on Escape", async ({
    page,
  }) => {
    await page.goto(productPage);
    const trigger = page.getByRole("button", { name: "Book Consultation", exact: true });
    const dialog = await openDialogFrom(page, trigger);

    await expect(dialog.getByText("Your request is about")).toBeVisible();
    await expect(dialog.getByText(product.name, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(productPage);

    for (let step = 0; step < 16; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await dialog.evaluate((node) => node.contains(document.activeElement));
      expect(inside, `focus stays in the dialog after ${step + 1} tabs`).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("its settings come with it on first use, not with every page", async ({ page }) => {
    const response = await page.goto(productPage);
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain("timeSlots");
    expect(html).not.toContain("Choose a day that suits you");

    const settings = page.waitForResponse((answer) =>
      answer.url().endsWith("/api/consultation-dialog/en"),
    );
    const trigger = page.getByRole("button", { name: "Book Consultation", exact: true });
    const dialog = await openDialogFrom(page, trigger);
    expect((await settings).status()).toBe(200);
    await expect(dialog.getByText("Choose a day that suits you")).toBeVisible();
    await expect(
      dialog.getByLabel("Preferred time").getByRole("option", { name: "1:00 PM" }),
    ).toBeAttached();
  });

  test("when its settings cannot be fetched, the button leads to the inline form", async ({
    page,
    watch,
  }) => {
    watch.allow(/Failed to load resource/);
    let refused = 0;
    await page.route("**/api/consultation-dialog/**", (route) => {
      refused += 1;
      return route.abort();
    });
    await page.goto(productPage);
    await waitForDialogHost(page);
    await page.getByRole("button", { name: "Book Consultation", exact: true }).click();
    await expect(page).toHaveURL(/\/consultation\?product=.+#book$/);
    await expect(
      page.getByRole("region", { name: "Book your consultation" }).getByText(product.name, {
        exact: true,
      }),
    ).toBeVisible();
    expect(refused, "the dialog asked for its settings first").toBeGreaterThan(0);
  });

  test("missing required fields: nothing is sent, a toast, marked fields, focus on the first", async ({
    page,
  }) => {
    const posts = recordActionPosts(page);
    await page.goto("/services");
    const dialog = await openDialogFrom(
      page,
      page.getByRole("button", { name: "Schedule a Consultation" }),
    );

    await dialog.getByRole("button", { name: "Book Consultation" }).click();
    await expectToast(page, consultationTexts.required);
    const name = dialog.getByLabel("Name");
    await expect(name).toBeFocused();
    for (const [label, message] of [
      ["Name", "Please enter your name."],
      ["Email", "Please enter your e-mail address."],
      ["Preferred date", "Please choose a preferred date."],
    ] as const) {
      const field = dialog.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAttribute("aria-required", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(dialog.getByLabel("Phone")).not.toHaveAttribute("aria-invalid", "true");

    // A malformed address is caught too, and focus goes to it as the first problem.
    await name.fill("Marisol Vega");
    await dialog.getByLabel("Email").fill("marisol@");
    await dialog.getByRole("button", { name: "Book Consultation" }).click();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription(
      "Please enter a valid e-mail address.",
    );
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  test("the fields are the documented ones", async ({ page }) => {
    await page.goto("/consultation");
    const dialog = await openDialogFrom(
      page,
      page.getByRole("button", { name: "Schedule Your Consultation" }).first(),
    );
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await expect(dialog.getByLabel("Preferred date")).toHaveAttribute("type", "date");
    await expect(dialog.getByLabel("Message")).toHaveAttribute("rows", "3");
    const time = dialog.getByLabel("Preferred time");
    await expect(time.locator("option")).toHaveText([
      "No preference",
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
    ]);
  });

  test("Sending..., then success: toast, dialog closed, focus back, fields cleared", async ({
    page,
  }) => {
    await page.goto(productPage);
    const release = await holdActionPosts(page);
    const trigger = page.getByRole("button", { name: "Book Consultation", exact: true });
    const dialog = await openDialogFrom(page, trigger);
    await fillConsultation(dialog);

    const submit = dialog.getByRole("button", { name: "Book Consultation" });
    await submit.click();
    const sending = dialog.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    // Escape does not dismiss a request in flight.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    release();

    await expectToast(page, consultationTexts.success);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    const reopened = await openDialogFrom(page, trigger);
    await expect(reopened.getByLabel("Name")).toHaveValue("");
    await expect(reopened.getByLabel("Email")).toHaveValue("");
  });

  test("a failed request shows the failure toast and keeps the dialog and its data", async ({
    page,
    watch,
  }) => {
    watch.allow(/Failed to load resource.*500/);
    await page.goto(productPage);
    await failActionPosts(page);
    const dialog = await openDialogFrom(
      page,
      page.getByRole("button", { name: "Book Consultation", exact: true }),
    );
    await fillConsultation(dialog, "Keep Me");
    await dialog.getByRole("button", { name: "Book Consultation" }).click();

    await expectToast(page, consultationTexts.failure);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Keep Me");
    await expect(dialog.getByLabel("Preferred time")).toHaveValue("10:00 AM");
    await expect(dialog.getByText(product.name, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Book Consultation" })).toBeEnabled();
  });

  test("with the database down the visitor gets the failure toast and keeps the data", async ({
    page,
  }) => {
    await page.goto(`${databaseDownOrigin}/consultation`);
    const dialog = await openDialogFrom(
      page,
      page.getByRole("button", { name: "Schedule Your Consultation" }).first(),
    );
    await fillConsultation(dialog, "Database Down");
    await dialog.getByRole("button", { name: "Book Consultation" }).click();

    await expectToast(page, consultationTexts.failure);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Database Down");
  });
});

test.describe("inline consultation form", () => {
  test("books from /consultation#book and clears the fields", async ({ page }) => {
    await page.goto("/consultation#book");
    const section = page.getByRole("region", { name: "Book your consultation" });
    const form = section.getByRole("form", { name: "Book your consultation" });
    await waitForForm(form);
    await fillConsultation(form);
    await form.getByRole("button", { name: "Book Consultation" }).click();

    await expectToast(page, consultationTexts.success);
    await expect(form.getByRole("status")).toContainText(consultationTexts.success[1]);
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Preferred time")).toHaveValue("");
  });

  test("offers dates from the visitor's today, not the day its page was built", async ({
    page,
  }) => {
    // Six weeks after the build, at noon in Coral Gables: a page served long after it was built.
    const later = new Date(Date.now() + 42 * 24 * 60 * 60 * 1000);
    later.setUTCHours(17, 0, 0, 0);
    const day = later.toISOString().slice(0, 10);
    const yearLater = addYearsToCalendarDate(day, 1);
    await page.clock.setFixedTime(later);
    await page.goto("/consultation#book");
    const form = page.getByRole("form", { name: "Book your consultation" });
    await waitForForm(form);
    const date = form.getByLabel("Preferred date");
    await expect(date).toHaveAttribute("min", day);
    await expect(date).toHaveAttribute("max", yearLater);
  });
});

test.describe("contact form", () => {
  test("marks required fields and reports the missing ones", async ({ page }) => {
    const posts = recordActionPosts(page);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await waitForForm(form);

    for (const label of ["Name", "Email", "Message"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-required", "true");
    }
    await expect(form.getByLabel("Phone")).not.toHaveAttribute("aria-required", "true");
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone")).toHaveAttribute("type", "tel");

    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, contactTexts.required);
    await expect(form.getByLabel("Name")).toBeFocused();
    for (const [label, message] of [
      ["Name", "Please enter your name."],
      ["Email", "Please enter your e-mail address."],
      ["Message", "Please enter your message."],
    ] as const) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
    }
    expect(posts).toEqual([]);
  });

  test("Sending..., then success: toast and an empty form", async ({ page }) => {
    await page.goto("/contact");
    const release = await holdActionPosts(page);
    const form = page.getByRole("form", { name: "Send us a message" });
    await waitForForm(form);
    await fillContact(form);
    await form.getByRole("button", { name: "Send Message" }).click();

    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expectToast(page, contactTexts.success);
    for (const label of ["Name", "Email", "Phone", "Message"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a thrown error shows the failure toast and keeps the values", async ({ page, watch }) => {
    watch.allow(/Failed to load resource.*500/);
    await page.goto("/contact");
    await failActionPosts(page);
    const form = page.getByRole("form", { name: "Send us a message" });
    await waitForForm(form);
    await fillContact(form, "Kept Values");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expectToast(page, contactTexts.failure);
    await expect(form.getByLabel("Name")).toHaveValue("Kept Values");
    await expect(form.getByLabel("Message")).toHaveValue("Do you carry grasscloth in deep green?");
  });

  test("with the database down the failure toast shows and the values stay", async ({ page }) => {
    await page.goto(`${databaseDownOrigin}/contact`);
    const form = page.getByRole("form", { name: "Send us a message" });
    await waitForForm(form);
    await fillContact(form, "Database Down");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expectToast(page, contactTexts.failure);
    await expect(form.getByLabel("Name")).toHaveValue("Database Down");
    await expect(form.getByRole("status")).toContainText(contactTexts.failure[1]);
  });

  test("shows the contact details, the hours and a floating call button", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("link", { name: /Boulevard.*opens in a new tab/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(page.getByText(/Monday to Friday 10AM to 5PM/).first()).toBeVisible();
    const call = page.getByRole("link", { name: /^Call the showroom/ });
    await expect(call).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(call).toBeInViewport();
    const box = await call.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a consultation button leads to the inline form with the product, which books", async ({
    page,
  }) => {
    await page.goto(productPage);
    await page.getByRole("button", { name: "Book Consultation", exact: true }).click();
    await expect(page).toHaveURL(/\/consultation\?product=.+#book$/);

    const section = page.getByRole("region", { name: "Book your consultation" });
    await expect(section.getByText(product.name, { exact: true })).toBeVisible();
    await fillConsultation(section);
    await section.getByRole("button", { name: "Book Consultation" }).click();

    await expect(page).toHaveURL(/\/consultation#book-form$/);
    const status = page.getByRole("region", { name: "Book your consultation" }).getByRole("status");
    await expect(status).toContainText(consultationTexts.success[0]);
    await expect(status).toContainText(consultationTexts.success[1]);
    await expect(section.getByLabel("Name")).toHaveValue("");
  });

  test("the contact form posts and shows the reply promise", async ({ page }) => {
    await sendContactMessage(page, fillContact);

    await expect(page).toHaveURL(/\/contact#message-form$/);
    await expect(page.getByRole("status")).toContainText(contactTexts.success[1]);
    await expect(
      page.getByRole("form", { name: "Send us a message" }).getByLabel("Name"),
    ).toHaveValue("");
  });
});
