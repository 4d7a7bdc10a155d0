import { expect, test } from "./fixtures";
import { receivedScripts } from "./received-scripts";

test.describe("the design system's overlays", () => {
  test("load when a visitor reaches for one, then trap and return focus", async ({ page }) => {
    const scripts = receivedScripts(page);
    await page.goto("/design-system");
    const drawerCode = () => scripts.contain("data-vaul-drawer");
    expect(await scripts.count()).toBeGreaterThan(3);
    expect(await drawerCode(), "the overlays' code on load").toBe(false);

    for (const [button, title] of [
      ["Open dialog", "A dialog"],
      ["Open sheet", "A side sheet"],
      ["Open drawer", "A bottom drawer"],
    ] as const) {
      const opener = page.getByRole("button", { name: button });
      await opener.focus();
      await page.keyboard.press("Enter");
      const overlay = page.getByRole("dialog", { name: title });
      await expect(overlay).toBeVisible();
      // The page behind is hidden from assistive technology while the overlay is open.
      await expect(page.locator('button[aria-expanded="true"]', { hasText: button })).toHaveCount(
        1,
      );
      // Focus is inside the overlay and stays there.
      await expect
        .poll(() => overlay.evaluate((node) => node.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(
        await overlay.evaluate((node) => node.contains(document.activeElement)),
        `focus kept in ${title}`,
      ).toBe(true);
      await page.keyboard.press("Escape");
      await expect(overlay).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute("aria-expanded", "false");
    }
    expect(await drawerCode(), "the overlays' code once used").toBe(true);
  });

  test("show both kinds of toast", async ({ page }) => {
    await page.goto("/design-system");
    await page.getByRole("button", { name: "Show a toast" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await page.getByRole("button", { name: "Show an error toast" }).click();
    await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
  });
});
