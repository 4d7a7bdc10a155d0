import type { Locator, Page } from "@playwright/test";

import { localizedGuideList } from "../../src/lib/guides/guide-navigation";
import { guideBySlug } from "../../src/lib/guides/localized-guides";

import { expect, test } from "./fixtures";
import { halfDropEstimateQuery, halfDropProduct } from "./half-drop-product";

// A Spanish-speaking visitor: no suggestion to switch to English covers the page.
test.use({ locale: "es-US" });

const calculatorAddress = "/es/calculadora-de-papel-tapiz";

/** Words of the English guide and calculator pages that must not show on the Spanish ones. */
const englishGuideWords = [
  "min read",
  "On this page",
  "Previous",
  "Next",
  "Back to Guide",
  "Planning a room?",
  "Estimate your rolls",
  "Keep reading",
];

const englishCalculatorWords = [
  "Room Dimensions",
  "Windows & Doors",
  "Wallpaper Specifications",
  "Pricing",
  "Wall height (ft)",
  "Room width (ft)",
  "Number of walls",
  "Roll width (in)",
  "Pattern match",
  "Add a border or trim",
  "Your Wallpaper Requirements",
  "Single rolls",
  "Double rolls",
  "Area to cover",
  "Strip-by-strip check",
  "Pro tip: order 10% extra",
  "Send this estimate to the showroom",
  "Calculate",
  "Browse the Catalog",
  "How the estimate works",
  "Found your numbers? Find your paper.",
];

async function expectNoneOf(scope: Locator, words: readonly string[]) {
  for (const word of words) {
    await expect(scope.getByText(word, { exact: true }), word).toHaveCount(0);
  }
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as unknown)
    .flat() as Record<string, unknown>[];
}

function results(page: Page): Locator {
  return page.getByRole("region", { name: "Sus necesidades de papel tapiz" });
}

/** The figure beside a label in the results ("Rollos sencillos" → "6"). */
function figure(page: Page, term: string): Locator {
  return results(page).locator(`dt:text-is("${term}") + dd`);
}

async function expectSpanishDefaults(page: Page) {
  await expect(figure(page, "Área a cubrir")).toHaveText("307.0 pies cuadrados");
  await expect(figure(page, "Rollos sencillos")).toHaveText("6");
  await expect(figure(page, "Rollos dobles")).toHaveText("3");
  await expect(figure(page, "Costo del papel tapiz")).toHaveText("$210.00");
  await expect(figure(page, "Total")).toHaveText("$210.00");
}

