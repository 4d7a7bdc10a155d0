import type { Locator, Page } from "@playwright/test";

import { expect } from "./fixtures";

/**
 * The toast area, named in the page's language ("Notifications", "Notificaciones"), and a check
 * that a toast with a title (and a description) is showing there.
 */
export function toastHelpers(regionName: RegExp) {
  const toasts = (page: Page): Locator => page.getByRole("region", { name: regionName });
  const expectToast = async (page: Page, title: string, description?: string | RegExp) => {
    await expect(toasts(page).getByText(title, { exact: true })).toBeVisible();
    if (description) await expect(toasts(page).getByText(description)).toBeVisible();
  };
  return { toasts, expectToast };
}
