import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { receivedScripts } from "./received-scripts";

test("an unknown path answers 404 with the not-found page", async ({ page, watch }) => {
  watch.allow(/404 \(Not Found\)/);
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("a deep unknown path also answers 404", async ({ request }) => {
  const response = await request.get("/a/b/c/d");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
});

/**
 * A page whose server rendering fails part-way: the next client navigation to `path` receives its
 * real RSC payload with one section replaced by a server error (what a failing Server Component
 * sends), so the error screen shows inside the site's frame.
 */
async function failNextNavigation(page: Page, path: string) {
  await page.route(`**${path}?_rsc=*`, async (route) => {
    const response = await route.fetch();
    const rows = (await response.text()).split("\n");
    // Only the page's own payload has its sections; the router's other requests pass as they are.
    const section = rows.findIndex((row) => /^[0-9a-f]+:\["\$","section"/.test(row));
    if (section !== -1) {
      rows[section] = rows[section]!.replace(/^([0-9a-f]+):.*$/, '$1:E{"digest":"4242"}');
    }
    await route.fulfill({ response, body: rows.join("\n") });
  });
}

/** Follows a link of the footer's site map, a client navigation. */
async function openFromSiteMap(page: Page, siteMap: string, link: string) {
  await page.getByRole("navigation", { name: siteMap }).getByRole("link", { name: link }).click();
}

test.describe("a page that fails", () => {
  test.beforeEach(({ watch }) => {
    // What React logs for the failed section.
    watch.allow(/react\.dev\/errors\/441|digest/);
  });

  test("shows the error screen in the site's frame, loaded only when needed", async ({ page }) => {
    const scripts = receivedScripts(page);
    await failNextNavigation(page, "/about");
    await page.goto("/");
    // The screen's status texts are not among the scripts of a page that works.
    expect(await scripts.count()).toBeGreaterThan(3);
    expect(await scripts.contain("Payload Too Large")).toBe(false);

    await openFromSiteMap(page, "Site map", "About");
    await expect(
      page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(page.getByText("500 Internal Server Error")).toBeVisible();
    await expect(
      page.getByText("Something went wrong on our side. Please try again in a moment."),
    ).toBeVisible();
    await expect(page.getByText("Reference: 4242")).toBeVisible();
    await expect(page.getByText(/react\.dev/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner")).toBeVisible();
    expect(await scripts.contain("Payload Too Large")).toBe(true);
  });

  test("speaks Spanish on the Spanish site", async ({ page }) => {
    await failNextNavigation(page, "/es/nosotros");
    await page.goto("/es");
    await openFromSiteMap(page, "Mapa del sitio", "Nosotros");
    await expect(
      page.getByRole("heading", { level: 1, name: "¡Error inesperado de la aplicación!" }),
    ).toBeVisible();
    await expect(page.getByText("500 Error interno del servidor")).toBeVisible();
    await expect(page.getByText("Referencia: 4242")).toBeVisible();
    await expect(page.getByRole("button", { name: "Intentar de nuevo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute(
      "href",
      "/es",
    );
  });

  test("still offers a way out when the screen's own script cannot load", async ({
    page,
    watch,
  }) => {
    watch.allow(/Failed to load resource|ChunkLoadError|Failed to load chunk/);
    await failNextNavigation(page, "/about");
    await page.goto("/");
    // A new deployment has replaced the error screen's script since this page loaded.
    await page.route("**/_next/static/chunks/**", async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes("Payload Too Large")) return route.abort();
      return route.fulfill({ response });
    });
    await openFromSiteMap(page, "Site map", "About");
    await expect(
      page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(
      page.getByText("Something went wrong on our side. Please try again in a moment."),
    ).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    // Trying again loads the page afresh, with the current scripts.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1, name: "Meet Isabel Moreno" })).toBeVisible();
  });
});
