/**
 * The frame of the Spanish site: the language switch (header, drawer, footer, without
 * JavaScript), the remembered choice, the quiet suggestion line, the Spanish header and footer,
 * and the Spanish 404 page.
 */
import type { BrowserContext, Page } from "@playwright/test";

import { expect, isMobile, test } from "./fixtures";

const toSpanish = "Ver esta página en español";
const toEnglish = "View this page in English";

/** The switch where a visitor finds it: in the header on wide screens, in the drawer on phones. */
async function languageSwitch(page: Page, name: string) {
  if (!(await isMobile(page))) return page.getByRole("banner").getByRole("link", { name });
  await page.getByRole("button", { name: /^Men[uú]$/ }).click();
  const drawer = page.getByRole("dialog", { name: /^Men[uú]$/ });
  await expect(drawer).toBeVisible();
  return drawer.getByRole("link", { name });
}

async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "NEXT_LOCALE");
}

test.describe("the language switch", () => {
  // The visitor's own language is Spanish here, so no suggestion line covers the page.
  test.use({ locale: "es-US" });

  test("leads from /contact to /es/contacto and back, and remembers the choice", async ({
    page,
    context,
  }) => {
    await page.goto("/contact");
    const spanish = await languageSwitch(page, toSpanish);
    await expect(spanish).toHaveText("Español");
    await expect(spanish).toHaveAttribute("href", "/es/contacto");
    await expect(spanish).toHaveAttribute("hreflang", "es");
    await expect(spanish).toHaveAttribute("lang", "es");
    await spanish.click();
    await expect(page).toHaveURL("/es/contacto");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    const cookie = await localeCookie(context);
    expect(cookie?.value).toBe("es");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    // About a year, give or take a minute of test time.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    const english = await languageSwitch(page, toEnglish);
    await expect(english).toHaveText("English");
    await expect(english).toHaveAttribute("href", "/contact");
    await expect(english).toHaveAttribute("hreflang", "en");
    await expect(english).toHaveAttribute("lang", "en");
    await english.click();
    await expect(page).toHaveURL("/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await localeCookie(context))?.value).toBe("en");
  });

  test("keeps the query string", async ({ page }) => {
    await page.goto("/contact?utm_source=newsletter");
    await (await languageSwitch(page, toSpanish)).click();
    await expect(page).toHaveURL("/es/contacto?utm_source=newsletter");
  });

  test("leads from a Spanish page to its English address", async ({ page }) => {
    await page.goto("/es/privacidad");
    const english = await languageSwitch(page, toEnglish);
    await expect(english).toHaveAttribute("href", "/privacy");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "es-US" });

  test("the switch is a real link rendered on the server", async ({ page }) => {
    await page.goto("/contact");
    // Phones reach it in the footer (the drawer needs JavaScript), wide screens in the header.
    const spanish = (await isMobile(page))
      ? page.getByRole("contentinfo").getByRole("link", { name: toSpanish })
      : page.getByRole("banner").getByRole("link", { name: toSpanish });
    await expect(spanish).toHaveAttribute("href", "/es/contacto");
    await spanish.click();
    await expect(page).toHaveURL("/es/contacto");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const english = page.getByRole("contentinfo").getByRole("link", { name: toEnglish });
    await expect(english).toHaveAttribute("href", "/contact");
  });
});

test.describe("the suggestion line for a Spanish-preferring browser", () => {
  test.use({ locale: "es-US" });

  test("offers the Spanish page on an English page until dismissed", async ({ page }) => {
    await page.goto("/contact");
    const line = page.getByRole("complementary", { name: "Idioma" });
    await expect(line).toBeVisible();
    await expect(line).toHaveText("Esta página está disponible en español.");
    await expect(line).toHaveAttribute("lang", "es");
    // It floats: showing it moves nothing on the page.
    expect(await line.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    const link = line.getByRole("link", { name: "español" });
    await expect(link).toHaveAttribute("href", "/es/contacto");

    // Last in the page's order, so reachable from the keyboard backwards, with a visible focus.
    const dismiss = line.getByRole("button", { name: "Cerrar sugerencia de idioma" });
    await page.keyboard.press("Shift+Tab");
    await expect(dismiss).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(link).toBeFocused();
    expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
    await page.keyboard.press("Tab");
    await expect(dismiss).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(line).toBeHidden();

    for (const path of ["/contact", "/about"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("complementary", { name: "Idioma" }), path).toHaveCount(0);
    }
  });

  test("follows the suggestion and stays quiet on the Spanish page", async ({ page, context }) => {
    await page.goto("/contact?utm_source=newsletter");
    const line = page.getByRole("complementary", { name: "Idioma" });
    await line.getByRole("link", { name: "español" }).click();
    await expect(page).toHaveURL("/es/contacto?utm_source=newsletter");
    expect((await localeCookie(context))?.value).toBe("es");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("complementary", { name: /Idioma|Language/ })).toHaveCount(0);
  });

  test("a remembered choice of English wins over the browser's Spanish", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL ?? "" }]);
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("complementary", { name: "Idioma" })).toHaveCount(0);
    await page.goto("/es/contacto");
    const line = page.getByRole("complementary", { name: "Language" });
    await expect(line).toHaveText("This page is available in English.");
    await expect(line.getByRole("link", { name: "English" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("an English-preferring browser", () => {
  test.use({ locale: "en-US" });

  test("sees no suggestion on English pages", async ({ page }) => {
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("complementary", { name: /Idioma|Language/ })).toHaveCount(0);
  });
});

test.describe("the Spanish frame", () => {
  test.use({ locale: "es-US" });

  test("/es is in Spanish: language, navigation and footer", async ({ page }) => {
    await page.goto("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("banner").getByRole("link", { name: /inicio/ })).toHaveAttribute(
      "href",
      "/es",
    );
    // The header's button is there from the small tablet width up; phones have it in the menu.
    if (!(await isMobile(page))) {
      await expect(
        page.getByRole("banner").getByRole("link", { name: "Agendar consulta" }),
      ).toHaveAttribute("href", "/es/contacto");
    }

    if (await isMobile(page)) {
      await page.getByRole("button", { name: "Menú" }).click();
      const drawer = page.getByRole("dialog", { name: "Menú" });
      const nav = drawer.getByRole("navigation", { name: "Móvil" });
      await expect(nav.getByRole("link").first()).toHaveText("Inicio");
      await expect(nav.getByRole("link", { name: "Inicio" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(nav.getByRole("link", { name: "Nosotros" })).toHaveAttribute(
        "href",
        "/es/nosotros",
      );
      await drawer.getByRole("button", { name: "Recursos" }).click();
      await expect(drawer.getByRole("link", { name: "Preguntas frecuentes" })).toHaveAttribute(
        "href",
        "/es/preguntas-frecuentes",
      );
      await expect(drawer.getByText("Guías prácticas")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    } else {
      const nav = page.getByRole("navigation", { name: "Principal" });
      await expect(nav.getByRole("link")).toHaveText([
        "Marcas de papel tapiz",
        "Nosotros",
        "Servicios",
        "Instalación",
        "Guías",
        "Contacto",
      ]);
      await expect(nav.getByRole("link", { name: "Nosotros" })).toHaveAttribute(
        "href",
        "/es/nosotros",
      );
    }

    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByText("Lunes a viernes de 10:00 a. m. a 5:00 p. m.").first(),
    ).toBeAttached();
    await expect(
      footer.getByText("Sábados y domingos, solo con cita previa").first(),
    ).toBeAttached();
    await expect(
      footer.getByText("© 2025 Alcove Wallcoverings LLC. Todos los derechos reservados."),
    ).toBeVisible();
    await expect(
      footer.getByRole("link", { name: "Política de privacidad" }).last(),
    ).toHaveAttribute("href", "/es/privacidad");
    await expect(
      footer.getByRole("link", { name: "Términos y condiciones" }).last(),
    ).toHaveAttribute("href", "/es/terminos");
    const siteMap = footer.getByRole("navigation", { name: "Mapa del sitio" });
    await expect(siteMap.getByRole("link", { name: "Catálogo", exact: true })).toHaveAttribute(
      "href",
      "/es/catalogo",
    );
  });

  test("the skip link is in Spanish", async ({ page }) => {
    await page.goto("/es/terminos");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("the privacy policy gives its date the Spanish way", async ({ page }) => {
    await page.goto("/es/privacidad");
    await expect(
      page.getByRole("heading", { level: 1, name: "Política de privacidad" }),
    ).toBeVisible();
    await expect(page.getByText("Última actualización: 25 de noviembre de 2026")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Contenido" })).toBeVisible();
  });

  test("the Spanish 404 page is in Spanish", async ({ page, watch }) => {
    watch.allow(/404 \(Not Found\)/);
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/^Página no encontrada/);
    await expect(
      page.getByRole("heading", { level: 1, name: "¡Uy! Página no encontrada" }),
    ).toBeVisible();
    const home = page.getByRole("link", { name: "Volver al inicio" });
    await expect(home).toHaveAttribute("href", "/es");
    await home.click();
    await expect(page).toHaveURL("/es");
  });
});
