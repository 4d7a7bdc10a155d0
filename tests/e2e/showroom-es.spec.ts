/**
 * The home page and the showroom pages in Spanish: Spanish headings, labels and structured data,
 * the same behaviour as in English, and none of the English labels left behind.
 */
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

// A Spanish-speaking visitor: no suggestion to switch to English covers the page.
test.use({ locale: "es-US" });

/** What the page shows or reads aloud, for checking that no English label is left. */
async function mainText(page: Page): Promise<string> {
  return page.getByRole("main").innerText();
}

async function expectNoneOf(page: Page, phrases: readonly string[]) {
  const text = await mainText(page);
  for (const phrase of phrases)
    expect(text, `"${phrase}" is still in English`).not.toContain(phrase);
}

test.describe("Spanish home page", () => {
  test("is in Spanish, with the Spanish hero", async ({ page }) => {
    await page.goto("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alcove Wallcoverings");
    await expect(
      page.getByText("Revestimientos de pared de diseño, elegidos en persona.", { exact: true }),
    ).toBeVisible();
    const hero = page.getByRole("region", { name: "Alcove Wallcoverings" });
    await expect(hero.getByRole("link", { name: "Visite nuestro showroom" })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Agendar consulta" })).toHaveAttribute(
      "href",
      "/es/consulta",
    );
    await expect(page.getByRole("region", { name: "Visítenos" })).toBeAttached();
    await expect(
      page.getByRole("region", { name: "Inspiración para cada habitación" }),
    ).toBeAttached();
    await expect(page.getByRole("region", { name: "Desde el showroom" })).toBeAttached();
    await expect(page).toHaveTitle(/^Showroom de papel tapiz de diseño en Coral Gables, FL/);
    await expectNoneOf(page, [
      "Visit Our Showroom",
      "Schedule Consultation",
      "Book Consultation",
      "Explore Collections",
      "Inside the showroom",
      "Show interactive map",
      "Load our Instagram feed",
      "Read more testimonials",
      "Hold the samples in your hands",
      "Visit Our Store",
      "out of 5 stars",
      "Residential tower",
      "Hospitality",
    ]);
  });

  test("the visit section, the testimonials and the client list read in Spanish", async ({
    page,
  }) => {
    await page.goto("/es");
    const visit = page.getByRole("region", { name: "Visítenos" });
    await expect(visit.getByText("Dirección", { exact: true })).toBeVisible();
    await expect(visit.getByText("Horario", { exact: true })).toBeVisible();
    await expect(visit.getByText("Lunes a viernes de 10:00 a. m. a 5:00 p. m.")).toBeVisible();
    await expect(visit.getByRole("button", { name: "Mostrar mapa interactivo" })).toBeVisible();
    await expect(visit.getByRole("link", { name: /se abre en una pestaña nueva/ })).toHaveAttribute(
      "target",
      "_blank",
    );

    const quotes = page.getByRole("region", { name: "Lo que dicen nuestros clientes" });
    await expect(quotes.getByText("5 de 5 estrellas")).toHaveCount(3);
    await expect(quotes.getByRole("link", { name: "Leer más testimonios" })).toHaveAttribute(
      "href",
      "/es/testimonios",
    );

    await expect(page.getByText("Torre residencial", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Hotelería", { exact: true }).first()).toBeVisible();
  });

  test("the third-party embeds still wait for a click, with Spanish buttons", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      const host = new URL(request.url()).hostname;
      if (host.endsWith("openstreetmap.org") || host.endsWith("instagram.com"))
        thirdParty.push(request.url());
    });
    await page.goto("/es");
    const feed = page.getByRole("region", { name: "Desde el showroom" });
    await feed.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
    await expect(
      feed.getByRole("button", { name: "Cargar nuestras publicaciones de Instagram" }),
    ).toBeVisible();
    await expect(feed.getByRole("img")).toHaveCount(6);
    for (const alt of await feed
      .getByRole("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? "")))
      expect(alt).toMatch(/papel tapiz/i);
  });

  test("a digit key shows its Spanish word", async ({ page }) => {
    await page.goto("/es");
    const siete = page.getByText("siete", { exact: true });
    await expect(async () => {
      await page.keyboard.press("7");
      await expect(siete).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(page.getByText("seven", { exact: true })).toHaveCount(0);
  });

  test("the store's structured data is in Spanish", async ({ page }) => {
    await page.goto("/es");
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const store = data
      .map((json) => JSON.parse(json) as { "@type"?: string; inLanguage?: string })
      .find((entry) => entry["@type"] === "HomeGoodsStore");
    expect(store?.inLanguage).toBe("es-US");
  });
});

test.describe("Spanish showroom pages", () => {
  const pages = [
    {
      path: "/es/nosotros",
      heading: /^Conozca a /,
      english: ["Meet ", "The people you will meet", "Come and see us", "Since 20"],
    },
    {
      path: "/es/servicios",
      heading: "De la primera muestra a la última unión",
      english: [
        "From the first sample",
        "How we work",
        "Our design process",
        "Schedule a Consultation",
        "Explore Collections",
      ],
    },
    {
      path: "/es/instalacion",
      heading: "Instalación profesional de papel tapiz",
      english: [
        "Step by step",
        "Peace of mind",
        "What the warranty covers",
        "What it does not cover",
        "Before we arrive",
        "Apply for Installation",
        "Contact Us",
      ],
    },
    {
      path: "/es/testimonios",
      heading: "En palabras de nuestros clientes",
      english: ["Testimonials", "In our clients’ words", "out of 5 stars", "Contact the showroom"],
    },
    {
      path: "/es/preguntas-frecuentes",
      heading: "Sus preguntas, respondidas",
      english: ["Frequently asked questions", "Something else on your mind?", "Ask us a question"],
    },
  ];

  for (const { path, heading, english } of pages) {
    test(`${path} has one Spanish main heading and no English labels`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectNoneOf(page, english);
    });
  }

  test("installation links to the Spanish consultation and contact pages", async ({ page }) => {
    await page.goto("/es/instalacion");
    await expect(page.getByRole("link", { name: "Solicitar instalación" }).first()).toHaveAttribute(
      "href",
      "/es/consulta",
    );
    await expect(page.getByRole("link", { name: "Contáctenos" }).first()).toHaveAttribute(
      "href",
      "/es/contacto",
    );
    await expect(page.getByRole("heading", { name: "Lo que cubre la garantía" })).toBeVisible();
  });

  test("the testimonials page spells out six five-star ratings in Spanish", async ({ page }) => {
    await page.goto("/es/testimonios");
    await expect(page.getByText("5 de 5 estrellas")).toHaveCount(6);
  });
});

test.describe("Spanish FAQ", () => {
  const question = "¿Instalan el papel tapiz que venden?";

  function item(page: Page, name: string) {
    return page
      .getByRole("main")
      .locator("details")
      .filter({ has: page.getByRole("heading", { name }) });
  }

  test("questions open and close from the keyboard", async ({ page }) => {
    await page.goto("/es/preguntas-frecuentes");
    await expect(page.getByRole("main").locator("details")).toHaveCount(10);
    const summary = item(page, question).locator("summary");
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(item(page, question)).toHaveAttribute("open", "");
    await expect(item(page, question).getByText(/nuestros propios equipos/)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(item(page, question)).not.toHaveAttribute("open");
  });

  test("links to the Spanish contact page and has Spanish FAQPage data", async ({ page }) => {
    await page.goto("/es/preguntas-frecuentes");
    await expect(page.getByRole("link", { name: "Háganos una pregunta" })).toHaveAttribute(
      "href",
      "/es/contacto",
    );
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = data
      .map(
        (json) =>
          JSON.parse(json) as {
            "@type"?: string;
            inLanguage?: string;
            mainEntity?: { name: string }[];
          },
      )
      .find((entry) => entry["@type"] === "FAQPage");
    expect(faqPage?.inLanguage).toBe("es-US");
    expect(faqPage?.mainEntity).toHaveLength(10);
    expect(faqPage?.mainEntity?.map((entity) => entity.name)).toContain(question);
  });
});
