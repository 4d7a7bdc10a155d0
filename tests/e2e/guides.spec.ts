import type { Page } from "@playwright/test";

import { glossaryTerms, guides } from "../../src/content/guides";
import { guideList } from "../../src/lib/guides/guide-navigation";

import { expect, test } from "./fixtures";

function moreGuides(page: Page) {
  return page.getByRole("navigation", { name: "More guides" });
}

test.describe("guide hub", () => {
  test("lists every guide in order, the calculator in its place, and links to contact", async ({
    page,
  }) => {
    await page.goto("/how-to-wallpaper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Wallpaper Selection and Installation Guide",
    );
    const list = page.getByRole("list", { name: "All guides" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(
      guideList.map((entry) => entry.title),
    );
    await expect(list.getByRole("listitem")).toHaveCount(12);

    const calculator = list.getByRole("link", {
      name: "How Many Rolls Of Wallpaper Do I Need? - Use The Wallpaper Calculator!",
      exact: true,
    });
    await expect(calculator).toHaveAttribute("href", "/wallpaper-calculator");
    const titles = guideList.map((entry) => entry.title);
    const border = titles.indexOf("What Can I Do With a Wallpaper Border?");
    expect(titles[border + 1]).toBe(
      "How Many Rolls Of Wallpaper Do I Need? - Use The Wallpaper Calculator!",
    );
    await expect(list.getByText(guides[0]!.summary)).toBeVisible();

    await expect(
      page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true }),
    ).toHaveAttribute("href", "/contact");
  });

  test("opens a guide from the list", async ({ page }) => {
    await page.goto("/how-to-wallpaper");
    await page
      .getByRole("list", { name: "All guides" })
      .getByRole("link", { name: "How to Hang Wallpaper" })
      .click();
    await expect(page).toHaveURL(/\/how-to\/hang-wallpaper$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to Hang Wallpaper");
  });
});

test.describe("guide pages", () => {
  test("show the breadcrumb Home > How To Wallpaper > title", async ({ page }) => {
    await page.goto("/how-to/choose-a-wallpaper-pattern");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText([
      "Home",
      "How To Wallpaper",
      "How to Choose a Wallpaper Pattern",
    ]);
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "How To Wallpaper" })).toHaveAttribute(
      "href",
      "/how-to-wallpaper",
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
      "How to Choose a Wallpaper Pattern",
    );
  });

  test("step to their neighbours, skipping the calculator", async ({ page }) => {
    await page.goto("/how-to/what-can-i-do-with-a-border");
    await expect(moreGuides(page).getByRole("link", { name: /Previous/ })).toHaveAttribute(
      "href",
      "/how-to/choose-a-wallpaper-pattern",
    );
    await expect(moreGuides(page).getByRole("link", { name: /Next/ })).toHaveAttribute(
      "href",
      "/how-to/choose-the-right-type-of-wallpaper",
    );
    await expect(moreGuides(page).getByRole("link", { name: "Back to Guide" })).toHaveAttribute(
      "href",
      "/how-to-wallpaper",
    );

    await moreGuides(page).getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/how-to\/choose-the-right-type-of-wallpaper$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How to Choose the Right Type of Wallpaper",
    );
  });

  test("disable Previous on the first guide and Next on the last", async ({ page }) => {
    await page.goto("/how-to/choose-wallpaper-color");
    await expect(moreGuides(page).getByRole("link", { name: /Previous/ })).toHaveCount(0);
    await expect(moreGuides(page).locator('[aria-disabled="true"]')).toContainText("Previous");
    await expect(moreGuides(page).getByRole("link", { name: /Next/ })).toHaveAttribute(
      "href",
      "/how-to/choose-a-wallpaper-pattern",
    );

    await page.goto("/how-to/glossary");
    await expect(moreGuides(page).getByRole("link", { name: /Next/ })).toHaveCount(0);
    await expect(moreGuides(page).locator('[aria-disabled="true"]')).toContainText("Next");
    await expect(moreGuides(page).getByRole("link", { name: /Previous/ })).toHaveAttribute(
      "href",
      "/how-to/differences-between-wallpaper-brands",
    );
  });

  test("have a contents list whose links reach their sections", async ({ page }) => {
    await page.goto("/how-to/hang-wallpaper");
    const contents = page.getByRole("navigation", { name: "On this page" });
    const summary = contents.getByText("On this page");
    // On phones the list sits in a closed disclosure.
    if (await summary.evaluate((el) => el.tagName === "SPAN" && !!el.closest("summary"))) {
      await summary.click();
    }
    await contents.getByRole("link", { name: "Step by step" }).click();
    await expect(page).toHaveURL(/#step-by-step$/);
    await expect(page.getByRole("heading", { level: 2, name: "Step by step" })).toBeInViewport();
  });

  test("carry Article and BreadcrumbList structured data", async ({ request }) => {
    const html = await (await request.get("/how-to/clean-wallpaper-safely")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as unknown)
      .flat() as { "@type"?: string; headline?: string }[];
    const article = blocks.find((block) => block["@type"] === "Article");
    expect(article?.headline).toBe("How to Clean Wallpaper Safely");
    expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("answer 404 for an unknown guide", async ({ request }) => {
    expect((await request.get("/how-to/no-such-guide")).status()).toBe(404);
  });
});

test.describe("glossary", () => {
  test("defines the eight terms in order, each linkable by its anchor", async ({ page }) => {
    await page.goto("/how-to/glossary");
    const main = page.getByRole("main");
    await expect(main.getByRole("term")).toHaveText([
      "Booking",
      "Bolt",
      "Chair Rail",
      "Dye Lot Number",
      "Pattern Repeat",
      "Plumb Line",
      "Prepasted",
      "Sizing",
    ]);
    await expect(main.getByRole("definition")).toHaveCount(8);
    for (const entry of glossaryTerms) {
      await expect(page.locator(`dt#${entry.id}`)).toHaveText(entry.term);
    }
  });

  test("opens at a term's anchor", async ({ page }) => {
    await page.goto("/how-to/glossary#plumb-line");
    await expect(page.getByRole("term").filter({ hasText: "Plumb Line" })).toBeInViewport();
  });

  test("is reached from a guide's inline link", async ({ page }) => {
    await page.goto("/how-to/hang-wallpaper");
    await page.getByRole("link", { name: "plumb line", exact: true }).first().click();
    await expect(page).toHaveURL(/\/how-to\/glossary#plumb-line$/);
    await expect(page.getByRole("term").filter({ hasText: "Plumb Line" })).toBeInViewport();
  });
});
