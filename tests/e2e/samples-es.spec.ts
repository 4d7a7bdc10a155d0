/**
 * The sample cart in Spanish: adding from a Spanish product page, the cart and its total at
 * /es/muestras and /es/finalizar-pedido, the confirmation, and the same posts without JavaScript,
 * which must land back on the Spanish pages. Product and brand names stay English.
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";

import { products } from "../../src/content/catalog/products";
import { productPath } from "../../src/lib/catalog/lookups";
import { localizePath } from "../../src/lib/i18n/localize-path";
import { sampleCartCookie } from "../../src/lib/samples/cart";
import { expect, test } from "./fixtures";
import { first, second, third } from "./first-products";
import { toastHelpers } from "./toasts";

// A Spanish-speaking visitor: no suggestion to switch to English covers the page.
test.use({ locale: "es-US" });

const spanishProductPath = (product: (typeof products)[number]) =>
  localizePath(productPath(product), "es");

async function setCart(context: BrowserContext, ids: readonly number[]) {
  await context.addCookies([
    { name: sampleCartCookie, value: ids.join("."), domain: "localhost", path: "/" },
  ]);
}

function headerSamples(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^Muestras/ });
}

async function waitForHydration(page: Page) {
  await expect(headerSamples(page)).toHaveAttribute("data-sample-count", /\d+/);
}

const { expectToast } = toastHelpers(/Notificaciones/);

function addButton(page: Page, name: string): Locator {
  return page.getByRole("button", { name: `Agregar muestra de ${name}`, exact: true });
}

function lines(page: Page): Locator {
  return page.getByRole("list", { name: "Muestras" }).getByRole("listitem");
}

test.describe("Spanish samples with JavaScript", () => {
  test("adds from a Spanish product page with a Spanish toast and count", async ({ page }) => {
    await page.goto(spanishProductPath(first));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await waitForHydration(page);
    await expect(headerSamples(page)).toHaveAccessibleName("Muestras");

    await addButton(page, first.name).click();
    await expectToast(page, "Muestra agregada", `${first.name} se agregó a sus muestras.`);
    await expect(headerSamples(page)).toHaveAccessibleName("Muestras (1)");
    await expect(page).toHaveURL(new RegExp(`${spanishProductPath(first)}$`));

    await addButton(page, first.name).click();
    await expectToast(page, "Ya está en sus muestras", /un corte de cada uno es suficiente/);
    await expect(headerSamples(page)).toHaveAccessibleName("Muestras (1)");

    await headerSamples(page).click();
    await expect(page).toHaveURL(/\/es\/finalizar-pedido$/);
    await expect(page.getByRole("heading", { level: 1, name: "Finalizar pedido" })).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
  });

  test("the samples page explains the programme in Spanish", async ({ page }) => {
    await page.goto("/es/muestras");
    await expect(page).toHaveTitle(/^Muestras de papel tapiz/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Pida muestras de papel tapiz" }),
    ).toBeVisible();
    await expect(page.getByText("Por muestra", { exact: true })).toBeVisible();
    await expect(page.getByText("$5.00").first()).toBeVisible();
    await expect(page.getByText("3 a 5 días hábiles").first()).toBeVisible();
    await expect(page.getByText("10 por solicitud", { exact: true })).toBeVisible();
    await expect(addButton(page, first.name)).toBeVisible();
  });

  test("the Spanish cart lists the samples and totals them in es-US", async ({ page, context }) => {
    await setCart(context, [first.id, second.id, third.id]);
    await page.goto("/es/finalizar-pedido");
    await expect(page).toHaveTitle(/^Finalizar pedido de muestras/);
    await expect(page.getByRole("heading", { level: 1, name: "Finalizar pedido" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Resumen del pedido" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Información de envío" })).toBeVisible();
    await expect(
      page.getByText("Los campos marcados con un asterisco son obligatorios."),
    ).toBeVisible();
    await expect(page.getByText("3 de 10", { exact: true })).toBeVisible();
    await expect(lines(page)).toHaveCount(3);
    for (const product of [first, second, third]) {
      const line = lines(page).filter({ hasText: product.name });
      await expect(line.getByText("$5.00")).toBeVisible();
      await expect(
        line.getByRole("checkbox", { name: `Cortar de la producción actual para ${product.name}` }),
      ).toBeVisible();
    }
    await expect(page.getByText("3 muestras × $5.00")).toBeVisible();
    await expect(page.getByTestId("sample-total")).toHaveText("$15.00");
    await expect(page.getByText(/No se cobra nada en línea/).first()).toBeVisible();
    await waitForHydration(page);

    await page.getByRole("button", { name: `Eliminar ${second.name}`, exact: true }).click();
    await expectToast(page, "Muestra eliminada", `${second.name} se eliminó de sus muestras.`);
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByTestId("sample-total")).toHaveText("$10.00");
    await expect(headerSamples(page)).toHaveAccessibleName("Muestras (2)");
  });

  test("an empty Spanish cart says so and leads to /es/muestras", async ({ page }) => {
    await page.goto("/es/finalizar-pedido");
    await expect(
      page.getByRole("heading", { level: 1, name: "Su carrito está vacío" }),
    ).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Ver muestras" }).click();
    await expect(page).toHaveURL(/\/es\/muestras$/);
  });

  test("the confirmation explains the next steps in Spanish", async ({ page }) => {
    await page.goto("/es/finalizar-pedido/confirmacion?ref=0A1B2C3D");
    await expect(page).toHaveTitle(/^Solicitud de muestras recibida/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Gracias");
    await expect(page.getByRole("heading", { name: "Su referencia" })).toBeVisible();
    await expect(page.getByTestId("request-reference")).toHaveText("0A1B2C3D");
    await expect(page.getByRole("heading", { name: "Qué sucede ahora" })).toBeVisible();
    await expect(page.getByRole("main").getByText(/3 a 5 días hábiles/)).toBeVisible();
    await expect(page.getByRole("main").getByText(/en menos de 24 horas/)).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Agendar consulta", exact: true }),
    ).toHaveAttribute("href", "/es/consulta");
  });
});

test.describe("Spanish samples without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adding and removing by form posts stays on the Spanish pages", async ({ page }) => {
    await page.goto(spanishProductPath(first));
    await expect(headerSamples(page)).toHaveAccessibleName("Muestras");
    await addButton(page, first.name).click();
    await expect(page).toHaveURL(/\/es\/finalizar-pedido\?notice=added&product=\d+$/);
    await expect(page.getByText("Muestra agregada", { exact: true })).toBeVisible();
    await expect(page.getByText(`${first.name} se agregó a sus muestras.`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Finalizar pedido" })).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByTestId("sample-total")).toHaveText("$5.00");

    await page.goto(spanishProductPath(first));
    await addButton(page, first.name).click();
    await expect(page).toHaveURL(/\/es\/finalizar-pedido\?notice=already&product=\d+$/);
    await expect(page.getByText("Ya está en sus muestras", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: `Eliminar ${first.name}`, exact: true }).click();
    await expect(page).toHaveURL(/\/es\/finalizar-pedido\?notice=removed&product=\d+$/);
    await expect(page.getByText(`${first.name} se eliminó de sus muestras.`)).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: "Su carrito está vacío" }),
    ).toBeVisible();
  });

  test("the eleventh sample is refused in Spanish", async ({ page, context }) => {
    await setCart(
      context,
      products.slice(30, 40).map((product) => product.id),
    );
    await page.goto(spanishProductPath(first));
    await addButton(page, first.name).click();
    await expect(page).toHaveURL(/\/es\/finalizar-pedido\?notice=full/);
    await expect(page.getByText("Hasta 10 muestras por solicitud", { exact: true })).toBeVisible();
    await expect(lines(page)).toHaveCount(10);
  });
});
