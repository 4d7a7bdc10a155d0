import { expect, test } from "./fixtures";

test("an unknown path answers 404 with the not-found page", async ({ page, watch }) => {
  watch.allow(/404 \(Not Found\)/);
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("a deep unknown path also answers 404", async ({ request }) => {
  const response = await request.get("/a/b/c/d");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
});
