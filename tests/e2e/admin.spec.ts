import { type Page } from "@playwright/test";

import { axeViolations, levelOneHeadings } from "./a11y";
import { expect, isMobile, test } from "./fixtures";

/** Matches ADMIN_PASSWORD_HASH in playwright.config.ts. */
const password = "alcove-e2e-owner-password";
/** The second test server, started without ADMIN_PASSWORD_HASH (and without a database). */
const noHashOrigin = `http://localhost:${Number(process.env.PORT ?? 3100) + 1}`;

async function signIn(page: Page) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
}

/** One h1 and a clean axe run, the same bar as the public pages. */
async function expectNoAxeViolations(page: Page) {
  expect(await levelOneHeadings(page), "level-one headings").toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);
}

/** Sends a contact message through the public form, as a visitor would. */
async function sendContactMessage(page: Page, name: string) {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form).toHaveAttribute("novalidate", "");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("inbox.test@example.com");
  await form.getByLabel("Phone").fill("305-555-0111");
  await form.getByLabel("Message").fill("=1+1 Do you carry grasscloth in deep green?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Message Sent!", { exact: true })).toBeVisible();
}

test.describe("owner's inbox", () => {
  test("every admin page and the export send a signed-out visitor to sign in", async ({ page }) => {
    for (const path of [
      "/admin",
      "/admin?type=contact",
      "/admin/requests/contact/00000000-0000-4000-8000-000000000000",
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/sign-in$/);
    }
    const exported = await page.request.get("/admin/export", { maxRedirects: 0 });
    expect(exported.status()).toBe(303);
    expect(exported.headers()["location"]).toBe("/admin/sign-in");
  });

  test("sign-in page: strict nonce policy, no caching, noindex, and accessible", async ({
    page,
  }) => {
    const response = await page.goto("/admin/sign-in");
    const headers = response!.headers();
    const policy = headers["content-security-policy"] ?? "";
    // One policy only: the public static one must not be sent as well.
    expect(policy).not.toContain("\n");
    expect(policy).not.toContain(",");
    const script = /script-src ([^;]+)/.exec(policy)?.[1] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(script)?.[1];
    expect(nonce).toBeTruthy();
    expect(script).not.toContain("unsafe-inline");
    expect(headers["cache-control"]).toContain("no-store");
    expect(headers["x-robots-tag"]).toContain("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Next.js put this response's nonce on every script it wrote, inline ones included (chunks
    // loaded later are trusted through 'strict-dynamic').
    const tags = (await response!.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);

    const again = await page.request.get("/admin/sign-in");
    expect(again.headers()["content-security-policy"]).not.toBe(policy);
    await expectNoAxeViolations(page);
  });

  test("without a configured hash the inbox is disabled and says how to enable it", async ({
    page,
  }) => {
    await page.goto(`${noHashOrigin}/admin`);
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByRole("heading", { name: "The inbox is not enabled" })).toBeVisible();
    await expect(page.getByText("npm run admin:hash")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveCount(0);
  });

  test("robots.txt disallows the inbox and the sitemap leaves it out", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
  });

  test("a wrong password is refused with one message", async ({ page }) => {
    await page.goto("/admin/sign-in");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription(
      "That password is not right.",
    );
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });

  test("sign in, find a new message, handle it, export it, delete it, sign out", async ({
    page,
    playwright,
  }, testInfo) => {
    const name = `Inbox Visitor ${testInfo.project.name} ${Date.now()}`;
    await sendContactMessage(page, name);

    await signIn(page);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "alcove_admin_session")).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      secure: true,
      path: "/admin",
    });
    await expectNoAxeViolations(page);
    await page.getByLabel("Name or e-mail").fill(name);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText("1 request matches, newest first.")).toBeVisible();
    const link = page.getByRole("link", { name }).filter({ visible: true });
    await expect(link).toHaveCount(1);
    if (await isMobile(page)) await expect(page.locator("table")).toBeHidden();
    else await expect(page.getByRole("table")).toBeVisible();
    await link.click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Message from ${name}`);
    await expect(page.getByText("inbox.test@example.com").first()).toBeVisible();
    await expect(page.getByText("=1+1 Do you carry grasscloth in deep green?")).toBeVisible();

    await page.getByRole("combobox", { name: /^Status/ }).selectOption("contacted");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status saved.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: /^Status/ })).toHaveValue("contacted");

    await page.getByLabel("Note (only you see it)").fill("Called back; sends photos Friday.");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Note saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Note (only you see it)")).toHaveValue(
      "Called back; sends photos Friday.",
    );

    // The same action posted without the session cookie (a forged form post) changes nothing.
    const statusForm = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Save status" }) });
    const actionField = await statusForm.locator('input[name^="$ACTION_ID_"]').getAttribute("name");
    expect(actionField).toBeTruthy();
    const requestId = new URL(page.url()).pathname.split("/").pop()!;
    const origin = new URL(page.url()).origin;
    const anonymous = await playwright.request.newContext({ baseURL: origin });
    const forged = await anonymous.post(new URL(page.url()).pathname, {
      multipart: { [actionField!]: "", type: "contact", id: requestId, status: "done" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(303);
    expect(forged.headers()["location"]).toMatch(/\/admin\/sign-in$/);
    await anonymous.dispose();
    await page.reload();
    await expect(page.getByRole("combobox", { name: /^Status/ })).toHaveValue("contacted");

    const csv = await page.request.get(`/admin/export?q=${encodeURIComponent(name)}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="alcove-requests-/);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`,Message,Contacted,${name},inbox.test@example.com,`);
    expect(rows[1]).toContain(",'=1+1 Do you carry grasscloth in deep green?,");
    expect(rows[1]).toContain(",Called back; sends photos Friday.,");

    await page.getByRole("link", { name: "Delete request…" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this request for good?" });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole("link", { name: "Keep it" }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole("link", { name: "Delete request…" }).click();
    await page.getByRole("button", { name: "Delete permanently" }).click();
    await expect(page).toHaveURL(/\/admin\?notice=deleted$/);
    await expect(page.getByText("The request and its e-mails were deleted.")).toBeVisible();
    await page.goto(`/admin?q=${encodeURIComponent(name)}`);
    await expect(page.getByText("No requests match.")).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1$/);
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });
});
