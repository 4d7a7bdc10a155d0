import { test as base, expect, type Page } from "@playwright/test";

type Watch = { problems: string[]; allow: (pattern: RegExp) => void };

/**
 * Every test fails on an unexpected console error or a Content-Security-Policy violation, so a
 * broken script or a blocked third-party request cannot pass unnoticed.
 */
export const test = base.extend<{ watch: Watch }>({
  /*
   * Pre-rendered pages load their scripts after the first paint, so the load event can come
   * before the page hydrates; a visitor's early click then gets the page's no-JavaScript
   * behaviour. Tests act like a visitor who waits for the page to be ready: after a navigation,
   * until React has taken the document over.
   */
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page["goto"]>) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page["reload"]>) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
  },
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

/** Resolves at once for pages that load their scripts normally (or have none). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById("deferred-scripts") ||
      Object.keys(document).some((key) => key.startsWith("__reactContainer")),
  );
}

export async function isMobile(page: Page): Promise<boolean> {
  return (page.viewportSize()?.width ?? 1440) < 1024;
}
