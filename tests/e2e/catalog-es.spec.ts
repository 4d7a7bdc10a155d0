import type { Locator, Page } from "@playwright/test";

import { expect, isMobile, test } from "./fixtures";

// A Spanish-speaking visitor: no suggestion to switch to English covers the page.
test.use({ locale: "es-US" });

/**
 * The catalog's listings in Spanish: /es/catalogo, /es/estilos/<style>, /es/color/<color> and the
 * gallery. Filter addresses keep the English query keys and slugs; every link stays on the
 * Spanish site, and no English interface text is left on the page.
 */

const results = (page: Page) => page.getByRole("region", { name: "Papeles tapiz" });
const cards = (page: Page) => results(page).getByRole("article");
const foundCount = (page: Page) => page.getByRole("status").filter({ hasText: /encontrados?$/ });

/** English labels that must not appear on a Spanish listing. */
const englishLabels = [
  "Search wallpapers...",
  "Search wallpapers by name or brand",
  "Filters",
  "Filter Wallpapers",
  "Load more",
  "Clear All",
  "products found",
  "product found",
  "In stock",
  "Special order",
  "Book Consultation",
];

async function expectNoEnglishLabels(page: Page) {
  const main = page.getByRole("main");
  for (const label of englishLabels) {
    await expect(main, label).not.toContainText(label);
  }
  await expect(page.locator('[placeholder="Search wallpapers..."]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Filter Wallpapers/ })).toHaveCount(0);
}

/** The filter panel: the sidebar on desktop, the sheet on phones (once hydrated). */
async function openFilters(page: Page): Promise<Locator> {
  const sidebar = page.getByRole("complementary", { name: "Filtrar papel tapiz" });
  if (!(await isMobile(page))) return sidebar;
  await page.locator('button[aria-haspopup="dialog"]', { hasText: "Filtrar papel tapiz" }).click();
  const sheet = page.getByRole("dialog", { name: "Filtrar papel tapiz" });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function closeFilters(page: Page) {
  const sheet = page.getByRole("dialog", { name: "Filtrar papel tapiz" });
  if (await sheet.isVisible()) {
    await sheet.getByRole("button", { name: /^Mostrar \d+ papel(es)? tapiz$/ }).click();
    await expect(sheet).toBeHidden();
  }
}

async function hydrated(page: Page) {
  await expect(
    page.locator('button[aria-haspopup="dialog"]', { hasText: "Filtrar papel tapiz" }),
  ).toBeAttached();
}

test.describe("/es/catalogo", () => {
  test("is in Spanish, with Spanish links to the products and its own address", async ({
    page,
  }) => {
    await page.goto("/es/catalogo");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Colección de papel tapiz");
    await expect(page).toHaveTitle(/^Colección de papel tapiz \|/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/es\/catalogo$/);
    await expect(foundCount(page)).toHaveText("151 productos encontrados");
    await expect(cards(page)).toHaveCount(12);

    const search = page.getByRole("searchbox", { name: "Buscar papel tapiz por nombre o marca" });
    await expect(search).toHaveAttribute("placeholder", "Buscar papel tapiz...");

    const firstCard = cards(page).first();
    await expect(firstCard.getByRole("heading").getByRole("link")).toHaveAttribute(
      "href",
      /^\/es\/papel-tapiz\/\d+-[a-z0-9-]+$/,
    );
    await expect(firstCard).toContainText(/\$[\d,.]+\/(rollo|yarda|panel)/);
    await expect(firstCard).toContainText(/En existencia|Pedido especial/);

    const more = page.getByRole("link", { name: "Cargar más" });
    await expect(more).toHaveAttribute("href", "/es/catalogo?page=2#wallpaper-13");
    await expect(page.getByText("Mostrando 12 de 151 papeles tapiz")).toBeVisible();
    await expectNoEnglishLabels(page);
  });

  test("searches and filters with the same query keys, staying on /es/catalogo", async ({
    page,
  }) => {
    await page.goto("/es/catalogo");
    await hydrated(page);
    const search = page.getByRole("searchbox", { name: "Buscar papel tapiz por nombre o marca" });
    await search.fill("thibaut");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/es\/catalogo\?q=thibaut$/);
    await expect(foundCount(page)).toHaveText("12 productos encontrados");

    const panel = await openFilters(page);
    await panel.getByRole("link", { name: /^Verde azulado,/ }).click();
    await expect(page).toHaveURL(/\/es\/catalogo\?q=thibaut&color=teal$/);
    await closeFilters(page);
    await expect(foundCount(page)).toHaveText("2 productos encontrados");
    await expect(page.getByRole("link", { name: /^Verde azulado\s*\(quitar\)$/ })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoEnglishLabels(page);
  });

  test("Cargar más appends the next 12 in Spanish", async ({ page }) => {
    await page.goto("/es/catalogo");
    await hydrated(page);
    await page.getByRole("link", { name: "Cargar más" }).click();
    await expect(page).toHaveURL(/\/es\/catalogo\?page=2$/);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText("Mostrando 24 de 151 papeles tapiz")).toBeVisible();
  });
});

test.describe("/es/estilos", () => {
  test("lists the styles in Spanish, each linking to its Spanish page", async ({ page }) => {
    await page.goto("/es/estilos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estilos de papel tapiz");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(14);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Damasco", exact: true }),
    ).toHaveAttribute("href", "/es/estilos/damask");
  });

  test("a style page with a filter renders in Spanish for the query", async ({ page }) => {
    const response = await page.goto("/es/estilos/damask?color=red");
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page).toHaveURL(/\/es\/estilos\/damask\?color=red$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Papel tapiz de damasco");
    await expect(page).toHaveTitle(/^Papel tapiz de damasco \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/es\/estilos\/damask$/,
    );
    // The first navigation in the page's body: its breadcrumbs (whatever their label's wording).
    const crumbs = page.getByRole("main").getByRole("navigation").first();
    await expect(crumbs.getByRole("listitem")).toHaveText([
      "Inicio",
      "Catálogo",
      "Papel tapiz de damasco",
    ]);
    await expect(crumbs.getByRole("link", { name: "Catálogo" })).toHaveAttribute(
      "href",
      "/es/catalogo",
    );
    await expect(foundCount(page)).toHaveText("3 productos encontrados");
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).first().getByRole("heading").getByRole("link")).toHaveAttribute(
      "href",
      /^\/es\/papel-tapiz\//,
    );

    const panel = await openFilters(page);
    const style = panel.getByRole("radio", { name: "Damasco" });
    await expect(style).toBeDisabled();
    await expect(style).toBeChecked();
    await expect(panel.getByRole("link", { name: "Ver todos los estilos" })).toHaveAttribute(
      "href",
      "/es/estilos",
    );
    // Choosing the chosen color again leads back to the page as built, still in Spanish.
    await panel.getByRole("link", { name: /^Rojo,/ }).click();
    await expect(page).toHaveURL(/\/es\/estilos\/damask$/);
    await closeFilters(page);
    await expect(foundCount(page)).toHaveText("11 productos encontrados");
    await expectNoEnglishLabels(page);
  });
});

