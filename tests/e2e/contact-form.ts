import type { Locator, Page } from "@playwright/test";

/** Opens /contact, fills the message form with `fill` and presses Send Message; returns the form. */
export async function sendContactMessage(
  page: Page,
  fill: (form: Locator) => Promise<void>,
): Promise<Locator> {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await fill(form);
  await form.getByRole("button", { name: "Send Message" }).click();
  return form;
}
