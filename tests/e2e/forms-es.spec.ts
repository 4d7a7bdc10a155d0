/**
 * The three forms in Spanish, with and without JavaScript: Spanish labels, messages and answers,
 * and every post landing back on the Spanish page. What the e-mails say is checked by
 * tests/integration/spanish-forms.test.ts.
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";

import { products } from "../../src/content/catalog/products";
import { site } from "../../src/content/site";
import { calendarDate } from "../../src/lib/forms/date-range";
import { sampleCartCookie } from "../../src/lib/samples/cart";
import { expect, test } from "./fixtures";

// A Spanish-speaking visitor: no suggestion to switch to English covers the page.
test.use({ locale: "es-US" });

const product = products[0]!;

function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /Notificaciones/ });
}

async function expectToast(page: Page, title: string, description: string) {
  await expect(toasts(page).getByText(title, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(description, { exact: true })).toBeVisible();
}

function contactForm(page: Page): Locator {
  return page.getByRole("form", { name: "Envíenos un mensaje" });
}

async function fillContact(form: Locator) {
  await form.getByLabel("Nombre").fill("Daniela Ortiz");
  await form.getByLabel("Correo electrónico").fill("daniela@example.com");
  await form.getByLabel("Teléfono").fill("305-555-0111");
  await form.getByLabel("Mensaje").fill("¿Tienen grasscloth en verde oscuro?");
}

async function fillConsultation(scope: Locator) {
  await scope.getByLabel("Nombre").fill("Marisol Vega");
  await scope.getByLabel("Correo electrónico").fill("marisol@example.com");
  const date = scope.getByLabel("Fecha de preferencia");
  await date.fill(calendarDate(new Date(), site.timeZone));
  await scope.getByLabel("Hora de preferencia").selectOption("10:00 AM");
}

async function setCart(context: BrowserContext, ids: readonly number[]) {
  await context.addCookies([
    { name: sampleCartCookie, value: ids.join("."), domain: "localhost", path: "/" },
  ]);
}

test.describe("Spanish forms with JavaScript", () => {
  test("the contact form checks in Spanish and answers in Spanish", async ({ page }) => {
    await page.goto("/es/contacto");
    await expect(page).toHaveTitle(/^Contacte al showroom/);
    const form = contactForm(page);
    await expect(form).toHaveAttribute("novalidate", "");

    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expectToast(
      page,
      "Por favor, complete los campos obligatorios",
      "El nombre, el correo electrónico y el mensaje son obligatorios.",
    );
    await expect(form.getByLabel("Nombre")).toHaveAccessibleDescription(
      "Por favor, ingrese su nombre.",
    );

    await fillContact(form);
    await form.getByLabel("Correo electrónico").fill("daniela@");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(form.getByLabel("Correo electrónico")).toHaveAccessibleDescription(
      "Por favor, ingrese un correo electrónico válido.",
    );

    await form.getByLabel("Correo electrónico").fill("daniela@example.com");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expectToast(
      page,
      "¡Mensaje enviado!",
      "Gracias por escribirnos. Le responderemos en menos de 24 horas.",
    );
  });

  test("the consultation dialog is Spanish, slots included", async ({ page }) => {
    await page.goto("/es/contacto");
    await page.waitForFunction(() => window.sessionStorage.getItem("alcove.landing-page") !== null);
    await page.getByRole("button", { name: "Elegir horario de consulta" }).click();
    const dialog = page.getByRole("dialog", { name: "Agende una consulta" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByLabel("Hora de preferencia").getByRole("option", { name: "1:00 p. m." }),
    ).toHaveAttribute("value", "1:00 PM");
    await fillConsultation(dialog);
    await dialog.getByRole("button", { name: "Agendar consulta" }).click();
    await expectToast(
      page,
      "¡Consulta agendada!",
      "Nos pondremos en contacto con usted pronto para confirmar su cita.",
    );
    await expect(dialog).toBeHidden();
  });
});

test.describe("Spanish forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts back to the Spanish page", async ({ page }) => {
    await page.goto("/es/contacto");
    await fillContact(contactForm(page));
    await contactForm(page).getByRole("button", { name: "Enviar mensaje" }).click();

    await expect(page).toHaveURL(/\/es\/contacto#message-form$/);
    await expect(page.getByRole("status").first()).toContainText(
      "Le responderemos en menos de 24 horas.",
    );
  });

  test("a consultation button leads to the Spanish booking form, which books", async ({ page }) => {
    await page.goto("/es/contacto");
    await page.getByRole("button", { name: "Elegir horario de consulta" }).click();
    await expect(page).toHaveURL(/\/es\/consulta\??#book$/);

    const section = page.getByRole("region", { name: "Agende su consulta" });
    await fillConsultation(section);
    await section.getByRole("button", { name: "Agendar consulta" }).click();

    await expect(page).toHaveURL(/\/es\/consulta#book-form$/);
    await expect(
      page.getByRole("region", { name: "Agende su consulta" }).getByRole("status"),
    ).toContainText("¡Consulta agendada!");
  });

  test("the checkout answers in Spanish and confirms on the Spanish page", async ({
    page,
    context,
  }) => {
    await setCart(context, [product.id]);
    await page.goto("/es/finalizar-pedido");
    const form = page.getByRole("form", { name: "Información de envío" });
    await form.getByLabel("Nombre completo").fill("Elena Márquez");
    await form.getByLabel("Correo electrónico").fill("elena@example.com");
    await form.getByLabel("Dirección").fill("1200 Alhambra Circle");
    await form.getByLabel("Ciudad").fill("Coral Gables");
    // The browser checks only that it is filled in; the server checks the format.
    await form.getByLabel("Código postal").fill("331");
    await form.getByRole("button", { name: "Realizar pedido" }).click();
    await expect(page).toHaveURL(/\/es\/finalizar-pedido$/);
    await expect(form.getByLabel("Código postal")).toHaveAccessibleDescription(
      "Por favor, ingrese un código postal como 33134 o 33134-1234.",
    );
    await expect(form.getByLabel("Nombre completo")).toHaveValue("Elena Márquez");

    await form.getByLabel("Código postal").fill("33134");
    await form.getByRole("button", { name: "Realizar pedido" }).click();
    await expect(page).toHaveURL(/\/es\/finalizar-pedido\/confirmacion\?ref=[0-9A-F]{8}$/);
  });
});
