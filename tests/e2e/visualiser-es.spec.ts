/**
 * "Véalo en su pared", the wall visualiser on the Spanish site: the same tool as in English
 * (tests/e2e/visualiser.spec.ts covers the papering itself), every word of it in Spanish, and
 * every address it writes a Spanish one.
 */
import type { Locator, Page } from "@playwright/test";

import { products } from "../../src/content/catalog/products";
import { productPath } from "../../src/lib/catalog/lookups";
import { localizePath } from "../../src/lib/i18n/localize-path";
import type { Point } from "../../src/lib/visualiser/geometry";
import { onYourWallHref } from "../../src/lib/visualiser/visualiser-path";
import { suggestedWall } from "../../src/lib/visualiser/wall-handles";
import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";

// A Spanish-speaking visitor: no suggestion to switch to English covers the page.
test.use({ locale: "es-US" });

/** A paper with a 21 in repeat, shown in a living room: 8 ft is "unas 4.5 repeticiones". */
const product = products.find((p) => p.id === 10005)!;
const toolPath = onYourWallHref(productPath(product));
const spanishToolPath = localizePath(toolPath, "es");

/** "32% desde la izquierda, 18% desde arriba": a handle's place, as a screen reader hears it. */
function spanishPosition(point: Point): string {
  return `${Math.round(point.x * 100)}% desde la izquierda, ${Math.round(point.y * 100)}% desde arriba`;
}

function summary(page: Page): Locator {
  return page.locator("[data-visualiser-summary]");
}

/** The tool's live region: what it announces after each action. */
function announcement(page: Page): Locator {
  return page.locator('p.sr-only[role="status"]');
}

function stage(page: Page): Locator {
  return page.locator("canvas[data-visualiser-canvas]");
}

async function openSampleRoom(page: Page, query = "") {
  await page.goto(`${spanishToolPath}${query}`);
  await expect(
    page.getByText(
      "Elija una de nuestras habitaciones, o una foto de su propia habitación, para comenzar.",
    ),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Pared 1, esquina superior izquierda" }),
  ).toHaveCount(0);
  await page.getByRole("button", { name: "Habitación de muestra: Sala" }).click();
  await expect(
    page.getByRole("button", { name: "Pared 1, esquina superior izquierda" }),
  ).toBeVisible();
  await expect(stage(page)).toHaveAttribute("data-painted", "full");
}

