import type { Page, Request } from "@playwright/test";

import { showroomImages } from "@/lib/images/showroom-images";

import { expect, test } from "./fixtures";

/** Every request the page makes to a third-party host, recorded from before the first load. */
function recordThirdParty(page: Page, host: string): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).hostname.endsWith(host)) seen.push(request.url());
  });
  return seen;
}

/*
 * The test network is closed, so the embeds cannot really load. Both hosts are answered with an
 * empty response: the test proves the click starts the request, and the empty answer keeps a
 * failed load (net::ERR_*) from reaching the console, which the fixture would count as an error.
 */
async function answerThirdPartyWithEmpty(page: Page) {
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>map</title>",
    }),
  );
  await page.route("https://www.instagram.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
}

test.describe("home page", () => {
  test("Visit Our Showroom brings the visit section into view and moves focus to it", async ({
    page,
  }) => {
    await page.goto("/");
    const visit = page.getByRole("region", { name: "Visit us" });
    const link = page.getByRole("link", { name: "Visit Our Showroom" });
    await expect(visit).not.toBeInViewport();
    // Before hydration the link is a plain in-page link, so press again until the script has
    // glided to the section and moved focus there.
    await expect(async () => {
      await link.click();
      await expect(visit).toBeFocused({ timeout: 1_000 });
      await expect(visit).toBeInViewport({ timeout: 2_000 });
    }).toPass();
    await expect(visit.getByRole("link", { name: /opens in a new tab/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(visit.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(visit.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  });

  test("with reduced motion the jump to the visit section is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const visit = page.getByRole("region", { name: "Visit us" });
    const link = page.getByRole("link", { name: "Visit Our Showroom" });
    await expect(async () => {
      await link.click();
      // Read the position at once, without waiting: an animated scroll would still be far off.
      const top = await visit.evaluate((section) => section.getBoundingClientRect().top);
      expect(top).toBeLessThan(200);
      expect(top).toBeGreaterThanOrEqual(0);
      await expect(visit).toBeFocused({ timeout: 500 });
    }).toPass();
  });

  test("the map embed loads only after Show interactive map is pressed", async ({ page }) => {
    const mapRequests = recordThirdParty(page, "openstreetmap.org");
    await answerThirdPartyWithEmpty(page);
    await page.goto("/");
    const visit = page.getByRole("region", { name: "Visit us" });
    await visit.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(mapRequests, "no map request before the click").toEqual([]);
    await expect(visit.locator("iframe")).toHaveCount(0);
    await expect(visit.getByRole("img", { name: /map/i })).toBeVisible();

    const show = visit.getByRole("button", { name: "Show interactive map" });
    const frame = visit.locator("iframe");
    // Until hydration the button has no handler; press again until the map replaces it.
    await expect(async () => {
      if (await show.isVisible()) await show.click();
      await expect(frame).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    await expect(frame).toHaveAttribute("title", /map/i);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect(mapRequests[0]).toContain("openstreetmap.org/export/embed.html");
  });

  test("the Instagram script loads only after Load our Instagram feed is pressed", async ({
    page,
  }) => {
    const feedRequests = recordThirdParty(page, "instagram.com");
    await answerThirdPartyWithEmpty(page);
    await page.goto("/");
    const feed = page.getByRole("region", { name: "From the showroom" });
    await feed.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(feedRequests, "no Instagram request before the click").toEqual([]);
    await expect(page.locator('script[src*="instagram.com"]')).toHaveCount(0);
    await expect(feed.getByRole("img")).toHaveCount(6);

    const load = feed.getByRole("button", { name: "Load our Instagram feed" });
    const profileLink = feed.getByRole("link", { name: /on Instagram/ });
    await expect(async () => {
      if (await load.isVisible()) await load.click();
      await expect(profileLink).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect.poll(() => feedRequests).toContain("https://www.instagram.com/embed.js");
    await expect(page.locator('script[src="https://www.instagram.com/embed.js"]')).toHaveCount(1);
  });

  test("the inspiration gallery shows eight captioned rooms", async ({ page }) => {
    await page.goto("/");
    const gallery = page.getByRole("region", { name: "Inspiration for every room" });
    await expect(gallery.getByRole("figure")).toHaveCount(8);
    await expect(gallery.getByRole("link", { name: "Explore Collections" })).toHaveAttribute(
      "href",
      "/wallpaper-brands",
    );
  });

  test("three five-star testimonials have a text alternative for the stars", async ({ page }) => {
    await page.goto("/");
    const quotes = page.getByRole("region", { name: "What our clients say" });
    await expect(quotes.getByText("5 out of 5 stars")).toHaveCount(3);
  });

  test("a digit key shows its word for two seconds, and a new digit restarts the count", async ({
    page,
  }) => {
    await page.goto("/");
    const seven = page.getByText("seven", { exact: true });
    // The listener attaches at hydration; press until the badge answers.
    await expect(async () => {
      await page.keyboard.press("7");
      await expect(seven).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(seven.locator("xpath=ancestor::*[@aria-live='polite']")).toHaveCount(1);

    await page.waitForTimeout(1_200);
    await page.keyboard.press("3");
    const three = page.getByText("three", { exact: true });
    await expect(three).toBeVisible();
    await expect(seven).toHaveCount(0);
    // 1.2 s after the replacement the first word's two seconds have passed, but not the new one's.
    await page.waitForTimeout(1_200);
    await expect(three).toBeVisible();
    await expect(three).toBeHidden({ timeout: 1_500 });
  });

  test("digits typed into a field do not show the badge", async ({ page }) => {
    await page.goto("/");
    await expect(async () => {
      await page.keyboard.press("1");
      await expect(page.getByText("one", { exact: true })).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(page.getByText("one", { exact: true })).toBeHidden({ timeout: 3_000 });

    // The home page has no field of its own, so the test adds one.
    await page.evaluate(() => {
      const input = document.createElement("input");
      input.setAttribute("aria-label", "Test field");
      document.querySelector("main")?.prepend(input);
    });
    const field = page.getByRole("textbox", { name: "Test field" });
    await field.focus();
    await page.keyboard.type("5");
    await expect(field).toHaveValue("5");
    await page.waitForTimeout(300);
    await expect(page.getByText("five", { exact: true })).toHaveCount(0);
  });
});

test.describe("FAQ", () => {
  const first = "How do I get wallpaper samples?";
  const second = "How long do special orders take to arrive?";
  const third = "Do you install the wallpaper you sell?";

  function questions(page: Page) {
    return page.getByRole("main").locator("details");
  }

  function item(page: Page, question: string) {
    return questions(page).filter({ has: page.getByRole("heading", { name: question }) });
  }

  test("opening one question closes the other, and the open one can be closed", async ({
    page,
  }) => {
    await page.goto("/faqs");
    await expect(questions(page)).toHaveCount(10);
    await expect(questions(page).and(page.locator("[open]"))).toHaveCount(0);

    await item(page, first).locator("summary").click();
    await expect(item(page, first)).toHaveAttribute("open", "");
    await expect(item(page, first).getByText(/samples are \$\d+ each/i)).toBeVisible();

    await item(page, second).locator("summary").click();
    await expect(item(page, second)).toHaveAttribute("open", "");
    await expect(item(page, first)).not.toHaveAttribute("open");
    await expect(questions(page).and(page.locator("[open]"))).toHaveCount(1);

    await item(page, second).locator("summary").click();
    await expect(questions(page).and(page.locator("[open]"))).toHaveCount(0);
  });

  test("questions open and close from the keyboard", async ({ page }) => {
    await page.goto("/faqs");
    const summary = item(page, third).locator("summary");
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(item(page, third)).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(item(page, third)).not.toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(item(page, third)).toHaveAttribute("open", "");
  });

  test("has a link to the contact page and FAQPage structured data", async ({ page }) => {
    await page.goto("/faqs");
    await expect(page.getByRole("link", { name: "Ask us a question" })).toHaveAttribute(
      "href",
      "/contact",
    );
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = data
      .map((json) => JSON.parse(json) as { "@type"?: string; mainEntity?: unknown[] })
      .find((entry) => entry["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(10);
  });
});

test.describe("consultation buttons", () => {
  const buttons = [
    { path: "/", name: "Book Consultation", count: 1 },
    { path: "/services", name: "Schedule a Consultation", count: 1 },
    { path: "/consultation", name: "Schedule Your Consultation", count: 2 },
  ];

  for (const { path, name, count } of buttons) {
    test(`"${name}" on ${path} is a consultation button that reaches the booking form`, async ({
      page,
    }) => {
      await page.goto(path);
      const triggers = page.getByRole("button", { name, exact: true });
      await expect(triggers).toHaveCount(count);
      for (const trigger of await triggers.all()) {
        await expect(trigger).toBeVisible();
        const form = trigger.locator("xpath=ancestor::form[1]");
        await expect(form).toHaveAttribute("action", "/consultation#book");
      }
    });
  }

  test("the consultation page ends with the booking section", async ({ page }) => {
    await page.goto("/consultation");
    await expect(page.locator("#book")).toBeVisible();
    await expect(page.getByText("Complimentary", { exact: true })).toBeVisible();
    await expect(page.getByText("$250", { exact: true })).toBeVisible();
  });
});

test.describe("showroom pages", () => {
  const pages = [
    { path: "/about", heading: /^Meet / },
    { path: "/services", heading: "From the first sample to the final seam" },
    { path: "/installation", heading: "Professional wallpaper installation" },
    { path: "/testimonials", heading: "In our clients’ words" },
    { path: "/consultation", heading: "Design consultations" },
  ];

  for (const { path, heading } of pages) {
    test(`${path} has one main heading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }

  test("installation links to the consultation and contact pages", async ({ page }) => {
    await page.goto("/installation");
    await expect(
      page.getByRole("link", { name: "Apply for Installation" }).first(),
    ).toHaveAttribute("href", "/consultation");
    await expect(page.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("the installation picture is preloaded only on screens where it outsizes the introduction", async ({
    page,
  }) => {
    await page.goto("/installation");
    // From 640 px up the picture is the largest paint; on a phone the introduction above it is.
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
      "media",
      "(min-width: 640px)",
    );
    const picture = page.getByRole("img", { name: showroomImages.panels.alt });
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect(picture).toHaveAttribute("fetchpriority", "low");
  });

  test("the testimonials page shows six five-star testimonials without review markup", async ({
    page,
  }) => {
    await page.goto("/testimonials");
    await expect(page.getByText("5 out of 5 stars")).toHaveCount(6);
    const html = await page.content();
    expect(html).not.toMatch(/"@type":"(Review|AggregateRating)"/);
  });
});
