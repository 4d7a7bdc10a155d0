import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { halfDropEstimateQuery, halfDropProduct } from "./half-drop-product";

function results(page: Page): Locator {
  return page.getByRole("region", { name: "Your Wallpaper Requirements" });
}

/** The figure beside a label in the results ("Single rolls" → "6"). */
function figure(page: Page, term: string): Locator {
  return results(page).locator(`dt:text-is("${term}") + dd`);
}

/** Opens the calculator and waits until it says it is live (hydrated), as a visitor would see. */
async function openCalculator(page: Page, query = "") {
  await page.goto(`/wallpaper-calculator${query}`);
  await expect(page.getByText("The figures update as you change any field.")).toBeVisible();
}

async function expectDefaults(page: Page) {
  await expect(figure(page, "Area to cover")).toHaveText("307.0 sq ft");
  await expect(figure(page, "Single rolls")).toHaveText("6");
  await expect(figure(page, "Double rolls")).toHaveText("3");
  await expect(figure(page, "Wallpaper cost")).toHaveText("$210.00");
  await expect(figure(page, "Total")).toHaveText("$210.00");
}

test.describe("wallpaper calculator", () => {
  test("opens with the defaults and their results", async ({ page }) => {
    await openCalculator(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How Many Rolls of Wallpaper Do I Need?",
    );
    for (const legend of [
      "Room Dimensions",
      "Windows & Doors",
      "Wallpaper Specifications",
      "Pricing",
    ]) {
      await expect(page.getByRole("group", { name: legend })).toBeVisible();
    }
    await expect(page.getByLabel("Wall height (ft)")).toHaveValue("8");
    await expect(page.getByLabel("Room width (ft)")).toHaveValue("10");
    await expect(page.getByLabel("Room length (ft)")).toHaveValue("12");
    await expect(page.getByLabel("Number of walls")).toHaveValue("4");
    await expect(page.getByLabel("Roll width (in)")).toHaveValue("20.5");
    await expect(page.getByLabel("Roll length (ft)")).toHaveValue("33");
    await expect(page.getByLabel("Pattern repeat (in)")).toHaveValue("0");
    await expect(page.getByLabel("Number of windows")).toHaveValue("2");
    await expect(page.getByLabel("Number of doors")).toHaveValue("1");
    await expect(page.getByLabel("Cost per single roll ($)")).toHaveValue("35");
    await expect(page.getByLabel("Trim cost per 15 ft roll ($)")).toHaveValue("20");
    await expect(page.getByLabel("Add a border or trim")).not.toBeChecked();
    await expect(page.getByLabel("Number of walls").locator("option")).toHaveText([
      "1 (accent wall)",
      "2 (opposite walls)",
      "3",
      "4 (entire room)",
    ]);
    await expectDefaults(page);
    await expect(results(page).getByText("Trim length")).toHaveCount(0);
    await expect(results(page).getByText("Trim cost")).toHaveCount(0);
    await expect(page.getByText(/order 10% extra/i).first()).toBeVisible();
  });

  test("updates the results as a field changes, with no submit, and keeps the URL in step", async ({
    page,
  }) => {
    await openCalculator(page);
    await expectDefaults(page);
    await page.getByLabel("Wall height (ft)").fill("10");
    await expect(figure(page, "Area to cover")).toHaveText("395.0 sq ft");
    await expect(figure(page, "Single rolls")).toHaveText("8");
    await expect(figure(page, "Double rolls")).toHaveText("4");
    await expect(figure(page, "Total")).toHaveText("$280.00");
    await expect(results(page).getByRole("status")).toContainText("8 single rolls");
    await expect(page).toHaveURL(/\/wallpaper-calculator\?wallHeight=10$/);

    await page.getByLabel("Number of walls").selectOption("1");
    await expect(figure(page, "Area to cover")).toHaveText("55.0 sq ft");
    await expect(page).toHaveURL(/numberOfWalls=1/);

    // Enter would submit a plain form; here the results are already live and nothing reloads.
    await page.getByLabel("Wall height (ft)").press("Enter");
    await expect(page.getByLabel("Wall height (ft)")).toHaveValue("10");
    await expect(figure(page, "Area to cover")).toHaveText("55.0 sq ft");
  });

  test("an emptied wall height counts as zero", async ({ page }) => {
    await openCalculator(page);
    await page.getByLabel("Wall height (ft)").fill("");
    await expect(figure(page, "Area to cover")).toHaveText("0.0 sq ft");
    await expect(figure(page, "Single rolls")).toHaveText("0");
    await expect(figure(page, "Total")).toHaveText("$0.00");
    await expect(page.getByLabel("Wall height (ft)")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("shows trim only when it is on", async ({ page }) => {
    await openCalculator(page);
    await expect(figure(page, "Trim length")).toHaveCount(0);
    await page.getByLabel("Add a border or trim").check();
    await expect(figure(page, "Trim length")).toHaveText("44.0 ft");
    await expect(figure(page, "Trim rolls")).toHaveText("3");
    await expect(figure(page, "Trim cost")).toHaveText("$60.00");
    await expect(figure(page, "Total")).toHaveText("$270.00");
    await expect(page).toHaveURL(/useTrim=true/);
    await page.getByLabel("Add a border or trim").uncheck();
    await expect(figure(page, "Trim length")).toHaveCount(0);
    await expect(figure(page, "Trim cost")).toHaveCount(0);
    await expect(figure(page, "Total")).toHaveText("$210.00");
  });

  test("explains an out-of-range value by its field and shows zeros until it is fixed", async ({
    page,
  }) => {
    await openCalculator(page);
    const rollWidth = page.getByLabel("Roll width (in)");
    await rollWidth.fill("5");
    const message = page.getByText("Roll width must be at least 12 inches.");
    await expect(message).toBeVisible();
    await expect(rollWidth).toHaveAttribute("aria-invalid", "true");
    await expect(rollWidth).toHaveAccessibleDescription(/Roll width must be at least 12 inches\./);
    await expect(figure(page, "Single rolls")).toHaveText("0");
    await expect(figure(page, "Area to cover")).toHaveText("0.0 sq ft");
    await expect(figure(page, "Total")).toHaveText("$0.00");
    await expect(results(page).getByText(/NaN|Infinity|-\$/)).toHaveCount(0);

    await rollWidth.fill("20.5");
    await expect(message).toHaveCount(0);
    await expectDefaults(page);
  });

  test("recommends the strip count when whole strips need more rolls", async ({ page }) => {
    // A 12 x 14 ft room with 9 ft walls and a 25 in repeat: 34 strips of 125 in, 3 to a roll.
    await openCalculator(page, "?wallHeight=9&roomWidth=12&roomLength=14&patternRepeat=25");
    await expect(figure(page, "Single rolls")).toHaveText("9");
    await expect(results(page)).toContainText("calls for 12 single rolls");
    await expect(results(page)).toContainText("We recommend the higher number: 12 single rolls.");
    await expect(results(page)).toContainText("dye lot number");
  });

  test("reads a product page's link and says which wallpaper the estimate is for", async ({
    page,
  }) => {
    const product = halfDropProduct;
    test.skip(!product, "no half-drop product in the catalogue");
    await openCalculator(page, halfDropEstimateQuery);
    await expect(page.getByLabel("Roll width (in)")).toHaveValue("27");
    await expect(page.getByLabel("Roll length (ft)")).toHaveValue("27");
    await expect(page.getByLabel("Pattern repeat (in)")).toHaveValue("25");
    await expect(page.getByLabel("Pattern match")).toHaveValue("half-drop");
    await expect(page.getByText("Estimating for")).toBeVisible();
    await expect(page.getByRole("main")).toContainText(product!.name);
    await expect(results(page)).toContainText(
      "Half-drop match: cutting alternate strips from two rolls can save up to half a repeat",
    );

    // The live URL keeps the product, so the estimate stays tied to it when shared.
    await page.getByLabel("Wall height (ft)").fill("9");
    await expect(page).toHaveURL(new RegExp(`product=${product!.id}`));
  });

  test("ignores an unknown product id", async ({ page }) => {
    await openCalculator(page, "?product=99999999");
    await expect(page.getByText("Estimating for")).toHaveCount(0);
    await expectDefaults(page);
  });

  test("links to the catalog and to the neighbouring guides", async ({ page }) => {
    await openCalculator(page);
    await expect(page.getByRole("link", { name: "Browse the Catalog" })).toHaveAttribute(
      "href",
      "/catalog",
    );
    const more = page.getByRole("navigation", { name: "More guides" });
    await expect(more.getByRole("link", { name: /Previous/ })).toHaveAttribute(
      "href",
      "/how-to/what-can-i-do-with-a-border",
    );
    await expect(more.getByRole("link", { name: /Next/ })).toHaveAttribute(
      "href",
      "/how-to/choose-the-right-type-of-wallpaper",
    );
    await expect(
      page.getByRole("button", { name: "Send this estimate to the showroom" }),
    ).toBeVisible();
  });

  test("an estimate link is followed but not indexed, with the bare page as canonical", async ({
    request,
  }) => {
    const bare = await (await request.get("/wallpaper-calculator")).text();
    expect(bare).not.toMatch(/<meta name="robots" content="noindex/);
    const html = await (await request.get("/wallpaper-calculator?wallHeight=9")).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/wallpaper-calculator"/);
  });
});

test.describe("wallpaper calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("submits as a GET form and the server renders the results for the URL's values", async ({
    page,
  }) => {
    await page.goto("/wallpaper-calculator");
    await expectDefaults(page);
    await expect(page.getByText("The figures update as you change any field.")).toBeHidden();
    await page.getByLabel("Wall height (ft)").fill("10");
    await page.getByLabel("Add a border or trim").check();
    await page.getByRole("button", { name: "Calculate" }).click();

    await expect(page).toHaveURL(/wallHeight=10/);
    await expect(page).toHaveURL(/useTrim=on/);
    await expect(page.getByLabel("Wall height (ft)")).toHaveValue("10");
    await expect(figure(page, "Area to cover")).toHaveText("395.0 sq ft");
    await expect(figure(page, "Single rolls")).toHaveText("8");
    await expect(figure(page, "Trim length")).toHaveText("44.0 ft");
    await expect(figure(page, "Total")).toHaveText("$340.00");
  });

  test("reports an invalid value from the URL by its field", async ({ page }) => {
    await page.goto("/wallpaper-calculator?rollWidth=5");
    await expect(page.getByLabel("Roll width (in)")).toHaveValue("5");
    await expect(page.getByText("Roll width must be at least 12 inches.")).toBeVisible();
    await expect(figure(page, "Single rolls")).toHaveText("0");
  });
});