test.describe("/es/color", () => {
  test("a color page in Spanish, with a Spanish search box and links", async ({ page }) => {
    await page.goto("/es/color/teal");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Papel tapiz verde azulado profundo",
    );
    await expect(page).toHaveTitle(/^Papel tapiz verde azulado \|/);
    await expect(page.getByPlaceholder("Buscar papel tapiz...")).toBeVisible();
    await expect(foundCount(page)).toHaveText("20 productos encontrados");
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).first().getByRole("heading").getByRole("link")).toHaveAttribute(
      "href",
      /^\/es\/papel-tapiz\//,
    );
    await expect(
      page.getByRole("link", { name: "Ver los 20 papeles tapiz en verde azulado" }),
    ).toHaveAttribute("href", "/es/catalogo?color=teal");
    const others = page.getByRole("navigation", { name: "Explorar otros colores" });
    await expect(others.getByRole("link", { name: "Papel tapiz rojo" })).toHaveAttribute(
      "href",
      "/es/color/red",
    );
    await expectNoEnglishLabels(page);
  });
});

test.describe("/es/marcas-de-papel-tapiz", () => {
  test("the gallery loads its next wallpapers in Spanish from the Spanish feed", async ({
    page,
  }) => {
    await page.goto("/es/marcas-de-papel-tapiz");
    const tiles = page.getByRole("button", { name: /^Vista previa de / });
    await expect(tiles).toHaveCount(12);
    await expect(page.getByRole("searchbox", { name: "Buscar en la galería" })).toBeVisible();

    const feed = page.waitForResponse((response) =>
      response.url().includes("/es/wallpaper-brands/items?page=2"),
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await feed;
    await expect(tiles).toHaveCount(24);
    await expect(page.getByText("Mostrando 24 de 151 papeles tapiz")).toBeVisible();
    await expect(page).toHaveURL(/\/es\/marcas-de-papel-tapiz\?page=2$/);
    await expect(page.getByRole("main")).not.toContainText("Load more");
    await expect(page.getByRole("main")).not.toContainText("Loading more wallpapers");
  });
});
