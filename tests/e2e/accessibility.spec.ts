import AxeBuilder from "@axe-core/playwright";

import { auditRoutes } from "../../src/lib/routes/route-manifest";

import { expect, test } from "./fixtures";

for (const route of auditRoutes()) {
  test(`axe finds no violations on ${route.path}`, async ({ page }) => {
    const response = await page.goto(route.path, { waitUntil: "load" });
    expect(response?.status(), "status").toBeLessThan(400);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  });
}
