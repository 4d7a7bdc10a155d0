import type { Page } from "@playwright/test";

/** Every JSON-LD item on the page, arrays flattened. */
export async function jsonLdItems(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as Record<string, unknown>[];
}

/** The page's Product item, if it has one. */
export async function productJsonLd(page: Page): Promise<Record<string, unknown> | undefined> {
  return (await jsonLdItems(page)).find((item) => item["@type"] === "Product");
}
