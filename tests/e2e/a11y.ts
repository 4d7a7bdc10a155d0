import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";

/**
 * The one axe configuration every browser test uses: WCAG 2.0 and 2.1 at levels A and AA (2.1's
 * level A brings "label in name"), plus axe's best practices (landmarks, heading order, one h1),
 * which Lighthouse's accessibility score also counts. Keeping it in one place means a spec
 * cannot quietly audit less than the others.
 */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Waits for transitions that end (a toast sliding in, a dialog fading up) so axe does not measure
 * contrast on a half-transparent frame. Spinners loop forever and are left alone.
 */
async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Axe's violations on the page as it stands, one line per rule with the offending nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/**
 * Axe runs inside the page, which a page without JavaScript refuses. This audits what such a
 * visitor was served instead: the same HTML, its scripts taken out so nothing hydrates, loaded at
 * the same address (so styles and fonts load as before) in a page that lets axe run.
 */
export async function axeViolationsAsServed(page: Page, browser: Browser): Promise<string[]> {
  const address = new URL(page.url());
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  // Explicitly on: a context opened inside a test takes the test's options, JavaScript off too.
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
  });
  try {
    const replay = await context.newPage();
    await replay.route(
      (url) => url.origin === address.origin && url.pathname === address.pathname,
      (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
    );
    await replay.goto(address.href);
    return await axeViolations(replay);
  } finally {
    await context.close();
  }
}

/**
 * The text of every level-one heading on the page, shown or not: `h1` elements and anything with
 * role=heading at level one. A page needs exactly one at every width, so a heading kept in a
 * layout hidden at this width counts too. Read from the accessibility tree, which works with
 * JavaScript off as well.
 */
export async function levelOneHeadings(page: Page): Promise<string[]> {
  return page.getByRole("heading", { level: 1, includeHidden: true }).allTextContents();
}
