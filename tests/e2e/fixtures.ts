import { test as base, expect, type Page } from "@playwright/test";

type Watch = { problems: string[]; allow: (pattern: RegExp) => void };

/**
 * Every test fails on an unexpected console error or a Content-Security-Policy violation, so a
 * broken script or a blocked third-party request cannot pass unnoticed.
 */
export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use({ problems, allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter((p) => !allowed.some((a) => a.test(p)));
      expect(unexpected, "console errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function isMobile(page: Page): Promise<boolean> {
  return (page.viewportSize()?.width ?? 1440) < 1024;
}