test.describe("Spanish guide pages", () => {
  test("show the guide and its chrome in Spanish, with Spanish links", async ({ page }) => {
    const guide = guideBySlug("hang-wallpaper", "es")!;
    await page.goto("/es/guias/hang-wallpaper");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cómo instalar papel tapiz");

    const main = page.getByRole("main");
    await expect(main).toContainText(`${guide.readingMinutes} min de lectura`);
    await expect(main).toContainText("Guía 6 de 11");
    const updated = new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" });
    await expect(main.locator("time")).toHaveText(updated.format(new Date(guide.updated)));
    await expect(main).toContainText(`Actualizado el ${updated.format(new Date(guide.updated))}`);

    // Inline links in the guide's text lead to the Spanish pages.
    await expect(main.locator('a[href="/es/guias/glossary#plumb-line"]').first()).toBeVisible();
    await expect(main.locator('a[href^="/how-to"]')).toHaveCount(0);
    await expect(main.locator('a[href^="/wallpaper-calculator"]')).toHaveCount(0);

    const pager = page.getByRole("navigation", { name: "Más guías" });
    await expect(pager.getByRole("link", { name: /Anterior/ })).toHaveAttribute(
      "href",
      "/es/guias/prepare-your-walls-for-wallpaper",
    );
    await expect(pager.getByRole("link", { name: /Siguiente/ })).toHaveAttribute(
      "href",
      "/es/guias/clean-wallpaper-safely",
    );
    await expect(pager.getByRole("link", { name: "Volver a las guías" })).toHaveAttribute(
      "href",
      "/es/guias-de-papel-tapiz",
    );
    await expect(
      main.getByRole("link", { name: "Calcule sus rollos", exact: true }),
    ).toHaveAttribute("href", calculatorAddress);

    await expectNoneOf(main, englishGuideWords);
  });

  test("have a Spanish contents list whose links reach their sections", async ({ page }) => {
    await page.goto("/es/guias/hang-wallpaper");
    const contents = page.getByRole("navigation", { name: "En esta página" });
    const summary = contents.getByText("En esta página");
    // On phones the list sits in a closed disclosure.
    if (await summary.evaluate((el) => el.tagName === "SPAN" && !!el.closest("summary"))) {
      await summary.click();
    }
    await contents.getByRole("link", { name: "Paso a paso" }).click();
    await expect(page).toHaveURL(/\/es\/guias\/hang-wallpaper#step-by-step$/);
    await expect(page.getByRole("heading", { level: 2, name: "Paso a paso" })).toBeInViewport();
  });

  test("carry a Spanish Article at the Spanish address, and Spanish metadata", async ({
    request,
  }) => {
    const guide = guideBySlug("clean-wallpaper-safely", "es")!;
    const html = await (await request.get("/es/guias/clean-wallpaper-safely")).text();
    const article = jsonLd(html).find((block) => block["@type"] === "Article");
    expect(article?.headline).toBe(guide.title);
    expect(article?.inLanguage).toBe("es-US");
    expect(String(article?.url)).toMatch(/\/es\/guias\/clean-wallpaper-safely$/);
    expect(html).toContain(`<title>${guide.metaTitle}`);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/es\/guias\/clean-wallpaper-safely"/);
    const crumbs = jsonLd(html).find((block) => block["@type"] === "BreadcrumbList");
    expect(JSON.stringify(crumbs)).toContain("/es/guias-de-papel-tapiz");
  });

  test("set the Spanish glossary as a list of Spanish terms", async ({ page }) => {
    await page.goto("/es/guias/glossary");
    const terms = page.getByRole("main").getByRole("term");
    await expect(terms).toHaveCount(8);
    await expect(terms.first()).toHaveText("Guardasilla (chair rail)");
    await expect(page.locator("dt#plumb-line")).toHaveText("Línea de plomada (plumb line)");
    await expect(page.getByRole("navigation", { name: "Términos" }).first()).toBeAttached();
  });
});

test.describe("Spanish guide hub", () => {
  test("lists the Spanish titles in order, the calculator in its place", async ({ page }) => {
    await page.goto("/es/guias-de-papel-tapiz");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Guía para elegir e instalar papel tapiz",
    );
    const list = page.getByRole("list", { name: "Todas las guías" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(
      localizedGuideList("es").map((entry) => entry.title),
    );
    await expect(list.getByRole("listitem")).toHaveCount(12);
    await expect(
      list.getByRole("link", { name: "Cómo instalar papel tapiz", exact: true }),
    ).toHaveAttribute("href", "/es/guias/hang-wallpaper");
    await expect(list.getByRole("link", { name: /^¿Cuántos rollos/ })).toHaveAttribute(
      "href",
      calculatorAddress,
    );
    await expect(page.getByRole("main")).toContainText(
      "11 guías y una calculadora de rollos, para leer en orden o por separado.",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Contáctenos", exact: true }).first(),
    ).toHaveAttribute("href", "/es/contacto");
    await expectNoneOf(page.getByRole("main"), ["All guides", "Plan your room with us"]);
  });

  test("opens a Spanish guide from the list", async ({ page }) => {
    await page.goto("/es/guias-de-papel-tapiz");
    await page
      .getByRole("list", { name: "Todas las guías" })
      .getByRole("link", { name: "Cómo instalar papel tapiz", exact: true })
      .click();
    await expect(page).toHaveURL(/\/es\/guias\/hang-wallpaper$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cómo instalar papel tapiz");
  });
});

test.describe("Spanish wallpaper calculator", () => {
  async function openCalculator(page: Page, query = "") {
    await page.goto(`${calculatorAddress}${query}`);
    await expect(
      page.getByText("Las cifras se actualizan cuando cambia cualquier campo."),
    ).toBeVisible();
  }

  test("computes as the visitor types, in Spanish, with no English label", async ({ page }) => {
    await openCalculator(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "¿Cuántos rollos de papel tapiz necesito?",
    );
    for (const legend of [
      "Medidas de la habitación",
      "Ventanas y puertas",
      "Especificaciones del papel tapiz",
      "Precios",
    ]) {
      await expect(page.getByRole("group", { name: legend })).toBeVisible();
    }
    await expect(page.getByLabel("Altura de la pared (pies)")).toHaveValue("8");
    await expect(page.getByLabel("Ancho del rollo (pulgadas)")).toHaveValue("20.5");
    await expect(page.getByLabel("Costo de la cenefa por rollo de 15 pies ($)")).toHaveValue("20");
    await expect(page.getByLabel("Número de paredes").locator("option")).toHaveText([
      "1 (pared de acento)",
      "2 (paredes opuestas)",
      "3",
      "4 (toda la habitación)",
    ]);
    await expectSpanishDefaults(page);

    await page.getByLabel("Altura de la pared (pies)").fill("10");
    await expect(figure(page, "Área a cubrir")).toHaveText("395.0 pies cuadrados");
    await expect(figure(page, "Rollos sencillos")).toHaveText("8");
    await expect(figure(page, "Total")).toHaveText("$280.00");
    await expect(results(page).getByRole("status")).toContainText("8 rollos sencillos");
    await expect(page).toHaveURL(/\/es\/calculadora-de-papel-tapiz\?wallHeight=10$/);

    await page.getByLabel("Agregar una cenefa o moldura").check();
    await expect(figure(page, "Longitud de cenefa")).toHaveText("44.0 pies");
    await expect(figure(page, "Rollos de cenefa")).toHaveText("3");
    await expect(figure(page, "Costo de la cenefa")).toHaveText("$60.00");

    const main = page.getByRole("main");
    await expectNoneOf(main, englishCalculatorWords);
    await expect(page.getByLabel("Wall height (ft)")).toHaveCount(0);
    await expect(main.locator('a[href^="/how-to"]')).toHaveCount(0);
  });

  test("explains an invalid value in Spanish and shows zeros until it is fixed", async ({
    page,
  }) => {
    await openCalculator(page);
    const rollWidth = page.getByLabel("Ancho del rollo (pulgadas)");
    await rollWidth.fill("5");
    const message = page.getByText("El ancho del rollo debe ser de al menos 12 pulgadas.");
    await expect(message).toBeVisible();
    await expect(rollWidth).toHaveAttribute("aria-invalid", "true");
    await expect(figure(page, "Rollos sencillos")).toHaveText("0");
    await expect(results(page)).toContainText("Corrija el campo resaltado");
    await rollWidth.fill("20.5");
    await expect(message).toHaveCount(0);
    await expectSpanishDefaults(page);
  });

  test("recommends the strip count in Spanish", async ({ page }) => {
    await openCalculator(page, "?wallHeight=9&roomWidth=12&roomLength=14&patternRepeat=25");
    await expect(figure(page, "Rollos sencillos")).toHaveText("9");
    await expect(results(page)).toContainText("hacen falta 12 rollos sencillos");
    await expect(results(page)).toContainText("Recomendamos la cifra mayor: 12 rollos sencillos.");
    await expect(
      results(page).getByRole("link", { name: "número de lote de tinte" }),
    ).toHaveAttribute("href", "/es/guias/glossary#dye-lot-number");
  });

  test("says in Spanish which wallpaper the estimate is for", async ({ page }) => {
    const product = halfDropProduct;
    test.skip(!product, "no half-drop product in the catalogue");
    await openCalculator(page, halfDropEstimateQuery);
    await expect(page.getByLabel("Casado del patrón")).toHaveValue("half-drop");
    await expect(page.getByText("Calculando para")).toBeVisible();
    await expect(page.getByRole("main")).toContainText(product!.name);
    await expect(page.getByRole("main")).toContainText("casado a medio salto");
    await expect(page.getByRole("link", { name: "Ver el papel tapiz" })).toHaveAttribute(
      "href",
      new RegExp(`^/es/papel-tapiz/${product!.id}-`),
    );
    await expect(results(page)).toContainText("Casado a medio salto: cortar tiras alternas");
  });

  test("links to the Spanish catalog and neighbouring guides", async ({ page }) => {
    await openCalculator(page);
    await expect(page.getByRole("link", { name: "Explorar el catálogo" })).toHaveAttribute(
      "href",
      "/es/catalogo",
    );
    const more = page.getByRole("navigation", { name: "Más guías" });
    await expect(more.getByRole("link", { name: /Anterior/ })).toHaveAttribute(
      "href",
      "/es/guias/what-can-i-do-with-a-border",
    );
    await expect(more.getByRole("link", { name: /Siguiente/ })).toHaveAttribute(
      "href",
      "/es/guias/choose-the-right-type-of-wallpaper",
    );
    await expect(
      page.getByRole("button", { name: "Enviar este presupuesto al showroom" }),
    ).toBeVisible();
  });

  test("has Spanish metadata, and an estimate link is not indexed", async ({ request }) => {
    const bare = await (await request.get(calculatorAddress)).text();
    expect(bare).toContain("<title>Calculadora de papel tapiz: ¿cuántos rollos necesito?");
    expect(bare).not.toMatch(/<meta name="robots" content="noindex/);
    const html = await (await request.get(`${calculatorAddress}?wallHeight=9`)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/es\/calculadora-de-papel-tapiz"/);
  });
});

test.describe("Spanish wallpaper calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("submits to the Spanish address and the server renders Spanish results", async ({
    page,
  }) => {
    await page.goto(calculatorAddress);
    await expectSpanishDefaults(page);
    const form = page.getByRole("form", { name: "Calculadora de papel tapiz" });
    await expect(form).toHaveAttribute("action", `${calculatorAddress}#results`);
    await page.getByLabel("Altura de la pared (pies)").fill("10");
    await page.getByLabel("Agregar una cenefa o moldura").check();
    await page.getByRole("button", { name: "Calcular" }).click();

    await expect(page).toHaveURL(/\/es\/calculadora-de-papel-tapiz\?.*wallHeight=10/);
    await expect(page).toHaveURL(/useTrim=on/);
    await expect(page.getByLabel("Altura de la pared (pies)")).toHaveValue("10");
    await expect(figure(page, "Área a cubrir")).toHaveText("395.0 pies cuadrados");
    await expect(figure(page, "Rollos sencillos")).toHaveText("8");
    await expect(figure(page, "Longitud de cenefa")).toHaveText("44.0 pies");
    await expect(figure(page, "Total")).toHaveText("$340.00");
    await expectNoneOf(page.getByRole("main"), englishCalculatorWords);
  });

  test("reports an invalid value from the URL in Spanish", async ({ page }) => {
    await page.goto(`${calculatorAddress}?rollWidth=5`);
    await expect(page.getByLabel("Ancho del rollo (pulgadas)")).toHaveValue("5");
    await expect(
      page.getByText("El ancho del rollo debe ser de al menos 12 pulgadas."),
    ).toBeVisible();
    await expect(figure(page, "Rollos sencillos")).toHaveText("0");
  });
});
