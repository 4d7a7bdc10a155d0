/**
 * A product page on the Spanish site: the same paper as in English (tests/e2e/gallery-and-products
 * .spec.ts covers the page itself), told in Spanish, with Spanish addresses, its language and its
 * English twin declared, and no English interface word left on it.
 */
import { products } from "../../src/content/catalog/products";
import { site } from "../../src/content/site";
import { productTranslation } from "../../src/content/es/catalog/product-translations";
import { calculatorHref } from "../../src/lib/calculator/calculator-link";
import { brandName, productPath } from "../../src/lib/catalog/lookups";
import { localizePath } from "../../src/lib/i18n/localize-path";
import { formatMoney } from "../../src/lib/money/format-money";
import esCommon from "../../src/messages/es/common.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { jsonLdItems, productJsonLd } from "./json-ld";

// A Spanish-speaking visitor: no suggestion to switch to English covers the page.
test.use({ locale: "es-US" });

const product = products.find(
  (p) =>
    p.details.verticalRepeatInches > 0 &&
    p.originalPrice === undefined &&
    p.price.unit === "single-roll",
);
if (!product) throw new Error("the catalogue has no repeating paper sold by the roll");
const englishPath = productPath(product);
const path = localizePath(englishPath, "es");
const translation = productTranslation(product.id);

/** "27 pulg.": inches as the Spanish page writes them. */
const inches = (value: number) => `${Number(value.toFixed(2))} pulg.`;

/**
 * Labels the English page shows. Whole words and case-sensitive, so the English product names
 * (which stay English) cannot match by accident.
 */
const englishLabels = [
  /\bBook Consultation\b/,
  /\bCalculate rolls\b/,
  /\bSee it on your wall\b/,
  /\bAdd sample\b/,
  /\bSpecifications\b/,
  /\bFor designers and installers\b/,
  /\bThe pattern to scale\b/,
  /\bBook\/Collection\b/,
  /\bHorizontal Repeat\b/,
  /\bVertical Repeat\b/,
  /\bCleaning\/Care\b/,
  /\bHumid rooms\b/,
  /\bvertical repeat\b/,
  /\bRoll width\b/,
  /\bIn the same style\b/,
  /\bper roll\b/,
  /\bcollection ·/,
  /\bIn stock\b/,
  /\bSpecial order\b/,
  /\bSuits humid rooms\b/,
  /\d in\b/,
  /\d ft\b/,
];