test.describe("véalo en su pared", () => {
  test("has a Spanish address, language, heading, title and breadcrumb, and is not indexed", async ({
    page,
  }) => {
    expect(spanishToolPath).toBe(`/es/papel-tapiz/${product.id}-${product.slug}/en-su-pared`);
    await page.goto(spanishToolPath);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${product.name} en su pared`);
    await expect(page.getByText("Véalo en su pared", { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Vea ${product.name} en su pared \\| `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Pruebe .+ Su foto se queda en su dispositivo\.$/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${spanishToolPath}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      new RegExp(`${toolPath}$`),
    );
    const breadcrumb = page.locator("nav").filter({ hasText: `${product.name}En su pared` });
    await expect(breadcrumb).toHaveCount(1);
    await expect(breadcrumb).toContainText("Inicio");
    await expect(breadcrumb).toContainText("Catálogo");
    await expect(breadcrumb.getByRole("link", { name: product.name })).toHaveAttribute(
      "href",
      localizePath(productPath(product), "es"),
    );
    await expect(page.getByRole("link", { name: "Ver el papel tapiz" })).toHaveAttribute(
      "href",
      localizePath(productPath(product), "es"),
    );
  });

  test("speaks Spanish once a sample room is chosen", async ({ page }) => {
    await openSampleRoom(page);

    await expect(summary(page)).toHaveText(
      `${product.name} en una pared de 8 pies de alto, repetición de 21 pulgadas: unas 4.5 repeticiones de alto`,
    );
    await expect(stage(page)).toHaveAccessibleName(
      /^Vista previa: .+ unas 4\.5 repeticiones de alto$/,
    );
    await expect(page.getByRole("button", { name: "Habitación de muestra: Sala" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Each wall's four handles, named and placed in Spanish.
    const corners = [
      "superior izquierda",
      "superior derecha",
      "inferior derecha",
      "inferior izquierda",
    ];
    for (const corner of corners) {
      await expect(page.getByRole("button", { name: `Pared 1, esquina ${corner}` })).toBeVisible();
    }
    const topLeft = page.getByRole("button", { name: "Pared 1, esquina superior izquierda" });
    await expect(topLeft).toHaveAccessibleDescription(
      /^\d+% desde la izquierda, \d+% desde arriba$/,
    );
    await topLeft.focus();
    await page.keyboard.press("ArrowRight");
    await expect(announcement(page)).toContainText(/% desde la izquierda, \d+% desde arriba/);

    // A wall added by the visitor starts where the English tool puts it, named in Spanish.
    await page.getByRole("button", { name: "Agregar una pared" }).click();
    await expect(
      page.getByRole("button", { name: "Pared 2, esquina superior izquierda" }),
    ).toHaveAccessibleDescription(spanishPosition(suggestedWall(1)[0]));
    await expect(announcement(page)).toHaveText(
      "Pared 2 agregada. Mueva sus esquinas sobre la pared.",
    );
    await page.getByRole("button", { name: "Quitar la pared 2" }).click();
    await expect(announcement(page)).toHaveText("Pared 2 eliminada.");

    // The tools and the view.
    await expect(page.getByRole("radio", { name: "Esquinas" })).toBeChecked();
    await page.getByRole("radio", { name: "Restaurar" }).check();
    await expect(page.getByRole("group", { name: /^Pincel para restaurar\./ })).toBeVisible();
    await page.getByRole("radio", { name: "Excluir" }).check();
    await expect(page.getByRole("group", { name: /^Pincel para excluir\./ })).toBeVisible();
    await expect(page.getByRole("slider", { name: "Tamaño del pincel" })).toBeVisible();
    await expect(page.getByRole("slider", { name: "Sombreado" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Acercar" })).toBeEnabled();
    await page.getByRole("button", { name: "Ver original" }).click();
    await expect(stage(page)).toHaveAccessibleName(/^Su foto sin el papel\. /);
    await page.getByRole("button", { name: "Ver original" }).click();
    await page.getByRole("radio", { name: "Esquinas" }).check();

    // The summary follows the wall height, in feet.
    await page.getByLabel("Altura de la pared (pies)").fill("40");
    await expect(page.getByText("Ingrese una altura entre 6 y 30 pies.")).toBeVisible();
    await page.getByLabel("Altura de la pared (pies)").fill("10");
    await expect(summary(page)).toHaveText(
      `${product.name} en una pared de 10 pies de alto, repetición de 21 pulgadas: unas 5.5 repeticiones de alto`,
    );

    await expect(page.getByRole("button", { name: "Descargar imagen" })).toBeEnabled();
    await expect(
      page.getByRole("button", { name: "Enviar esta imagen con una solicitud de consulta" }),
    ).toBeVisible();

    expect(await axeViolations(page)).toEqual([]);
  });

  test("keeps a Spanish address when another paper is chosen", async ({ page }) => {
    await openSampleRoom(page, "?height=10");
    await expect(page.getByLabel("Altura de la pared (pies)")).toHaveValue("10");

    const others = page.getByRole("region", { name: "Pruebe otro papel" }).getByRole("button");
    await expect(others.first()).toHaveAttribute("aria-pressed", "true");
    const next = others.nth(1);
    const nextName = (await next.getAttribute("aria-label"))!;
    const nextProduct = products.find((p) => nextName.startsWith(`${p.name} de `))!;
    expect(nextProduct).toBeDefined();
    await next.click();

    await expect(next).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${nextProduct.name} en su pared`,
    );
    await expect(summary(page)).toContainText(
      `${nextProduct.name} en una pared de 10 pies de alto`,
    );
    await expect(page).toHaveURL(
      `${localizePath(onYourWallHref(productPath(nextProduct)), "es")}?height=10`,
    );
    await expect(page).toHaveTitle(new RegExp(`^Vea ${nextProduct.name} en su pared \\| `));
    await expect(announcement(page)).toContainText(`${nextProduct.name} de `);
    await expect(page.getByRole("link", { name: "Ver el papel tapiz" })).toHaveAttribute(
      "href",
      localizePath(productPath(nextProduct), "es"),
    );
  });

  test("refuses a file that is not a picture, in Spanish", async ({ page }) => {
    await openSampleRoom(page);
    await page.getByLabel("Elegir una foto de su habitación").setInputFiles({
      name: "notas.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("no es una foto"),
    });
    await expect(
      page.getByRole("alert").filter({ hasText: "Ese archivo no es una imagen que podamos abrir" }),
    ).toBeVisible();
  });
});

test.describe("véalo en su pared, sin JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the paper in a room and says, in Spanish, that the tool needs JavaScript", async ({
    page,
  }) => {
    await page.goto(spanishToolPath);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByText(/funciona en su navegador y necesita JavaScript/)).toBeVisible();
    await expect(
      page.getByRole("img", { name: `${product.name} instalado en una sala` }),
    ).toBeVisible();
  });
});