test.describe("producto en español", () => {
  test("has its Spanish address, language, title, canonical and hreflang links", async ({
    page,
  }) => {
    expect(path).toBe(`/es/papel-tapiz/${product.id}-${product.slug}`);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(`${product.name} de ${brandName(product.brand)} | ${site.name}`);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute("content", new RegExp(`^${product.name} de `));
    await expect(description).not.toHaveAttribute("content", /\bwallpaper\b/);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`//[^/]+${path}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      "href",
      new RegExp(`//[^/]+${path}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      new RegExp(`//[^/]+${englishPath}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      new RegExp(`//[^/]+${englishPath}$`),
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
  });

  test("shows the Spanish description, summary, labels and units", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(page.getByText(translation.description)).toBeVisible();
    await expect(page.getByText(`Colección ${product.collection} ·`)).toBeVisible();
    await expect(page.getByText(formatMoney(product.price.amount, "es")).first()).toBeVisible();
    await expect(page.getByText("por rollo", { exact: true })).toBeVisible();

    await expect(page.getByRole("button", { name: "Agendar consulta" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Calcular rollos" })).toHaveAttribute(
      "href",
      localizePath(calculatorHref(product), "es"),
    );
    await expect(page.getByRole("link", { name: "Véalo en su pared" })).toHaveAttribute(
      "href",
      `${path}/en-su-pared`,
    );
    await expect(
      page.getByRole("button", { name: `Agregar muestra de ${product.name}` }),
    ).toBeVisible();

    const details = page.getByRole("region", { name: "Especificaciones" });
    await expect(details.getByText("Para diseñadores e instaladores")).toBeVisible();
    await expect(details.getByText("Muestrario/Colección", { exact: true })).toBeVisible();
    await expect(details.getByText("Repetición vertical", { exact: true })).toBeVisible();
    await expect(details.getByText("Limpieza/Cuidado", { exact: true })).toBeVisible();
    await expect(details.getByText(product.collection, { exact: true })).toBeVisible();
    await expect(details.getByText(translation.colorway, { exact: true })).toBeVisible();
    await expect(details.getByText(translation.cleaning, { exact: true })).toBeVisible();
    await expect(details.getByText(inches(product.details.widthInches)).first()).toBeVisible();
    await expect(details.getByText(`${product.details.lengthFeet} pies`)).toBeVisible();

    await expect(page.getByRole("heading", { name: "El patrón a escala" })).toBeVisible();
    await expect(
      page.getByText(
        `Repetición vertical de ${inches(product.details.verticalRepeatInches)}, casado`,
      ),
    ).toBeVisible();

    const related = page.getByRole("region", { name: /^Más / });
    await expect(related.getByText("Del mismo estilo")).toBeVisible();
    await expect(related.getByRole("article")).toHaveCount(4);
    await expect(
      related.getByRole("link", { name: /^Ver la selección completa de / }),
    ).toHaveAttribute("href", `/es/estilos/${product.style}`);
  });

  test("describes its pictures in Spanish", async ({ page }) => {
    await page.goto(path);
    const alts = await page
      .locator("main img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
    const described = alts.filter((alt) => alt.startsWith(product.name));
    expect(described.length).toBeGreaterThanOrEqual(2);
    expect(described.some((alt) => alt.startsWith(`${product.name}: patrón de `))).toBe(true);
    for (const alt of described) {
      expect(alt).not.toMatch(/\b(pattern in|hung in|hung on|close view)\b/);
    }
  });

  test("leads to Spanish pages only", async ({ page }) => {
    await page.goto(path);
    const breadcrumb = page.getByRole("navigation", { name: esCommon.breadcrumb.label });
    await expect(breadcrumb.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es");
    await expect(breadcrumb.getByRole("link", { name: "Catálogo" })).toHaveAttribute(
      "href",
      "/es/catalogo",
    );
    await expect(breadcrumb.getByRole("link", { name: /^(Papel tapiz|Murales)/ })).toHaveAttribute(
      "href",
      `/es/estilos/${product.style}`,
    );
    await expect(breadcrumb.getByRole("link", { name: /^(Home|Catalog)$/ })).toHaveCount(0);

    const main = page.locator("main");
    const hrefs = await main
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      if (href.startsWith("/images/")) continue;
      expect(href, "a link on the Spanish page").toMatch(/^\/es(\/|$|\?|#)/);
    }
    const actions = await main
      .locator('form[method="get"][action^="/"]')
      .evaluateAll((forms) => forms.map((form) => form.getAttribute("action") ?? ""));
    for (const action of actions) expect(action, "a form on the Spanish page").toMatch(/^\/es\//);
  });

  test("shows no English interface label", async ({ page }) => {
    await page.goto(path);
    const text = await page.locator("main").innerText();
    for (const label of englishLabels) expect(text, String(label)).not.toMatch(label);
    const labelled = await page
      .locator("main [aria-label]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? ""));
    expect(labelled).not.toContain("Suitability");
    expect(labelled).not.toContain("Breadcrumb");
  });

  test("describes itself in Spanish in JSON-LD, at its Spanish address", async ({ page }) => {
    await page.goto(path);
    const data = await productJsonLd(page);
    expect(data).toMatchObject({
      name: product.name,
      sku: String(product.id),
      description: translation.description,
      color: translation.colorway,
      inLanguage: "es-US",
      offers: {
        "@type": "Offer",
        priceCurrency: "USD",
        price: product.price.amount.toFixed(2),
        priceSpecification: { unitText: "rollo" },
      },
    });
    expect(String(data?.url)).toMatch(new RegExp(`^https?://[^/]+${path}$`));

    const crumbs = (await jsonLdItems(page)).find((item) => item["@type"] === "BreadcrumbList");
    const list = (crumbs?.itemListElement ?? []) as { name: string; item?: string }[];
    expect(list.map((entry) => entry.name).slice(0, 2)).toEqual(["Inicio", "Catálogo"]);
    for (const entry of list) {
      if (entry.item) expect(entry.item).toMatch(/^https?:\/\/[^/]+\/es(\/|$)/);
    }
  });
});
